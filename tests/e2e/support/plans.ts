import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './accounts.ts';

/** Buys the Pro plan through the sandbox gateway, as a payer would (decision 021). */
export async function buyPro(request: APIRequestContext, token: string) {
  const order = await request.post(`${apiUrl}/payments/orders`, {
    headers: { authorization: `Bearer ${token}` },
    data: { planId: 'pro', billingCycle: 'monthly', gateway: 'sandbox' },
  });
  expect(order.status()).toBe(201);
  const { redirectUrl } = (await order.json()) as { redirectUrl: string };
  const paid = await request.post(redirectUrl, { form: { outcome: 'success' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}
