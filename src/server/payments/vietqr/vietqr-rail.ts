import type { PaymentRail, RailStart, RailState, RailStatus } from '../rails/payment-rail.ts';
import { RailError } from '../rails/payment-rail.ts';
import { newOrderCode } from './order-code.ts';
import { PAYOS_NOT_FOUND, payosClient, type PayosKeys } from './payos-client.ts';
import { vietqrBankName } from './vietqr-banks.ts';
import { buildVietQr } from './vietqr-string.ts';

/** payOS's link states as the reconciliation reads them (UNDERPAID: part paid, still open). */
const states: Record<string, RailState> = {
  PAID: 'paid',
  PENDING: 'pending',
  PROCESSING: 'pending',
  UNDERPAID: 'pending',
  CANCELLED: 'failed',
  EXPIRED: 'failed',
  FAILED: 'failed',
};

/**
 * VietQR bank transfers through payOS (issue 43, decision 134). A try is a payOS payment link
 * whose `orderCode` is the try's provider id; the transfer content is the order's reference.
 * The checkout's QR is the VietQR string built here from payOS's bank, account, amount and
 * content, so what the payer's bank app fills in is checked on our side. payOS has no refund
 * API: a transfer is given back by hand from the admin's review.
 */
export function vietqrRail(config: PayosKeys & { baseUrl: string }): PaymentRail {
  const payos = payosClient(config);
  return {
    gateway: 'vietqr',

    async start(input): Promise<RailStart> {
      const orderCode = newOrderCode(input.now);
      const link = await payos.createPaymentLink({
        orderCode,
        amount: input.order.amount,
        description: input.order.reference,
        // payOS adds cancel=true&status=CANCELLED to a cancel, so one return route serves both.
        cancelUrl: input.returnUrl,
        returnUrl: input.returnUrl,
        expiredAt: Math.floor(input.expiresAt.getTime() / 1000),
        items: [{ name: input.order.reference, quantity: 1, price: input.order.amount }],
      });
      if (link.amount !== input.order.amount || link.orderCode !== orderCode) {
        throw new RailError('vietqr', 'mismatch', 'payOS answered another amount or order code');
      }
      let payload: string;
      try {
        payload = buildVietQr({
          bankBin: link.bin,
          accountNumber: link.accountNumber,
          amount: link.amount,
          content: link.description,
        });
      } catch (error) {
        throw new RailError('vietqr', 'bad-account', `payOS account unusable: ${String(error)}`);
      }
      return {
        providerOrderId: String(orderCode),
        redirectUrl: link.checkoutUrl,
        qr: {
          payload,
          appUrl: link.checkoutUrl,
          transfer: {
            bankBin: link.bin,
            bankName: vietqrBankName(link.bin),
            accountNumber: link.accountNumber,
            accountName: link.accountName,
            amount: link.amount,
            content: link.description,
          },
        },
      };
    },

    async query({ providerOrderId }): Promise<RailStatus> {
      const orderCode = Number(providerOrderId);
      if (!Number.isSafeInteger(orderCode) || orderCode <= 0)
        return { state: 'unknown', payload: {} };
      try {
        const info = await payos.getPaymentLink(orderCode);
        return {
          state: states[info.status] ?? 'unknown',
          amount: info.amountPaid,
          transaction: info.transactions?.[0]?.reference,
          payload: info as unknown as Record<string, unknown>,
        };
      } catch (error) {
        if (error instanceof RailError && error.code === `payos-${PAYOS_NOT_FOUND}`) {
          return { state: 'unknown', payload: { code: PAYOS_NOT_FOUND } };
        }
        throw error;
      }
    },
  };
}
