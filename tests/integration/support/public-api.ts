import { studioTools, type StudioTool } from '../../../src/contracts/studio.ts';
import { apiCallCounts } from '../../../src/server/db/schema.ts';
import {
  v1OperationErrors,
  type V1ErrorCode,
  type V1Operation,
} from '../../../src/server/routes/public-api/v1-error-codes.ts';
import { flushApiCalls } from '../../../src/server/services/public-api/api-call-buffer.ts';
import { call, signUp, type CallResult } from './accounts.ts';
import { subscribe } from './payments.ts';
import type { TestApi } from './test-api.ts';

export interface ApiClient {
  /** The token's value (`ks_live_…`), as a business would keep it. */
  value: string;
  tokenId: string;
  /** The owner's studio session, for API management calls. */
  session: string;
  email: string;
}

/**
 * A Pro account with one API token for `services` (every studio tool by default).
 * @example const client = await apiClient(api, { services: ['image-editing'], rateLimitPerMinute: 5 });
 */
export async function apiClient(
  api: TestApi,
  options: { services?: StudioTool[]; rateLimitPerMinute?: number; plan?: string } = {},
): Promise<ApiClient> {
  const account = await signUp(api);
  await subscribe(api, account.email, options.plan ?? 'pro');
  const created = await call(api, 'POST', '/api-tokens', {
    token: account.token,
    body: {
      name: 'Shop integration',
      services: options.services ?? [...studioTools],
      rateLimitPerMinute: options.rateLimitPerMinute ?? 1000,
    },
  });
  if (created.status !== 201) throw new Error(`token: ${JSON.stringify(created.body)}`);
  return {
    value: created.body.value as string,
    tokenId: (created.body.token as { id: string }).id,
    session: account.token,
    email: account.email,
  };
}

/** A /v1 call with the token (or none), against any API process's base URL. */
export async function v1(
  base: TestApi | string,
  method: string,
  path: string,
  options: { value?: string; body?: unknown; lang?: string; headers?: Record<string, string> } = {},
): Promise<CallResult> {
  const url = typeof base === 'string' ? base : base.url;
  const headers: Record<string, string> = {
    'accept-language': options.lang ?? 'en',
    ...options.headers,
  };
  if (options.value) headers.authorization = `Bearer ${options.value}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${url}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : {} };
}

/** POST /v1/uploads with one image. */
export async function v1Upload(
  api: TestApi,
  value: string,
  bytes: Buffer,
  options: { kind?: string; type?: string; name?: string; consent?: string; lang?: string } = {},
): Promise<CallResult> {
  const form = new FormData();
  if (options.kind) form.append('kind', options.kind);
  // Issue 26: every kind but garment needs the consent answer; '' sends none.
  const consent = options.consent ?? (options.kind === 'garment' ? '' : 'subject');
  if (consent) form.append('consent', consent);
  form.append(
    'file',
    new File([new Uint8Array(bytes)], options.name ?? 'input.png', {
      type: options.type ?? 'image/png',
    }),
  );
  const res = await fetch(`${api.url}/v1/uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${value}`, 'accept-language': options.lang ?? 'en' },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** Reads a job until it is no longer queued or processing. */
export async function waitForJob(api: TestApi, value: string, id: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await v1(api, 'GET', `/v1/jobs/${id}`, { value });
    const status = (res.body as { status?: string }).status;
    if (res.status !== 200 || (status !== 'queued' && status !== 'processing')) return res;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const bodyParams = {
  gender: 'female',
  height: 165,
  weight: 52,
  age: 25,
  skinTone: 'light',
  bodyType: 'slim',
};

/**
 * The per-token limit counts calendar minutes (`count-api-call.ts`). A test that expects the
 * call after the limit to be refused starts with at least `seconds` left in the minute, so its
 * calls share one window even on a loaded machine.
 */
export async function awaitRoomInMinute(seconds = 20): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < seconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/**
 * Every error this API answered on a /v1 operation (from its `api_call_counts`) whose code is
 * not listed for that operation in the table the OpenAPI document is made from (issue 18).
 * @example expect(await undocumentedAnswers(api)).toEqual([]);
 */
export async function undocumentedAnswers(api: TestApi): Promise<string[]> {
  const db = api.deps.database.db;
  await flushApiCalls(db);
  const answered = await db
    .selectDistinct({
      operation: apiCallCounts.operation,
      status: apiCallCounts.statusCode,
      code: apiCallCounts.errorCode,
    })
    .from(apiCallCounts);
  return answered
    .filter(({ code }) => code !== null)
    .filter(({ operation, code }) => {
      const listed = v1OperationErrors[operation as V1Operation] as V1ErrorCode[] | undefined;
      return !listed?.includes(code as V1ErrorCode);
    })
    .map(({ operation, status, code }) => `${operation} ${status} ${code}`);
}
