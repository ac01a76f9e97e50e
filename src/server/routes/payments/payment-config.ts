import type { Gateway } from '../../../contracts/billing.ts';
import { publicApiUrl, type Env } from '../../env.ts';
import { qrGateways, type QrGateway } from '../../../contracts/billing.ts';
import { hasRailCredentials } from '../../payments/rails/rail-credentials.ts';
import { railSetups } from '../../payments/rails/rail-registry.ts';
import type { VnpayConfig } from '../../payments/vnpay.ts';

/**
 * The gateways this deployment offers, in the order the checkout lists them: the QR rails first
 * (issue 43: how Vietnamese sellers pay), then VNPay, then the sandbox.
 */
export function enabledGateways(env: Env): Gateway[] {
  const rails = railSetups(env);
  return [
    ...qrGateways.filter((gateway) => rails[gateway]),
    ...(env.VNPAY_TMN_CODE ? (['vnpay'] as const) : []),
    ...(env.PAYMENT_SANDBOX ? (['sandbox'] as const) : []),
  ];
}

/** Whether a rail runs against its built-in stand-in rather than its provider. */
export function railOnStandIn(env: Env, gateway: QrGateway): boolean {
  return env.PAYMENT_STANDINS && !hasRailCredentials(env, gateway);
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
