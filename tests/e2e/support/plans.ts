import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './accounts.ts';

/** Buys a plan through the sandbox gateway, as a payer would (decision 021). */
export async function buyPlan(request: APIRequestContext, token: string, planId: string) {
  const order = await request.post(`${apiUrl}/payments/orders`, {
    headers: { authorization: `Bearer ${token}` },
    data: { planId, billingCycle: 'monthly', gateway: 'sandbox' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { redirectUrl } = (await order.json()) as { redirectUrl: string };
  const paid = await request.post(redirectUrl, { form: { outcome: 'success' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

/** Buys the Pro plan through the sandbox gateway. */
export function buyPro(request: APIRequestContext, token: string) {
  return buyPlan(request, token, 'pro');
}
