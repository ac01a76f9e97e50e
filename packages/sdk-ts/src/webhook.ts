import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Checks a webhook delivery's `Kieu-Signature: t=<unix seconds>,v1=<hex>` header: true only when
 * one v1 is the HMAC-SHA256 of `${t}.${rawBody}` with the token's webhook secret and t is within
 * `toleranceSeconds` of now (replays). Pass the raw body, before any JSON parsing.
 * @example if (!verifyWebhook(secret, req.headers['kieu-signature'], rawBody)) return 400;
 */
export function verifyWebhook(
  secret: string,
  signatureHeader: string | null | undefined,
  rawBody: string | Uint8Array,
  { toleranceSeconds = 300, nowSeconds = Date.now() / 1000 } = {},
): boolean {
  const parts = (signatureHeader ?? '').split(',').map((part) => part.trim().split('='));
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  return parts.some(([name, value]) => {
    if (name !== 'v1' || !value || !/^[0-9a-f]{64}$/.test(value)) return false;
    return timingSafeEqual(Buffer.from(value, 'hex'), expected);
  });
}
