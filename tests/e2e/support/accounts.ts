import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The API the test runner started (spec §7 paths); its outbox holds the mailed codes. */
export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:8801';

export interface Account {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

let clients = 0;
/**
 * A client address of its own for an account helper's call (the e2e API trusts
 * X-Forwarded-For), so per-address limits count each test apart. TEST-NET-3 addresses.
 */
function clientHeaders(): Record<string, string> {
  clients += 1;
  return { 'x-forwarded-for': `203.0.113.${(process.pid + clients) % 250}` };
}
/** An address no other test uses. */
export function uniqueEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** A fresh account's details (not yet registered). */
export function newAccount(prefix = 'khach', name = 'Nguyễn Thị Mai'): Account {
  return { name, email: uniqueEmail(prefix), password: 'mat-khau-du-dai-1' };
}

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest mail to `email` that `matches`, waiting for it to arrive (outbox is newest first). */
export async function newestMail(
  request: APIRequestContext,
  email: string,
  matches: (message: OutboxMessage) => boolean = () => true,
  after?: OutboxMessage,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`${apiUrl}/dev/outbox`);
        const { messages } = (await res.json()) as { messages: OutboxMessage[] };
        found = messages.find(
          (m) =>
            m.to === email &&
            matches(m) &&
            (!after || Date.parse(m.createdAt) > Date.parse(after.createdAt)),
        );
        return Boolean(found);
      },
      { timeout: 15_000, message: `a mail to ${email}` },
    )
    .toBe(true);
  return found!;
}

/** The newest one-time code mailed to `email`. */
export async function newestCode(
  request: APIRequestContext,
  email: string,
  after?: OutboxMessage,
): Promise<{ code: string; mail: OutboxMessage }> {
  const mail = await newestMail(request, email, (m) => /\b\d{6}\b/.test(m.text), after);
  return { code: /\b(\d{6})\b/.exec(mail.text)![1]!, mail };
}

/**
 * Finishes a first Google sign-in (decision 092): the code mailed to `email`, typed into the
 * step that asks for it (the auth modal's, or the page's).
 */
export async function enterSignInCode(
  page: Page,
  request: APIRequestContext,
  email: string,
  lang: 'vi' | 'en',
): Promise<void> {
  const { code } = await newestCode(request, email);
  await page.getByLabel(lang === 'vi' ? 'Mã đăng nhập' : 'Login code').fill(code);
  await page
    .getByRole('button', { name: lang === 'vi' ? 'Tiếp tục' : 'Continue', exact: true })
    .click();
}

/** The reset link mailed to `email`. */
export async function newestResetLink(request: APIRequestContext, email: string): Promise<URL> {
  const mail = await newestMail(request, email, (m) => m.text.includes('/auth/reset-password'));
  return new URL(/(https?:\/\/\S+\/auth\/reset-password\S*)/.exec(mail.text)![1]!);
}

/**
 * Registers and verifies an account through the API, reading the code from the outbox. With a
 * `locale`, the account's mails come in that language.
 */
export async function register(
  request: APIRequestContext,
  account: Account = newAccount(),
  locale?: 'vi' | 'en',
): Promise<Account> {
  const res = await request.post(`${apiUrl}/auth/register`, {
    headers: clientHeaders(),
    data: { name: account.name, email: account.email, password: account.password, locale },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { code } = await newestCode(request, account.email);
  const verified = await request.post(`${apiUrl}/auth/verify_otp`, {
    headers: clientHeaders(),
    data: { email: account.email, otp: Number(code) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return account;
}

/**
 * `register` for a fixed address (an administrator of ADMIN_EMAILS): a retried test, or a second
 * worker running the same file, finds the account already made with the same password. Two
 * workers registering it at the same moment race on its code: the loser waits for the winner.
 */
export async function registerOnce(request: APIRequestContext, account: Account) {
  if (await canLogIn(request, account)) return account;
  try {
    return await register(request, account);
  } catch (error) {
    for (let i = 0; i < 40; i += 1) {
      if (await canLogIn(request, account)) return account;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw error;
  }
}

async function canLogIn(request: APIRequestContext, account: Account): Promise<boolean> {
  const probe = await request.post(`${apiUrl}/auth/login`, {
    headers: clientHeaders(),
    data: { username: account.email, password: account.password },
  });
  return probe.status() === 200;
}

/**
 * Signs `page` in as `account` the way the site does after a login: the token and the cached
 * user in localStorage (kieu.auth.token, kieu.auth.user). Ends on a same-site page.
 */
export async function login(
  page: Page,
  request: APIRequestContext,
  account: Account,
): Promise<{ token: string; user: { id: string; name: string; email: string } }> {
  const res = await request.post(`${apiUrl}/auth/login`, {
    headers: clientHeaders(),
    data: { username: account.email, password: account.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { access_token: token, user } = (await res.json()) as {
    access_token: string;
    user: { id: string; name: string; email: string };
  };
  await page.goto('/robots.txt');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('kieu.auth.token', t);
      localStorage.setItem('kieu.auth.user', JSON.stringify(u));
    },
    [token, { id: user.id, name: user.name, email: user.email }] as const,
  );
  return { token, user };
}

/** Chooses the app pages' language for this page's origin (kieu.locale). */
export async function useAppLocale(page: Page, locale: 'vi' | 'en'): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((l) => localStorage.setItem('kieu.locale', l), locale);
}
