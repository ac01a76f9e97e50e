import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * payOS's signatures (decision 134), HMAC-SHA256 under the channel's checksum key, hex:
 * - a payment request signs exactly `amount=…&cancelUrl=…&description=…&orderCode=…&returnUrl=…`;
 * - a webhook's and an API answer's `data` is signed as its keys sorted a→z, `key=value` joined
 *   with '&', where null (and the strings "null" and "undefined") is written as nothing and an
 *   array as the JSON of its items with their keys sorted, as payOS's own SDKs do.
 */

export interface PaymentRequestFields {
  amount: number;
  cancelUrl: string;
  description: string;
  orderCode: number;
  returnUrl: string;
}

const hmac = (key: string, text: string) =>
  createHmac('sha256', key).update(text, 'utf8').digest('hex');

/** The `signature` of `POST /v2/payment-requests`. */
export function paymentRequestSignature(fields: PaymentRequestFields, checksumKey: string): string {
  const { amount, cancelUrl, description, orderCode, returnUrl } = fields;
  return hmac(
    checksumKey,
    `amount=${amount}&cancelUrl=${cancelUrl}&description=${description}&orderCode=${orderCode}&returnUrl=${returnUrl}`,
  );
}

function sortedKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}

function written(value: unknown): string {
  if (Array.isArray(value)) return JSON.stringify(value.map(sortedKeys));
  if (value === null || value === 'null' || value === 'undefined') return '';
  return String(value);
}

/** The text payOS signs for a `data` object. */
export function payosDataText(data: Record<string, unknown>): string {
  return Object.keys(data)
    .filter((key) => data[key] !== undefined)
    .sort()
    .map((key) => `${key}=${written(data[key])}`)
    .join('&');
}

/** The signature of a webhook's or an API answer's `data`. */
export function payosDataSignature(data: Record<string, unknown>, checksumKey: string): string {
  return hmac(checksumKey, payosDataText(data));
}

/** Whether `signature` is payOS's for `data`, compared in constant time. */
export function verifyPayosData(
  data: Record<string, unknown>,
  signature: unknown,
  checksumKey: string,
): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(payosDataSignature(data, checksumKey), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
