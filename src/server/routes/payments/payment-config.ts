import type { Context } from 'hono';
import type { Gateway } from '../../../contracts/billing.ts';
import type { Env } from '../../env.ts';
import type { VnpayConfig } from '../../payments/vnpay.ts';

/** The gateways this deployment offers, in the order the checkout lists them. */
export function enabledGateways(env: Env): Gateway[] {
  return [
    ...(env.VNPAY_TMN_CODE ? (['vnpay'] as const) : []),
    ...(env.PAYMENT_SANDBOX ? (['sandbox'] as const) : []),
  ];
}

export function vnpayConfig(env: Env): VnpayConfig | null {
  return env.VNPAY_TMN_CODE && env.VNPAY_HASH_SECRET
    ? { tmnCode: env.VNPAY_TMN_CODE, hashSecret: env.VNPAY_HASH_SECRET, paymentUrl: env.VNPAY_URL }
    : null;
}

/** The API's public origin: configured, else the one this request reached. */
export function apiOrigin(c: Context, env: Env): string {
  return (env.PUBLIC_API_URL ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}
