import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * ZaloPay gateway v2's MACs (decision 133): HMAC-SHA256, lower-case hex, over the fields joined
 * with '|' in the order each API documents. key1 signs what the merchant sends (create, query,
 * refund, query_refund); key2 signs what ZaloPay sends (the callback's `data`, the redirect).
 */
export function zalopayMac(key: string, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}

/** Whether `given` is `expected`, compared in constant time (a MAC is never compared with ===). */
export function sameMac(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given.toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface CreateMacFields {
  app_id: number | string;
  app_trans_id: string;
  app_user: string;
  amount: number | string;
  app_time: number | string;
  /** The JSON string exactly as sent. */
  embed_data: string;
  /** The JSON string exactly as sent. */
  item: string;
}

/** `/v2/create`: key1 over app_id|app_trans_id|app_user|amount|app_time|embed_data|item. */
export function createOrderMac(fields: CreateMacFields, key1: string): string {
  const { app_id, app_trans_id, app_user, amount, app_time, embed_data, item } = fields;
  return zalopayMac(
    key1,
    [app_id, app_trans_id, app_user, amount, app_time, embed_data, item].join('|'),
  );
}

/** `/v2/query`: key1 over app_id|app_trans_id|key1 (the key is part of the text, as documented). */
export function queryOrderMac(appId: number | string, appTransId: string, key1: string): string {
  return zalopayMac(key1, `${appId}|${appTransId}|${key1}`);
}

export interface RefundMacFields {
  app_id: number | string;
  zp_trans_id: string;
  amount: number | string;
  /** Only when a refund fee is sent: it then comes after the amount. */
  refund_fee_amount?: number | string;
  description: string;
  timestamp: number | string;
}

/** `/v2/refund`: key1 over app_id|zp_trans_id|amount[|refund_fee_amount]|description|timestamp. */
export function refundMac(fields: RefundMacFields, key1: string): string {
  const fee = fields.refund_fee_amount === undefined ? [] : [fields.refund_fee_amount];
  const parts = [fields.app_id, fields.zp_trans_id, fields.amount, ...fee];
  return zalopayMac(key1, [...parts, fields.description, fields.timestamp].join('|'));
}

/** `/v2/query_refund`: key1 over app_id|m_refund_id|timestamp. */
export function queryRefundMac(
  appId: number | string,
  mRefundId: string,
  timestamp: number | string,
  key1: string,
): string {
  return zalopayMac(key1, `${appId}|${mRefundId}|${timestamp}`);
}

/** The callback: key2 over the `data` string exactly as received (never re-serialised). */
export function callbackMac(data: string, key2: string): string {
  return zalopayMac(key2, data);
}

export function verifyCallback(body: { data?: unknown; mac?: unknown }, key2: string): boolean {
  return typeof body.data === 'string' && sameMac(callbackMac(body.data, key2), body.mac);
}

/** The browser's redirect: key2 over appid|apptransid|pmcid|bankcode|amount|discountamount|status. */
export const redirectFields = [
  'appid',
  'apptransid',
  'pmcid',
  'bankcode',
  'amount',
  'discountamount',
  'status',
] as const;

export function redirectChecksum(
  params: Partial<Record<(typeof redirectFields)[number], string>>,
  key2: string,
): string {
  return zalopayMac(key2, redirectFields.map((name) => params[name] ?? '').join('|'));
}

export function verifyRedirect(params: Record<string, string | undefined>, key2: string): boolean {
  return sameMac(redirectChecksum(params, key2), params.checksum);
}
