import type { Context } from 'hono';
import { otpRules } from '../../../contracts/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { AppError } from '../../http/app-error.ts';
import { errors } from '../../http/app-error.ts';
import { clientAddress } from '../../http/rate-limit.ts';
import { normalizeEmail } from '../../services/auth/auth-deps.ts';
import { authErrors } from '../../services/auth/auth-errors.ts';
import {
  consumeRateLimit,
  peekRateLimit,
  type RateLimitRule,
} from '../../services/rate-limit/consume-rate-limit.ts';

const MIN15 = 900;

/**
 * Brute-force and abuse limits of the auth calls (decision 005). "Account" limits are keyed by
 * the normalized email whether or not an account exists, so they answer alike for both.
 * Password, code and token guesses count failures only; sends count every request.
 */
export const AUTH_LIMITS = {
  loginAccount: { bucket: 'login-account', limit: 10, windowSeconds: MIN15 },
  loginAddress: { bucket: 'login-address', limit: 30, windowSeconds: MIN15 },
  verifyAddress: { bucket: 'otp-verify-address', limit: 30, windowSeconds: MIN15 },
  codeCooldown: { bucket: 'otp-send-cooldown', limit: 1, windowSeconds: otpRules.resendSeconds },
  codeAccount: { bucket: 'otp-send-account', limit: 5, windowSeconds: 3600 },
  codeAddress: { bucket: 'otp-send-address', limit: 10, windowSeconds: MIN15 },
  registerAddress: { bucket: 'register-address', limit: 10, windowSeconds: 3600 },
  forgotAccount: { bucket: 'forgot-account', limit: 3, windowSeconds: MIN15 },
  forgotAddress: { bucket: 'forgot-address', limit: 10, windowSeconds: MIN15 },
  resetAddress: { bucket: 'reset-address', limit: 10, windowSeconds: MIN15 },
  identityAddress: { bucket: 'identity-address', limit: 30, windowSeconds: MIN15 },
} satisfies Record<string, RateLimitRule>;

type Keyed = [RateLimitRule, string];
type Refusal = (retryAfterSeconds: number) => AppError;

export function authLimiter(deps: AppDeps) {
  const rl = { db: deps.database.db, secret: deps.env.APP_SECRET };
  return {
    address: (c: Context) => clientAddress(c, { trustProxy: deps.env.TRUST_PROXY }),
    account: (email: string) => normalizeEmail(email),
    /** 429 when any rule is used up; counts nothing. */
    async check(keyed: Keyed[], refuse: Refusal = authErrors.tooManyAttempts) {
      for (const [rule, key] of keyed) {
        const result = await peekRateLimit(rl, rule, key, deps.clock.now());
        if (!result.allowed) throw refuse(result.retryAfterSeconds);
      }
    },
    /** Counts one hit on each rule; 429 when one was already used up. */
    async count(keyed: Keyed[], refuse: Refusal = errors.rateLimited) {
      for (const [rule, key] of keyed) {
        const result = await consumeRateLimit(rl, rule, key, deps.clock.now());
        if (!result.allowed) throw refuse(result.retryAfterSeconds);
      }
    },
    /** Counts one hit and says whether it fit, without refusing. */
    take: (rule: RateLimitRule, key: string) => consumeRateLimit(rl, rule, key, deps.clock.now()),
  };
}

/** Runs `work`; when it fails with one of `codes`, counts the failure first. */
export async function countingFailures<T>(
  work: () => Promise<T>,
  codes: string[],
  onFailure: () => Promise<unknown>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (codes.includes((error as AppError).code)) await onFailure();
    throw error;
  }
}
