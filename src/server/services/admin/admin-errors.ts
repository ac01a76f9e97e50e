import { AppError, errors } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';

export const adminErrors = {
  userNotFound: () => errors.notFound(),
  /** An administrator cannot lock themself out. */
  selfDisable: () => new AppError(409, 'cannot_disable_self', localize('admin.errors.selfDisable')),
  /** A negative adjustment larger than what the user can spend; nothing is written. */
  balanceTooLow: (balance: number, amount: number) =>
    new AppError(
      409,
      'insufficient_balance',
      localize('admin.errors.balanceTooLow', { balance, amount }),
      { balance, amount },
    ),
  rangeTooLong: (maxDays: number) =>
    errors.validation([
      { path: 'start_date', message: 'admin.errors.rangeTooLong', params: { maximum: maxDays } },
    ]),
};
