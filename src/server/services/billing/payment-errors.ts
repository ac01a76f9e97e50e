import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';

/** Refusals of the admin's payments area (issue 43, decision 135), each before anything is written. */
export const paymentAdminErrors = {
  orderNotFound: () =>
    new AppError(404, 'order_not_found', localize('adminPayments.errors.orderNotFound')),
  notRefundable: () =>
    new AppError(409, 'order_not_refundable', localize('adminPayments.errors.notRefundable')),
  alreadyRefunded: () =>
    new AppError(409, 'already_refunded', localize('adminPayments.errors.alreadyRefunded')),
  /** VNPay, and VietQR through payOS (no refund API): the money goes back by hand. */
  refundOutside: () =>
    new AppError(400, 'refund_unsupported', localize('adminPayments.errors.refundOutside')),
  notLatestPlan: () =>
    new AppError(409, 'refund_not_latest', localize('adminPayments.errors.notLatestPlan')),
  /** The provider said no; the refund row keeps its failure and the admin may try again. */
  refundFailed: (code: string) =>
    new AppError(502, 'refund_failed', localize('adminPayments.errors.refundFailed', { code }), {
      failure_code: code,
    }),
  gatewayFailed: () =>
    new AppError(502, 'gateway_failed', localize('adminPayments.errors.gatewayFailed')),
  noticeNotFound: () =>
    new AppError(404, 'notification_not_found', localize('adminPayments.errors.noticeNotFound')),
  notToReview: () =>
    new AppError(409, 'not_to_review', localize('adminPayments.errors.notToReview')),
  alreadyResolved: () =>
    new AppError(409, 'already_resolved', localize('adminPayments.errors.alreadyResolved')),
};
