import { studioTools } from '../../src/contracts/studio.ts';

// An API customer made over HTTP on a test API (NODE_ENV=test), as a business would make one:
// sign-up, the code from the dev outbox, Pro bought through the sandbox gateway (the free plan
// answers 403 plan_without_api_access), then a token for every service.

let accounts = 0;

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await response.text();
  if (response.status >= 400) throw new Error(`POST ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
}

async function mailedCode(apiUrl: string, email: string): Promise<number> {
  for (let tries = 0; tries < 100; tries += 1) {
    const outbox = (await (await fetch(`${apiUrl}/dev/outbox`)).json()) as {
      messages: { to: string; text: string }[];
    };
    const code = outbox.messages.find((m) => m.to === email)?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return Number(code);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`no code was mailed to ${email}`);
}

/**
 * A Pro account with one API token for every studio tool; its value (`ks_live_…`).
 * @example const token = await apiCustomer('http://127.0.0.1:8801', 'sdk-node20');
 */
export async function apiCustomer(apiUrl: string, name: string): Promise<string> {
  accounts += 1;
  // Its own client address (the test APIs trust X-Forwarded-For): per-address limits apart.
  const address = { 'x-forwarded-for': `198.51.100.${(process.pid + accounts) % 250}` };
  const email = `${name}-${Date.now().toString(36)}-${accounts}@example.com`;
  const password = 'mat-khau-cua-sdk-2026';
  await post(`${apiUrl}/auth/register`, { name: 'Trần Minh Anh', email, password }, address);
  const otp = await mailedCode(apiUrl, email);
  await post(`${apiUrl}/auth/verify_otp`, { email, otp }, address);
  const login = await post(`${apiUrl}/auth/login`, { username: email, password }, address);
  const session = { authorization: `Bearer ${login.access_token as string}` };
  const order = await post(
    `${apiUrl}/payments/orders`,
    { planId: 'pro', billingCycle: 'monthly', gateway: 'sandbox' },
    session,
  );
  const paid = await fetch(order.redirectUrl as string, {
    method: 'POST',
    body: new URLSearchParams({ outcome: 'success' }),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`sandbox payment: ${paid.status}`);
  const token = await post(
    `${apiUrl}/api-tokens`,
    { name, services: [...studioTools], rateLimitPerMinute: 1000 },
    session,
  );
  return token.value as string;
}
