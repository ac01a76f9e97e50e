/**
 * ZaloPay's ids (decision 133). `app_trans_id` and `m_refund_id` must start with the date in
 * Vietnam (GMT+7, no daylight saving) as yymmdd: ZaloPay refuses another day's prefix.
 */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** @example vietnamDate(new Date('2026-12-04T18:00:00Z')) // '261205' */
export function vietnamDate(now: Date): string {
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(local.getUTCFullYear() % 100)}${two(local.getUTCMonth() + 1)}${two(local.getUTCDate())}`;
}

/** ZaloPay's limit on app_trans_id. */
export const APP_TRANS_ID_MAX = 40;

/**
 * One try's app_trans_id: the Vietnam date, '_', our order reference and the try's number. A
 * reference has a fixed length, so reference and number never run into another try's.
 * @example appTransId(new Date('2026-12-04T03:00:00Z'), 'KSABCDEFGHJKLMNP', 2) // '261204_KSABCDEFGHJKLMNP2'
 */
export function appTransId(now: Date, reference: string, attempt: number): string {
  const id = `${vietnamDate(now)}_${reference}${attempt}`;
  if (id.length > APP_TRANS_ID_MAX) throw new Error(`app_trans_id longer than 40: ${id}`);
  return id;
}

/** ZaloPay's documented shape of a refund id: yymmdd_appid_xxx. */
const REFUND_ID = /^\d{6}_\d+_[A-Za-z0-9]+$/;

/**
 * The m_refund_id of our refund `refundId`: used as it is when it already has ZaloPay's shape
 * (a retry or a status check passes back the id first sent, whatever the day), otherwise made
 * from today's Vietnam date, the app id and the letters and digits of `refundId`.
 * @example zalopayRefundId('5b8e…', '2553', now) // '261204_2553_5b8e…'
 */
export function zalopayRefundId(refundId: string, appId: string, now: Date): string {
  if (REFUND_ID.test(refundId)) return refundId;
  const suffix = refundId.replace(/[^A-Za-z0-9]/g, '').slice(0, 32);
  if (!suffix) throw new Error('a refund id needs letters or digits');
  return `${vietnamDate(now)}_${appId}_${suffix}`;
}

/**
 * A numeric id field read from a JSON text as its digits, so an id beyond 2^53 would never be
 * rounded by JSON.parse (ZaloPay's zp_trans_id is a JSON number; today's fit, the next may not).
 * @example exactNumberField('{"zp_trans_id":200904000000389}', 'zp_trans_id') // '200904000000389'
 */
export function exactNumberField(json: string, field: string): string | undefined {
  return new RegExp(`"${field}"\\s*:\\s*"?(\\d+)`).exec(json)?.[1];
}
