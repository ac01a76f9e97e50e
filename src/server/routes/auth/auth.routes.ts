import { Hono } from 'hono';
import {
  emailRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  verifyOtpRequestSchema,
} from '../../../contracts/auth.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { errors } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { parseJson } from '../../http/parse-json.ts';
import { authDeps } from '../../services/auth/auth-deps.ts';
import { authErrors } from '../../services/auth/auth-errors.ts';
import { findUserByEmail } from '../../services/auth/find-user.ts';
import { loginWithPassword } from '../../services/auth/login-with-password.ts';
import { registerUser } from '../../services/auth/register-user.ts';
import { requestPasswordReset } from '../../services/auth/request-password-reset.ts';
import { resetPassword } from '../../services/auth/reset-password.ts';
import { sendAddressTakenNotice } from '../../services/auth/send-address-taken-notice.ts';
import { sendVerificationCode } from '../../services/auth/send-verification-code.ts';
import { verifyAndSignIn } from '../../services/auth/verify-email-code.ts';
import { AUTH_LIMITS as L, authLimiter } from './auth-limits.ts';

const success = (key: Parameters<typeof localize>[0], lang: 'vi' | 'en') => ({
  status: 'success' as const,
  message: localize(key)[lang],
});

/** Spec §7: register, one-time codes, login, forgot and reset password (all public). */
export function authRoutes(deps: AppDeps) {
  const auth = authDeps(deps);
  const limits = authLimiter(deps);
  const app = new Hono<AppBindings>();

  app.post('/auth/register', async (c) => {
    const address = limits.address(c);
    await limits.check([[L.registerAddress, address]], errors.rateLimited);
    const input = await parseJson(c, registerRequestSchema);
    await limits.count([[L.registerAddress, address]]);
    const lang = input.locale ?? c.get('lang');
    const registration = await registerUser(auth, input, c.get('lang'));
    // Decision 031: a taken address is answered exactly like a new one; its owner gets a notice
    // instead of a code. Both mails follow the code's limits, and a code mailed less than a
    // minute ago (a double submit) is still valid: no second mail.
    const email = limits.account(input.email);
    const mail = await limits.reserve([
      [L.codeCooldown, email],
      [L.codeAccount, email],
    ]);
    if (mail.allowed) {
      await limits.clear(L.verifyAccount, email);
      const mailDeps = { ...auth, logger: c.get('logger') };
      if (registration.kind === 'pending') {
        await sendVerificationCode(mailDeps, registration.user, lang);
      } else if (!registration.owner.isDisabled) {
        await sendAddressTakenNotice(mailDeps, registration.owner);
      }
    }
    return c.json(
      {
        ...success('authApi.registered', c.get('lang')),
        email,
        requires_verification: true as const,
      },
      201,
    );
  });

  app.post('/auth/generate_otp', async (c) => {
    const input = await parseJson(c, emailRequestSchema);
    const account = limits.account(input.email);
    // One request takes a slot of each rule or none: a refused request uses up nothing.
    await limits.count(
      [
        [L.codeCooldown, account],
        [L.codeAccount, account],
        [L.codeAddress, limits.address(c)],
      ],
      (seconds, rule) =>
        rule === L.codeCooldown
          ? authErrors.otpResendTooSoon(seconds)
          : errors.rateLimited(seconds),
    );
    // A new code gives the address its wrong tries back, whoever owns it (decision 031).
    await limits.clear(L.verifyAccount, account);
    // Same answer for unknown and verified emails: nothing tells who has an account.
    const user = await findUserByEmail(auth.db, input.email);
    if (user && !user.isVerified && !user.isDisabled) {
      await sendVerificationCode(
        { ...auth, logger: c.get('logger') },
        user,
        input.locale ?? c.get('lang'),
      );
    }
    return c.json(success('authApi.otpSent', c.get('lang')));
  });

  app.post('/auth/verify_otp', async (c) => {
    const address = limits.address(c);
    await limits.check([[L.verifyAddress, address]]);
    const input = await parseJson(c, verifyOtpRequestSchema);
    const email = limits.account(input.email);
    // Wrong codes are counted per address typed, account or not, so the lock (429) looks the
    // same for unknown, verified and waiting accounts (decision 031).
    const session = await limits.attempt(
      [
        [L.verifyAccount, email],
        [L.verifyAddress, address],
      ],
      ['invalid_otp', 'otp_expired'],
      () => verifyAndSignIn(auth, input.email, input.otp),
      async (seconds, rule) => {
        if (rule !== L.verifyAccount) return authErrors.tooManyAttempts(seconds);
        // Waiting does not unlock the code, a new one does: Retry-After says when one may be sent.
        const resend = await limits.peek(L.codeCooldown, email);
        return authErrors.otpLocked(Math.max(1, resend.retryAfterSeconds));
      },
    );
    return c.json({ ...success('authApi.verified', c.get('lang')), ...session });
  });

  app.post('/auth/login', async (c) => {
    const address = limits.address(c);
    await limits.check([[L.loginAddress, address]]);
    const input = await parseJson(c, loginRequestSchema);
    const session = await limits.attempt(
      [
        [L.loginAccount, limits.account(input.username)],
        [L.loginAddress, address],
      ],
      ['invalid_credentials'],
      () => loginWithPassword(auth, input.username, input.password),
    );
    return c.json(session);
  });

  app.post('/auth/forgot-password', async (c) => {
    const input = await parseJson(c, emailRequestSchema);
    await limits.count([
      [L.forgotAddress, limits.address(c)],
      [L.forgotAccount, limits.account(input.email)],
    ]);
    await requestPasswordReset(
      { ...auth, logger: c.get('logger') },
      input.email,
      input.locale ?? c.get('lang'),
    );
    return c.json(success('authApi.resetRequested', c.get('lang')));
  });

  app.post('/auth/reset-password', async (c) => {
    const address = limits.address(c);
    await limits.check([[L.resetAddress, address]]);
    const input = await parseJson(c, resetPasswordRequestSchema);
    await limits.attempt([[L.resetAddress, address]], ['invalid_reset_token'], () =>
      resetPassword(auth, input),
    );
    return c.json(success('authApi.resetDone', c.get('lang')));
  });

  return app;
}
