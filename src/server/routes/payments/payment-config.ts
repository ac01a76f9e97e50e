import type { Gateway } from '../../../contracts/billing.ts';
import { publicApiUrl, type Env } from '../../env.ts';
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

/**
 * The API's public origin, from configuration only: a request's Host header is the caller's to
 * write, so it never steers where a payment notice or a return link goes (security issue, SSRF).
 */
export function apiOrigin(env: Env): string {
  return publicApiUrl(env).replace(/\/+$/, '');
}
