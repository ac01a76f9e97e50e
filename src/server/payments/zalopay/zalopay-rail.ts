import { toPaymentRecord } from '../../services/billing/order-records.ts';
import {
  RailError,
  type PaymentRail,
  type RailRefund,
  type RailRefundInput,
  type RailStartInput,
  type RailStatus,
} from '../rails/payment-rail.ts';
import {
  refusalCode,
  zalopayCall,
  type ZalopayAnswer,
  type ZalopayKeys,
} from './zalopay-client.ts';
import { appTransId, zalopayRefundId } from './zalopay-ids.ts';
import { createOrderMac, queryOrderMac, queryRefundMac, refundMac } from './zalopay-signature.ts';

/** ZaloPay's bounds on expire_duration_seconds. */
const MIN_EXPIRY_S = 300;
const MAX_EXPIRY_S = 2_592_000;

/**
 * ZaloPay gateway v2 as a payment rail (issue 43, decision 133): one `/v2/create` order per try,
 * its `qr_code` (a VietQR that the ZaloPay app and bank apps scan) shown on our checkout and its
 * `order_url` as the hosted page; `/v2/query` for reconciliation; `/v2/refund`, asynchronous, and
 * `/v2/query_refund` for its outcome.
 */
export function zalopayRail(config: ZalopayKeys & { baseUrl: string }): PaymentRail {
  const { appId, key1, baseUrl } = config;
  return {
    gateway: 'zalopay',

    async start(input: RailStartInput) {
      const { order, now } = input;
      const signed = {
        app_id: appId,
        app_trans_id: appTransId(now, order.reference, input.attempt),
        app_user: order.reference,
        amount: order.amount,
        app_time: now.getTime(),
        // ZaloPay sends the payer's browser to `redirecturl` with its signed status.
        embed_data: JSON.stringify({ redirecturl: input.returnUrl }),
        item: '[]',
      };
      const seconds = Math.round((input.expiresAt.getTime() - now.getTime()) / 1000);
      const answer = await zalopayCall(baseUrl, '/v2/create', {
        ...signed,
        expire_duration_seconds: Math.min(MAX_EXPIRY_S, Math.max(MIN_EXPIRY_S, seconds)),
        // ZaloPay shows it to the payer: the product and what is bought, in the payer's language.
        description: `Kiểu Studio – ${toPaymentRecord(order, input.locale).description} (${order.reference})`,
        callback_url: input.notifyUrl,
        bank_code: '',
        mac: createOrderMac(signed, key1),
      });
      const orderUrl = typeof answer.order_url === 'string' ? answer.order_url : '';
      if (answer.return_code !== 1 || !orderUrl) {
        throw new RailError('zalopay', refusalCode(answer), describe('create', answer));
      }
      const qrCode = typeof answer.qr_code === 'string' && answer.qr_code ? answer.qr_code : null;
      return {
        providerOrderId: signed.app_trans_id,
        redirectUrl: orderUrl,
        // Without a qr_code (an older app setting) the order page's link is what a phone opens.
        qr: { payload: qrCode ?? orderUrl, appUrl: orderUrl, transfer: null },
      };
    },

    async query({ providerOrderId }): Promise<RailStatus> {
      const answer = await zalopayCall(baseUrl, '/v2/query', {
        app_id: appId,
        app_trans_id: providerOrderId,
        mac: queryOrderMac(appId, providerOrderId, key1),
      });
      const payload = { ...answer };
      // return_code 1 paid, 2 failed (or expired unpaid), 3 not paid yet (or still processing).
      if (answer.return_code === 1) {
        return {
          state: 'paid',
          amount: Number(answer.amount),
          transaction: typeof answer.zp_trans_id === 'string' ? answer.zp_trans_id : undefined,
          paymentMethod: 'zalopay',
          payload,
        };
      }
      if (answer.return_code === 2) return { state: 'failed', payload };
      return { state: 'pending', payload };
    },

    refundIdFor: (base: string, now: Date) => zalopayRefundId(base, appId, now),

    async refund(input: RailRefundInput): Promise<RailRefund> {
      const signed = {
        app_id: appId,
        zp_trans_id: input.transaction,
        amount: input.amount,
        description: input.description,
        timestamp: input.now.getTime(),
      };
      const mRefundId = zalopayRefundId(input.refundId, appId, input.now);
      const answer = await zalopayCall(baseUrl, '/v2/refund', {
        ...signed,
        m_refund_id: mRefundId,
        mac: refundMac(signed, key1),
      });
      return refundState(answer, mRefundId);
    },

    async refundStatus(input: RailRefundInput): Promise<RailRefund> {
      const mRefundId = zalopayRefundId(input.refundId, appId, input.now);
      const timestamp = input.now.getTime();
      const answer = await zalopayCall(baseUrl, '/v2/query_refund', {
        app_id: appId,
        m_refund_id: mRefundId,
        timestamp,
        mac: queryRefundMac(appId, mRefundId, timestamp, key1),
      });
      return refundState(answer, mRefundId);
    },
  };
}

/** A refund's state from ZaloPay's answer; `m_refund_id` is kept for the record and for retries. */
function refundState(answer: ZalopayAnswer, mRefundId: string): RailRefund {
  const payload = { ...answer, m_refund_id: mRefundId };
  if (answer.return_code === 1) return { state: 'completed', payload };
  if (answer.return_code === 3) return { state: 'pending', payload };
  return { state: 'failed', failureCode: refusalCode(answer), payload };
}

function describe(call: string, answer: ZalopayAnswer): string {
  const reason = answer.sub_return_message ?? answer.return_message ?? '';
  return `ZaloPay ${call} refused (${answer.return_code}/${answer.sub_return_code ?? '-'}): ${reason}`;
}
