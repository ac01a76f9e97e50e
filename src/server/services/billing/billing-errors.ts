import { AppError } from '../../http/app-error.ts';
import { localize, translateMessage } from '../../http/localize.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { RefusalCode } from './plan-change.ts';

const refusalStatus: Record<RefusalCode, 400 | 404 | 409> = {
  plan_not_found: 404,
  plan_free: 400,
  plan_contact_sales: 400,
  plan_unavailable: 409,
  change_pending: 409,
};

/** Decision 038: a downgrade is scheduled, never paid before its period starts. */
export type ScheduleRefusal = 'downgrade_not_charged' | 'not_a_downgrade';

export const billingErrors = {
  refused: (code: RefusalCode) =>
    new AppError(refusalStatus[code], code, localize(`billing.errors.${code}`)),
  /** Issue 43: the provider refused to open the payment or did not answer; nothing was written. */
  gatewayFailed: () =>
    new AppError(502, 'gateway_failed', localize('billing.errors.gatewayFailed')),
  /** A rail that takes only some amounts (MoMo: 1.000 ₫ to 50.000.000 ₫); nothing was written. */
  amountOutOfRange: (range: { min: number; max: number }) => {
    const text = (lang: 'vi' | 'en') =>
      translateMessage('billing.errors.amountOutOfRange', lang, {
        min: formatMoney(range.min, lang),
        max: formatMoney(range.max, lang),
      });
    return new AppError(422, 'amount_out_of_range', { vi: text('vi'), en: text('en') });
  },
  gatewayOff: () =>
    new AppError(400, 'gateway_unavailable', localize('billing.errors.gatewayUnavailable')),
  notFound: () => new AppError(404, 'order_not_found', localize('billing.errors.orderNotFound')),
  orderNotPayable: () =>
    new AppError(409, 'order_not_payable', localize('billing.errors.orderNotPayable')),
  schedule: (code: ScheduleRefusal) =>
    new AppError(
      409,
      code,
      localize(
        code === 'downgrade_not_charged'
          ? 'billing.errors.downgradeNotCharged'
          : 'billing.errors.notADowngrade',
      ),
    ),
  orderExpired: () => new AppError(409, 'order_expired', localize('billing.errors.orderExpired')),
};
