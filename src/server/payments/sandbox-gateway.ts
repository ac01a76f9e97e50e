import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The sandbox gateway of the embedded default: a checkout page served by our own API where the
 * payer chooses success, cancel or failure. Like a real gateway it tells the server through a
 * signed server-to-server notification (HMAC-SHA256 under a key derived from APP_SECRET), which
 * alone settles the order; the browser only comes back to /payment/success, /cancel or /error.
 */
export const sandboxOutcomes = ['success', 'cancel', 'failure'] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

export interface SandboxNotification {
  reference: string;
  amount: number;
  outcome: SandboxOutcome;
  transaction: string;
  sentAt: string;
}

function key(appSecret: string): Buffer {
  return createHmac('sha256', appSecret).update('sandbox-payments').digest();
}

export function sandboxSign(body: string, appSecret: string): string {
  return createHmac('sha256', key(appSecret)).update(body).digest('hex');
}

export function sandboxVerify(body: string, signature: string, appSecret: string): boolean {
  const expected = sandboxSign(body, appSecret);
  return (
    signature.length === expected.length &&
    timingSafeEqual(Buffer.from(signature, 'utf8'), Buffer.from(expected, 'utf8'))
  );
}

/** The checkout page's address for one order, signed so it cannot be made up for another. */
export function sandboxCheckoutPath(reference: string, appSecret: string): string {
  return `/payments/sandbox/checkout/${reference}?signature=${sandboxSign(`page:${reference}`, appSecret)}`;
}

export function sandboxPageSignatureValid(reference: string, signature: string, appSecret: string) {
  return sandboxVerify(`page:${reference}`, signature, appSecret);
}
