import { createHmac, timingSafeEqual } from 'node:crypto';

/** A MoMo merchant's three credentials (MoMo's M4B portal; the stand-in derives its own). */
export interface MomoKeys {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
}

/**
 * The fields each MoMo message signs, in the order MoMo documents them (names sorted a→z).
 * `accessKey` is signed on every message but never sent in a body (decision 132).
 */
export const momoSignedFields = {
  create: [
    'accessKey',
    'amount',
    'extraData',
    'ipnUrl',
    'orderId',
    'orderInfo',
    'partnerCode',
    'redirectUrl',
    'requestId',
    'requestType',
  ],
  /** The IPN, and the same fields on the browser's return to redirectUrl. */
  notice: [
    'accessKey',
    'amount',
    'extraData',
    'message',
    'orderId',
    'orderInfo',
    'orderType',
    'partnerCode',
    'payType',
    'requestId',
    'responseTime',
    'resultCode',
    'transId',
  ],
  query: ['accessKey', 'orderId', 'partnerCode', 'requestId'],
  refund: ['accessKey', 'amount', 'description', 'orderId', 'partnerCode', 'requestId', 'transId'],
} as const;

export type MomoMessage = keyof typeof momoSignedFields;
type Fields = Record<string, unknown>;

/**
 * The string MoMo signs: `key=value` joined by `&`, values written as sent (no URL-encoding;
 * a missing value is empty), with the merchant's access key in place of a sent field.
 * @example momoRawSignature('query', { orderId: 'A', partnerCode: 'P', requestId: 'R' }, 'K')
 * // 'accessKey=K&orderId=A&partnerCode=P&requestId=R'
 */
export function momoRawSignature(message: MomoMessage, fields: Fields, accessKey: string): string {
  return momoSignedFields[message]
    .map((name) => `${name}=${name === 'accessKey' ? accessKey : text(fields[name])}`)
    .join('&');
}

/** HMAC-SHA256 with the secret key over the raw string, lower-case hex, as MoMo computes it. */
export function momoSign(message: MomoMessage, fields: Fields, keys: MomoKeys): string {
  return createHmac('sha256', keys.secretKey)
    .update(momoRawSignature(message, fields, keys.accessKey), 'utf8')
    .digest('hex');
}

/** Whether `fields.signature` is MoMo's signature of `fields` (compared in constant time). */
export function verifyMomo(message: MomoMessage, fields: Fields, keys: MomoKeys): boolean {
  const given = fields.signature;
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(momoSign(message, fields, keys), 'hex');
  return timingSafeEqual(expected, Buffer.from(given.toLowerCase(), 'hex'));
}

/** A field as it appears in the signed string: numbers as JSON writes them, null as empty. */
function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}
