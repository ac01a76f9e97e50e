import { z } from 'zod';
import { ADMIN_PAGE_DEFAULT, ADMIN_PAGE_MAX, REASON_MAX } from './admin.ts';
import { gateways, paymentKinds, paymentStatuses } from './billing.ts';

/**
 * The admin's payments area (issue 43, decision 135): every order with its payer and refund,
 * the refund of a completed order, and the review of money that settled nothing.
 */

export const refundStates = ['pending', 'completed', 'failed'] as const;
export type RefundState = (typeof refundStates)[number];

/**
 * How a completed order is refunded: `here` through its provider from this area, `outside`
 * by hand at the provider or the bank (VNPay, and payOS, which has no refund API), then the
 * admin resolves it; `none` for an order that is not (or no longer) refundable.
 */
export const refundWays = ['here', 'outside', 'none'] as const;
export type RefundWay = (typeof refundWays)[number];

const limit = z.coerce
  .number('admin.errors.limit')
  .int('admin.errors.limit')
  .min(1, 'admin.errors.limit')
  .max(ADMIN_PAGE_MAX, 'admin.errors.limit')
  .default(ADMIN_PAGE_DEFAULT);
const offset = z.coerce
  .number('admin.errors.offset')
  .int('admin.errors.offset')
  .min(0, 'admin.errors.offset')
  .default(0);

/** GET /api/admin/payments. */
export const adminPaymentsQuerySchema = z.object({
  limit,
  offset,
  status: z.enum(paymentStatuses, 'adminPayments.errors.status').optional(),
  gateway: z.enum(gateways, 'adminPayments.errors.gateway').optional(),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuerySchema>;

export const adminRefundSchema = z.object({
  status: z.enum(refundStates),
  amount: z.number().int(),
  reason: z.string(),
  credits_taken_back: z.number().int(),
  failure_code: z.string().nullable(),
  created_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminPaymentSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** Null once the account was deleted (decision 056 keeps the payment, not who made it). */
  user_email: z.string().nullable(),
  kind: z.enum(paymentKinds),
  plan_id: z.string(),
  credits: z.number().int().nullable(),
  gateway: z.enum(gateways).nullable(),
  payment_method: z.string().nullable(),
  status: z.enum(paymentStatuses),
  amount: z.number().int(),
  created_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable(),
  refund: adminRefundSchema.nullable(),
  refund_way: z.enum(refundWays),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentPageSchema = z.object({
  total: z.number().int(),
  payments: z.array(adminPaymentSchema),
});
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;

/** POST /api/admin/payments/{id}/refund: the whole amount, with the reason kept in the ledger. */
export const refundOrderSchema = z.object({
  reason: z
    .string('adminPayments.errors.reason')
    .trim()
    .min(1, 'adminPayments.errors.reason')
    .max(REASON_MAX, 'adminPayments.errors.reason'),
});
export type RefundOrderInput = z.infer<typeof refundOrderSchema>;

/** A paid notice that settled nothing (decision 131), waiting for an administrator. */
export const reviewNoticeSchema = z.object({
  id: z.uuid(),
  gateway: z.string(),
  reference: z.string().nullable(),
  outcome: z.string(),
  /** The amount the provider reported, when its payload names one. */
  amount: z.number().nullable(),
  received_at: z.iso.datetime(),
  payload: z.record(z.string(), z.unknown()),
});
export type ReviewNotice = z.infer<typeof reviewNoticeSchema>;

export const reviewListSchema = z.object({ notices: z.array(reviewNoticeSchema) });
export type ReviewList = z.infer<typeof reviewListSchema>;

/** POST /api/admin/payments/review/{id}/resolve: what was done about it. */
export const resolveNoticeSchema = z.object({
  resolution: z
    .string('adminPayments.errors.resolution')
    .trim()
    .min(1, 'adminPayments.errors.resolution')
    .max(REASON_MAX, 'adminPayments.errors.resolution'),
});
export type ResolveNoticeInput = z.infer<typeof resolveNoticeSchema>;
