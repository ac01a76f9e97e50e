import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';

/** The deliberate failures of the auth calls; codes are stable, texts follow spec §8. */
export const authErrors = {
  invalidCredentials: () =>
    new AppError(401, 'invalid_credentials', localize('authApi.invalidCredentials')),
  emailNotVerified: (email: string) =>
    new AppError(403, 'email_not_verified', localize('authApi.emailNotVerified'), { email }),
  accountDisabled: () => new AppError(403, 'account_disabled', localize('authApi.accountDisabled')),
  otpInvalid: () => new AppError(400, 'invalid_otp', localize('authApi.otpInvalid')),
  otpExpired: () => new AppError(400, 'otp_expired', localize('authApi.otpExpired')),
  /** Waiting does not unlock a code, a new one does: Retry-After says when one may be sent. */
  otpLocked: (resendInSeconds: number) =>
    new AppError(
      429,
      'otp_attempts_exceeded',
      localize('authApi.otpLocked'),
      { retryAfterSeconds: resendInSeconds },
      { 'retry-after': String(resendInSeconds) },
    ),
  otpResendTooSoon: (seconds: number) =>
    new AppError(
      429,
      'otp_resend_too_soon',
      localize('authApi.otpResendTooSoon', { seconds }),
      { retryAfterSeconds: seconds },
      { 'retry-after': String(seconds) },
    ),
  resetTokenInvalid: () =>
    new AppError(400, 'invalid_reset_token', localize('authApi.resetTokenInvalid')),
  currentPasswordWrong: () =>
    new AppError(400, 'invalid_current_password', localize('authApi.currentPasswordWrong')),
  unauthorized: () =>
    new AppError(
      401,
      'unauthorized',
      localize('authApi.unauthorized'),
      {},
      {
        'www-authenticate': 'Bearer',
      },
    ),
  sessionInvalid: () =>
    new AppError(
      401,
      'invalid_token',
      localize('authApi.sessionInvalid'),
      {},
      {
        'www-authenticate': 'Bearer error="invalid_token"',
      },
    ),
  adminOnly: () => new AppError(403, 'forbidden', localize('authApi.adminOnly')),
  identityFailed: () =>
    new AppError(401, 'identity_token_invalid', localize('authApi.identityFailed')),
  identityMismatch: () =>
    new AppError(401, 'identity_mismatch', localize('authApi.identityMismatch')),
  /** A confirmation handle this server did not sign, or older than its code (decision 092). */
  identityConfirmationInvalid: () =>
    new AppError(
      400,
      'identity_confirmation_invalid',
      localize('authApi.identityConfirmationInvalid'),
    ),
  googleFailed: () => new AppError(401, 'google_login_failed', localize('authApi.googleFailed')),
  googleNotConfigured: () =>
    new AppError(503, 'google_not_configured', localize('authApi.googleNotConfigured')),
  tooManyAttempts: (retryAfterSeconds: number) =>
    new AppError(
      429,
      'too_many_attempts',
      localize('authApi.tooManyAttempts', {
        minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
      }),
      { retryAfterSeconds },
      { 'retry-after': String(retryAfterSeconds) },
    ),
};
