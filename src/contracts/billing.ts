import { z } from 'zod';
import { planIds } from './plans.ts';

/** Billing and payments (spec §2.10 pricing and payment history, §3 payment record, §4). */

export const billingCycles = ['monthly', 'annual'] as const;
export const gateways = ['sandbox', 'vnpay', 'vietqr', 'momo', 'zalopay'] as const;
export type Gateway = (typeof gateways)[number];
/**
 * Issue 43: the rails with their own order at the provider, paid by scanning a QR code on the
 * checkout (a bank app for VietQR, the wallet's app for MoMo and ZaloPay).
 */
export const qrGateways = ['vietqr', 'momo', 'zalopay'] as const;
export type QrGateway = (typeof qrGateways)[number];
export const isQrGateway = (gateway: string): gateway is QrGateway =>
  (qrGateways as readonly string[]).includes(gateway);
export const orderKinds = ['new', 'upgrade', 'downgrade', 'renewal'] as const;
/** `orders.kind` of a one-off credit pack (decision 102); the other kinds buy a plan's period. */
export const PACK_ORDER_KIND = 'credit-pack';
export const paymentKinds = [...orderKinds, PACK_ORDER_KIND] as const;
/** Spec §4: payment status; an order left unpaid expires (decision 038). */
export const paymentStatuses = ['pending', 'completed', 'failed', 'expired', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** Spec §4: how a plan card relates to the viewer's own plan. */
export const planStates = ['current', 'upgrade', 'downgrade', 'inactive'] as const;
export type PlanState = (typeof planStates)[number];

const bmsg = (key: string) => key;

export const planChoiceSchema = z.object({
  planId: z.enum(planIds, bmsg('billing.errors.planInvalid')),
  billingCycle: z.enum(billingCycles, bmsg('billing.errors.cycleInvalid')),
});
export type PlanChoice = z.infer<typeof planChoiceSchema>;

export const createOrderSchema = planChoiceSchema.extend({
  gateway: z.enum(gateways, bmsg('billing.errors.gatewayInvalid')),
});

export const payOrderSchema = z.object({
  gateway: z.enum(gateways, bmsg('billing.errors.gatewayInvalid')),
});

/** GET /payments/quote: what buying a plan would cost and when it would start. */
export const quoteSchema = z.object({
  planId: z.enum(planIds),
  billingCycle: z.enum(billingCycles),
  kind: z.enum(orderKinds),
  amount: z.number().int(),
  listPrice: z.number().int(),
  unusedCredit: z.number().int(),
  /** Credits in the balance that an upgrade's price credit pays for; they leave it when paid. */
  creditsTradedIn: z.number().int(),
  creditsPerMonth: z.number().int().nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  currency: z.literal('VND'),
  gateways: z.array(z.enum(gateways)),
});
export type Quote = z.infer<typeof quoteSchema>;

/** Spec §3 payment record: date, description, amount, status, credits, payment method. */
export const paymentRecordSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  date: z.iso.datetime(),
  description: z.string(),
  planId: z.enum(planIds),
  billingCycle: z.enum(billingCycles),
  kind: z.enum(paymentKinds),
  amount: z.number().int(),
  currency: z.literal('VND'),
  status: z.enum(paymentStatuses),
  credits: z.number().int().nullable(),
  paymentMethod: z.string().nullable(),
  /** The gateway chosen to pay, then the one that settled it (issue 43: history shows it). */
  gateway: z.enum(gateways).nullable(),
  completedAt: z.iso.datetime().nullable(),
  /** Until when a pending order can be paid (decision 038). */
  expiresAt: z.iso.datetime().nullable(),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const paymentHistorySchema = z.object({ payments: z.array(paymentRecordSchema) });

/**
 * Issue 43: what the checkout shows to pay on a QR rail. `payload` is the string the QR code
 * encodes: an EMVCo VietQR for a bank transfer (and ZaloPay's own VietQR), MoMo's payment link.
 * `transfer` spells the transfer out for a bank app without a scanner: bank, account, exact
 * amount and the content that names the order. `appUrl` opens the provider's page or app on a
 * phone. `expiresAt` ends the code's countdown. `standIn` is only set in development, where a
 * built-in stand-in plays the provider: its page pays the code.
 */
export const paymentQrSchema = z.object({
  gateway: z.enum(qrGateways),
  payload: z.string().min(1),
  appUrl: z.url().nullable(),
  expiresAt: z.iso.datetime(),
  transfer: z
    .object({
      bankBin: z.string(),
      bankName: z.string(),
      accountNumber: z.string(),
      accountName: z.string(),
      amount: z.number().int(),
      content: z.string(),
    })
    .nullable(),
  standIn: z.url().nullable(),
});
export type PaymentQr = z.infer<typeof paymentQrSchema>;

export const orderRedirectSchema = z.object({
  order: paymentRecordSchema,
  /** Where the browser goes to pay; on a QR rail, the provider's own page (the QR is shown here). */
  redirectUrl: z.url(),
  qr: paymentQrSchema.nullable(),
});
export type OrderRedirect = z.infer<typeof orderRedirectSchema>;

/** GET /billing: the viewer's plan, its period, a change waiting for the period's end, states. */
export const billingStatusSchema = z.object({
  planId: z.enum(planIds),
  billingCycle: z.enum(billingCycles).nullable(),
  periodEnd: z.iso.datetime().nullable(),
  next: z
    .object({
      planId: z.enum(planIds),
      billingCycle: z.enum(billingCycles),
      startsAt: z.iso.datetime(),
      /** True for a downgrade chosen but not paid (PUT /billing/scheduled-change): cancellable. */
      scheduled: z.boolean(),
    })
    .nullable(),
  states: z.record(z.enum(planIds), z.enum(planStates)),
  gateways: z.array(z.enum(gateways)),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;
