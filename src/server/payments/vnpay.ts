import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VNPay's payment gateway, version 2.1.0, as its merchant documentation and demo code describe it
 * (sandbox.vnpayment.vn/apis/docs/thanh-toan-pay/pay.html): the payment URL carries the order's
 * fields sorted by name, URL-encoded with spaces as '+', and signed with HMAC-SHA512 of that same
 * query string under the merchant's hash secret (vnp_SecureHash). The return URL and the IPN
 * carry the result the same way; both are verified by recomputing the signature over every vnp_
 * field but vnp_SecureHash and vnp_SecureHashType.
 */
export interface VnpayConfig {
  tmnCode: string;
  hashSecret: string;
  paymentUrl: string;
}

/** VNPay's form encoding: encodeURIComponent, then spaces as '+' (its Node.js demo's sortObject). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

/** The string VNPay signs: fields sorted by name, `key=value` joined by '&', encoded as above. */
export function vnpaySignData(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'vnp_SecureHash' && key !== 'vnp_SecureHashType')
    .sort()
    .map((key) => `${encode(key)}=${encode(params[key]!)}`)
    .join('&');
}

export function vnpaySign(params: Record<string, string>, hashSecret: string): string {
  return createHmac('sha512', hashSecret)
    .update(Buffer.from(vnpaySignData(params), 'utf8'))
    .digest('hex');
}

/** yyyyMMddHHmmss in Vietnam's time (GMT+7), as vnp_CreateDate and vnp_ExpireDate want. */
export function vnpayDate(date: Date): string {
  const local = new Date(date.getTime() + 7 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    local.getUTCFullYear() +
    pad(local.getUTCMonth() + 1) +
    pad(local.getUTCDate()) +
    pad(local.getUTCHours()) +
    pad(local.getUTCMinutes()) +
    pad(local.getUTCSeconds())
  );
}

/** How long the payer has on VNPay's page. */
const PAYMENT_WINDOW_MS = 15 * 60_000;

/**
 * The URL that sends the payer to VNPay for one order. `amount` is whole dong; VNPay wants it
 * times 100. OrderInfo is plain ASCII (VNPay asks for no diacritics).
 */
export function vnpayPaymentUrl(
  config: VnpayConfig,
  order: { reference: string; amount: number; description: string },
  context: { ipAddr: string; locale: 'vi' | 'en'; returnUrl: string; now: Date },
): string {
  const params: Record<string, string> = {
    vnp_Version: '2.1.0',
    vnp_Command: 'pay',
    vnp_TmnCode: config.tmnCode,
    vnp_Amount: String(order.amount * 100),
    vnp_CurrCode: 'VND',
    vnp_TxnRef: order.reference,
    vnp_OrderInfo: order.description,
    vnp_OrderType: 'other',
    vnp_Locale: context.locale === 'en' ? 'en' : 'vn',
    vnp_ReturnUrl: context.returnUrl,
    vnp_IpAddr: context.ipAddr,
    vnp_CreateDate: vnpayDate(context.now),
    vnp_ExpireDate: vnpayDate(new Date(context.now.getTime() + PAYMENT_WINDOW_MS)),
  };
  const signed: Record<string, string> = {
    ...params,
    vnp_SecureHash: vnpaySign(params, config.hashSecret),
  };
  return `${config.paymentUrl}?${Object.keys(signed)
    .sort()
    .map((key) => `${encode(key)}=${encode(signed[key]!)}`)
    .join('&')}`;
}

/** The vnp_ fields of a return or IPN query, and whether VNPay's signature over them holds. */
export function verifyVnpayQuery(
  query: Record<string, string>,
  hashSecret: string,
): { valid: boolean; params: Record<string, string> } {
  const params = Object.fromEntries(
    Object.entries(query).filter(([key]) => key.startsWith('vnp_')),
  );
  const given = (params.vnp_SecureHash ?? '').toLowerCase();
  const expected = vnpaySign(params, hashSecret);
  const valid =
    given.length === expected.length &&
    timingSafeEqual(Buffer.from(given, 'utf8'), Buffer.from(expected, 'utf8'));
  return { valid, params };
}

/** Paid: response code 00 and transaction status 00 (VNPay's IPN guide checks both). */
export function vnpayPaid(params: Record<string, string>): boolean {
  return params.vnp_ResponseCode === '00' && params.vnp_TransactionStatus === '00';
}

/** Response code 24: the payer cancelled on VNPay's page. */
export function vnpayCancelled(params: Record<string, string>): boolean {
  return params.vnp_ResponseCode === '24';
}

/** The IPN answers VNPay expects (JSON with RspCode and Message), from its IPN guide. */
export const ipnAnswers = {
  confirmed: { RspCode: '00', Message: 'Confirm Success' },
  orderNotFound: { RspCode: '01', Message: 'Order not found' },
  alreadyConfirmed: { RspCode: '02', Message: 'Order already confirmed' },
  invalidAmount: { RspCode: '04', Message: 'invalid amount' },
  invalidSignature: { RspCode: '97', Message: 'Invalid signature' },
  unknownError: { RspCode: '99', Message: 'Unknow error' },
} as const;
