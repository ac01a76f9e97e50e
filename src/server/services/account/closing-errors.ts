import { ACCOUNT_CLOSING_GRACE_DAYS } from '../../../contracts/account-closing.ts';
import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';

/** The refusals of "Close my account" and its undo (decision 056), in the caller's language. */
export const closingErrors = {
  reauthRequired: () =>
    new AppError(400, 'reauth_required', localize('accountClosing.api.reauthRequired')),
  reauthStale: () => new AppError(401, 'reauth_stale', localize('accountClosing.api.reauthStale')),
  identityNotLinked: () =>
    new AppError(403, 'identity_not_linked', localize('accountClosing.api.identityNotLinked')),
  alreadyClosing: () =>
    new AppError(409, 'account_closing', localize('accountClosing.api.alreadyClosing')),
  /** Every sign-in and every token of a closing account: says how to undo. */
  signInRefused: () =>
    new AppError(403, 'account_closing', localize('accountClosing.api.signInRefused')),
  undoInvalid: () =>
    new AppError(
      400,
      'invalid_restore_link',
      localize('accountClosing.api.undoInvalid', { days: ACCOUNT_CLOSING_GRACE_DAYS }),
    ),
};
