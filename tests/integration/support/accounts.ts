import { expect } from 'vitest';
import type { TestApi } from './test-api.ts';

/** Every password, code and token the tests sent or received; none may reach the logs. */
export const seenSecrets = new Set<string>();
const SENT_SECRETS = [
  'password',
  'new_password',
  'current_password',
  'otp',
  'reset_token',
  'idToken',
  'code',
];
const RECEIVED_SECRETS = ['access_token', 'password'];

function remember(value: unknown, fields: string[]) {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (fields.includes(key) && (typeof inner === 'string' || typeof inner === 'number')) {
        if (String(inner).length >= 6) seenSecrets.add(String(inner));
      } else {
        remember(inner, fields);
      }
    }
  }
}

/** Fails when any secret seen so far appears in the API's log lines (whole numbers only). */
export function expectNoSecretsLogged(api: TestApi) {
  const log = api.logs.map((line) => JSON.stringify(line)).join('\n');
  const leaked = [...seenSecrets].filter((secret) =>
    /^\d+$/.test(secret)
      ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(log)
      : log.includes(secret) || log.includes(JSON.stringify(secret).slice(1, -1)),
  );
  expect(leaked).toEqual([]);
  expect(api.logs.length).toBeGreaterThan(0);
}

export interface CallResult {
  status: number;
  headers: Headers;
  body: Record<string, unknown> & { detail?: string; code?: string; message?: string };
}

/** A JSON call to the API, in `lang`, optionally with a Bearer token. */
export async function call(
  api: TestApi,
  method: string,
  path: string,
  options: {
    body?: unknown;
    lang?: string;
    token?: string;
    /** The client address (X-Forwarded-For, read by APIs started with TRUST_PROXY=true). */
    address?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = {
    'accept-language': options.lang ?? 'en',
    'x-forwarded-for': options.address ?? randomAddress(),
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  remember(options.body, SENT_SECRETS);
  if (options.token) seenSecrets.add(options.token);
  const res = await fetch(`${api.url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  const body = text ? JSON.parse(text) : {};
  remember(body, RECEIVED_SECRETS);
  return { status: res.status, headers: res.headers, body };
}

interface OutboxRow {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/** Mail sent to `to`, newest first, from GET /dev/outbox. */
export async function mailTo(api: TestApi, to: string): Promise<OutboxRow[]> {
  const res = await fetch(`${api.url}/dev/outbox`);
  const { messages } = (await res.json()) as { messages: OutboxRow[] };
  return messages.filter((message) => message.to === to.toLowerCase());
}

/** The six-digit code of the newest verification mail to `to`. */
export async function latestCode(api: TestApi, to: string): Promise<string> {
  const [mail] = await mailTo(api, to);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  seenSecrets.add(code);
  return code;
}

/** The reset link of the newest reset mail to `to`. */
export async function latestResetLink(api: TestApi, to: string): Promise<URL> {
  const mails = await mailTo(api, to);
  const link = mails
    .map((m) => /(https?:\/\/\S+reset-password\S+)/.exec(m.text)?.[1])
    .find(Boolean);
  if (!link) throw new Error(`no reset link mailed to ${to}`);
  const url = new URL(link);
  seenSecrets.add(url.searchParams.get('token')!);
  return url;
}

/** A documentation-range address (RFC 5737), different on each call. */
export function randomAddress(): string {
  const n = Math.floor(Math.random() * 65536);
  return `198.51.${n >> 8}.${n & 255}`;
}

let counter = 0;
/** A fresh address for each test, so tests do not share accounts or limits. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.vn`;
}

/** Registers, verifies with the mailed code and logs in; returns the token and credentials. */
export async function signUp(
  api: TestApi,
  options: { email?: string; name?: string; password?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'mật-khẩu-an-toàn-2026';
  const name = options.name ?? 'Nguyễn Thu Hà';
  const registered = await call(api, 'POST', '/auth/register', { body: { name, email, password } });
  if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered.body)}`);
  const otp = Number(await latestCode(api, email));
  const verified = await call(api, 'POST', '/auth/verify_otp', { body: { email, otp } });
  if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified.body)}`);
  const login = await call(api, 'POST', '/auth/login', { body: { username: email, password } });
  if (login.status !== 200) throw new Error(`login: ${JSON.stringify(login.body)}`);
  return {
    email,
    password,
    name,
    token: login.body.access_token as string,
    otp,
    login: login.body,
  };
}
