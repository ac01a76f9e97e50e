import { randomUUID } from 'node:crypto';
import type {
  PaymentRail,
  RailRefund,
  RailRefundInput,
  RailStatus,
} from '../rails/payment-rail.ts';
import { RailError } from '../rails/payment-rail.ts';
import { momoCall, momoResult, type MomoAnswer, type MomoClientConfig } from './momo-client.ts';

/** MoMo's limits for one wallet payment (developers.momo.vn, one-time payments). */
export const MOMO_MIN_AMOUNT = 1_000;
export const MOMO_MAX_AMOUNT = 50_000_000;
/** MoMo's orderId charset (its documented regex). */
const ORDER_ID = /^[0-9a-zA-Z]([-_.]*[0-9a-zA-Z]+)*$/;

/**
 * MoMo's payment gateway API v2 as a payment rail (issue 43, decision 132):
 * - start: `POST /v2/gateway/api/create` with requestType `captureWallet`. The try's MoMo
 *   orderId is `<order reference>-<try number>` (MoMo refuses an orderId used before); the QR
 *   encodes MoMo's `qrCodeUrl`, which the MoMo app scans; the link to open is MoMo's `payUrl`.
 * - query: `POST /v2/gateway/api/query` (reconciliation).
 * - refund: `POST /v2/gateway/api/refund`, whose orderId is a NEW one: our refund id, also sent
 *   as its requestId, so a retry of the same refund is the same request to MoMo, which answers
 *   a repeated requestId with its first answer instead of paying twice.
 * - refundStatus: the purchase's query, whose `refundTrans` lists its refunds.
 */
export function momoRail(config: MomoClientConfig): PaymentRail {
  return {
    gateway: 'momo',

    amountRange: { min: MOMO_MIN_AMOUNT, max: MOMO_MAX_AMOUNT },

    async start({ order, attempt, locale, returnUrl, notifyUrl }) {
      if (order.amount < MOMO_MIN_AMOUNT || order.amount > MOMO_MAX_AMOUNT) {
        throw new RailError('momo', 'amount-out-of-range', `MoMo takes ${order.amount} VND: no`);
      }
      const orderId = `${order.reference}-${attempt}`;
      const answer = await momoCall(config, '/v2/gateway/api/create', 'create', {
        requestId: randomUUID(),
        amount: order.amount,
        orderId,
        // Plain ASCII, as MoMo's page and the payer's app show it.
        orderInfo: `Thanh toan don hang ${order.reference}`,
        redirectUrl: returnUrl,
        ipnUrl: notifyUrl,
        requestType: 'captureWallet',
        extraData: '',
        lang: locale,
      });
      refuseUnlessDone(answer, 'create');
      const payUrl = urlOr(answer.payUrl, null);
      if (!payUrl || answer.orderId !== orderId) {
        throw new RailError('momo', 'bad-answer', 'MoMo create: no payUrl for this orderId');
      }
      const qrCodeUrl = typeof answer.qrCodeUrl === 'string' ? answer.qrCodeUrl : '';
      return {
        providerOrderId: orderId,
        redirectUrl: payUrl,
        qr: {
          payload: qrCodeUrl || payUrl,
          // MoMo's own page: on a phone it opens the app, on a laptop it shows its QR.
          appUrl: payUrl,
          transfer: null,
        },
      };
    },

    async query({ providerOrderId }): Promise<RailStatus> {
      const answer = await momoCall(config, '/v2/gateway/api/query', 'query', {
        requestId: randomUUID(),
        orderId: providerOrderId,
        lang: 'vi',
      });
      const code = answer.resultCode;
      // Codes under 1000 are about the request (keys, format, maintenance), not the payment.
      if (code > 0 && code < 1000 && code !== momoResult.orderNotFound) {
        refuseUnlessDone(answer, 'query');
      }
      const state = momoResult.paid.has(code)
        ? 'paid'
        : momoResult.pending.has(code)
          ? 'pending'
          : code === momoResult.orderNotFound
            ? 'unknown'
            : 'failed';
      return {
        state,
        ...(state === 'paid' && Number.isSafeInteger(answer.amount)
          ? { amount: answer.amount as number }
          : {}),
        ...(state === 'paid' && answer.transId != null
          ? { transaction: String(answer.transId) }
          : {}),
        ...(typeof answer.payType === 'string' && answer.payType
          ? { paymentMethod: `momo-${answer.payType}` }
          : {}),
        payload: answer,
      };
    },

    async refund(input: RailRefundInput): Promise<RailRefund> {
      const id = refundOrderId(input.refundId);
      const answer = await momoCall(config, '/v2/gateway/api/refund', 'refund', {
        orderId: id,
        requestId: id.slice(0, 50),
        amount: input.amount,
        transId: Number(input.transaction),
        lang: 'vi',
        description: input.description,
      });
      // MoMo down or our keys refused: nothing was decided, so the caller tries again later.
      if (momoResult.notDecided.has(answer.resultCode)) refuseUnlessDone(answer, 'refund');
      return refundOutcome(answer.resultCode, answer);
    },

    async refundStatus(input: RailRefundInput): Promise<RailRefund> {
      const id = refundOrderId(input.refundId);
      const answer = await momoCall(config, '/v2/gateway/api/query', 'query', {
        requestId: randomUUID(),
        orderId: input.providerOrderId,
        lang: 'vi',
      });
      const trans = Array.isArray(answer.refundTrans) ? answer.refundTrans : [];
      const mine = trans.find(
        (entry): entry is Record<string, unknown> =>
          typeof entry === 'object' &&
          entry !== null &&
          (entry as { orderId?: unknown }).orderId === id,
      );
      if (!mine) return { state: 'failed', failureCode: 'momo-refund-not-found', payload: answer };
      return refundOutcome(Number(mine.resultCode), { ...mine });
    },
  };
}

function refuseUnlessDone(answer: MomoAnswer, call: string) {
  if (answer.resultCode !== 0) {
    throw new RailError(
      'momo',
      `momo-${answer.resultCode}`,
      `MoMo ${call}: ${answer.resultCode} ${answer.message ?? ''}`.trim(),
    );
  }
}

function refundOutcome(code: number, payload: Record<string, unknown>): RailRefund {
  if (code === 0) return { state: 'completed', payload };
  if (momoResult.pending.has(code)) return { state: 'pending', payload };
  return { state: 'failed', failureCode: `momo-${code}`, payload };
}

/** Our refund id as a MoMo orderId (its charset; a UUID already fits). */
function refundOrderId(refundId: string): string {
  const id = refundId.replace(/[^0-9a-zA-Z]+/g, '-').replace(/^-+|-+$/g, '');
  if (!ORDER_ID.test(id) || id.length > 200) {
    throw new RailError('momo', 'bad-refund-id', `MoMo refund id: ${refundId}`);
  }
  return id;
}

function urlOr<T extends string | null>(value: unknown, fallback: T): string | T {
  return typeof value === 'string' && URL.canParse(value) ? value : fallback;
}
