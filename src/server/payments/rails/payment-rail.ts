import type { PaymentQr, QrGateway } from '../../../contracts/billing.ts';
import type { OrderRow } from '../../services/billing/order-records.ts';

/**
 * Issue 43: a payment rail with its own order at the provider (VietQR through payOS, MoMo,
 * ZaloPay). Each rail is a small adapter over its provider's documented protocol; what is common
 * (the order, its exactly-once settlement, expiry, reconciliation, refunds, the admin's review)
 * lives in services/billing and never in a rail.
 */
export interface PaymentRail {
  gateway: QrGateway;
  /** The amounts, in whole dong, the provider takes in one payment (checked before calling it). */
  amountRange?: { min: number; max: number };
  /**
   * Creates the provider's order for one try at paying `order`. `attempt` numbers the tries of
   * this order from 1, so each try has its own provider id (MoMo and ZaloPay refuse a repeated
   * one). Throws RailError when the provider refuses or cannot be reached: nothing is written.
   */
  start(input: RailStartInput): Promise<RailStart>;
  /** The provider's current word on one try (reconciliation, decision 131). */
  query(input: { providerOrderId: string; order: OrderRow; now: Date }): Promise<RailStatus>;
  /** Refunds a paid order in full; absent on a rail without a refund API. */
  refund?(input: RailRefundInput): Promise<RailRefund>;
  /**
   * The provider's shape of a new refund id made from `base` (ZaloPay's m_refund_id starts with
   * the day it is asked). It is stored before the first call, so a retry or a later status query,
   * even on another day, names the same refund.
   */
  refundIdFor?(base: string, now: Date): string;
  /** An asynchronous refund's state at the provider (ZaloPay's query_refund). */
  refundStatus?(input: RailRefundInput): Promise<RailRefund>;
}

export interface RailStartInput {
  order: OrderRow;
  attempt: number;
  locale: 'vi' | 'en';
  now: Date;
  /** When the provider's page and QR stop taking this try. */
  expiresAt: Date;
  /** Where the provider sends the payer's browser afterwards (our API's return route). */
  returnUrl: string;
  /** Where the provider sends its server-to-server notification. */
  notifyUrl: string;
}

export interface RailStart {
  providerOrderId: string;
  /** The provider's hosted page for this try (MoMo payUrl, ZaloPay order_url, payOS checkoutUrl). */
  redirectUrl: string;
  qr: Omit<PaymentQr, 'gateway' | 'expiresAt' | 'standIn'>;
}

/** `paid` and `failed` are final; `pending` is still payable; `unknown` the provider lost it. */
export type RailState = 'paid' | 'pending' | 'failed' | 'unknown';

export interface RailStatus {
  state: RailState;
  /** Whole dong, as the provider reports it, when it does. */
  amount?: number;
  transaction?: string;
  paymentMethod?: string;
  payload: Record<string, unknown>;
}

export interface RailRefundInput {
  order: OrderRow;
  /** The try that was paid, whose provider id and transaction the refund names. */
  providerOrderId: string;
  /** The provider's transaction id of the payment (MoMo transId, ZaloPay zp_trans_id). */
  transaction: string;
  /** Our id for the refund, sent to the provider, the same on a retry. */
  refundId: string;
  amount: number;
  description: string;
  now: Date;
}

export interface RailRefund {
  state: 'completed' | 'pending' | 'failed';
  failureCode?: string;
  payload: Record<string, unknown>;
}

/** The provider refused or could not be reached; `code` names the provider's reason. */
export class RailError extends Error {
  constructor(
    readonly gateway: QrGateway,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'RailError';
  }
}
