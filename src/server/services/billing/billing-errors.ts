import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import type { RefusalCode } from './plan-change.ts';

const refusalStatus: Record<RefusalCode, 400 | 404 | 409> = {
  plan_not_found: 404,
  plan_free: 400,
  plan_contact_sales: 400,
  plan_unavailable: 409,
  change_pending: 409,
};

export const billingErrors = {
  refused: (code: RefusalCode) =>
    new AppError(refusalStatus[code], code, localize(`billing.errors.${code}`)),
  gatewayOff: () =>
    new AppError(400, 'gateway_unavailable', localize('billing.errors.gatewayUnavailable')),
  notFound: () => new AppError(404, 'order_not_found', localize('billing.errors.orderNotFound')),
  orderNotPayable: () =>
    new AppError(409, 'order_not_payable', localize('billing.errors.orderNotPayable')),
  orderExpired: () => new AppError(409, 'order_expired', localize('billing.errors.orderExpired')),
};
