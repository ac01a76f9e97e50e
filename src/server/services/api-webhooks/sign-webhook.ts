import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Kieu-Signature';
export const USER_AGENT = 'KieuStudio-Webhooks/1';
/** How old a signature's timestamp may be before a receiver refuses it (replays). */
export const DEFAULT_TOLERANCE_SECONDS = 300;

function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * The headers of one delivery (decision 024): `Kieu-Signature: t=<unix seconds>,v1=<hex>`, where
 * v1 is HMAC-SHA256 of `${t}.${rawBody}` with the token's webhook secret, as Stripe signs. With
 * several secrets (the current one, then the previous one during a rotation's grace period,
 * decision 079) there is one `v1` per secret, in that order.
 * @example signWebhook(secret, { event: 'job.succeeded', deliveryId, rawBody, nowSeconds })
 */
export function signWebhook(
  secrets: string | readonly string[],
  delivery: { event: string; deliveryId: string; rawBody: string; nowSeconds: number },
): Record<string, string> {
  const t = Math.floor(delivery.nowSeconds);
  const signatures = (typeof secrets === 'string' ? [secrets] : secrets).map(
    (secret) => `v1=${signatureOf(secret, t, delivery.rawBody)}`,
  );
  return {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'Kieu-Event': delivery.event,
    'Kieu-Delivery': delivery.deliveryId,
    [SIGNATURE_HEADER]: [`t=${t}`, ...signatures].join(','),
  };
}

/**
 * What a receiver does with a delivery: true only when one `v1` of the header is the signature
 * of exactly this raw body (before any JSON parsing) and its timestamp is within the tolerance.
 * @example verifyWebhookSignature(secret, req.headers['kieu-signature'], body, Date.now() / 1000)
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | null | undefined,
  rawBody: string,
  nowSeconds: number,
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
): boolean {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, t, rawBody), 'hex');
  return parts.some(([key, value]) => {
    if (key !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
