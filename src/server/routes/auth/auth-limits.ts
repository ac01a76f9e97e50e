import type { Context } from 'hono';
import { otpRules } from '../../../contracts/auth.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { AppError } from '../../http/app-error.ts';
import { errors } from '../../http/app-error.ts';
import { clientAddress } from '../../http/rate-limit.ts';
import { normalizeEmail } from '../../services/auth/auth-deps.ts';
import { authErrors } from '../../services/auth/auth-errors.ts';
import {
  clearRateLimit,
  peekRateLimit,
  type RateLimitRule,
} from '../../services/rate-limit/consume-rate-limit.ts';
import { reserveAttempts, type KeyedRule } from '../../services/rate-limit/reserve-attempts.ts';

const MIN15 = 900;

/**
 * Brute-force and abuse limits of the auth calls (decisions 005 and 031). "Account" limits are
 * keyed by the normalized email whether or not an account exists, so they answer alike for
 * both. Every attempt is reserved before it is checked; password, code and token guesses give
 * the slot back unless they fail, sends keep it.
 */
export const AUTH_LIMITS = {
  loginAccount: { bucket: 'login-account', limit: 10, windowSeconds: MIN15 },
  loginAddress: { bucket: 'login-address', limit: 30, windowSeconds: MIN15 },
  /** Wrong codes per address typed, account or not; a new code request clears it (decision 031). */
  verifyAccount: {
    bucket: 'otp-verify-account',
    limit: otpRules.maxAttempts,
    windowSeconds: MIN15,
  },
  verifyAddress: { bucket: 'otp-verify-address', limit: 30, windowSeconds: MIN15 },
  codeCooldown: { bucket: 'otp-send-cooldown', limit: 1, windowSeconds: otpRules.resendSeconds },
  codeAccount: { bucket: 'otp-send-account', limit: 5, windowSeconds: 3600 },
  codeAddress: { bucket: 'otp-send-address', limit: 10, windowSeconds: MIN15 },
  registerAddress: { bucket: 'register-address', limit: 10, windowSeconds: 3600 },
  forgotAccount: { bucket: 'forgot-account', limit: 3, windowSeconds: MIN15 },
  forgotAddress: { bucket: 'forgot-address', limit: 10, windowSeconds: MIN15 },
  resetAddress: { bucket: 'reset-address', limit: 10, windowSeconds: MIN15 },
  identityAddress: { bucket: 'identity-address', limit: 30, windowSeconds: MIN15 },
  /**
   * An identity's mailed code (decision 092): wrong codes per address typed, never cleared by a
   * new mail (the code stays the same within its window); mails as for the email codes.
   */
  identityConfirmAccount: {
    bucket: 'identity-confirm-account',
    limit: otpRules.maxAttempts,
    windowSeconds: MIN15,
  },
  identityMailCooldown: {
    bucket: 'identity-mail-cooldown',
    limit: 1,
    windowSeconds: otpRules.resendSeconds,
  },
  identityMailAccount: { bucket: 'identity-mail-account', limit: 5, windowSeconds: 3600 },
  /** Keyed by user id: a stolen session cannot guess the current password (decision 031). */
  changePasswordAccount: { bucket: 'change-password-account', limit: 10, windowSeconds: MIN15 },
  closeAccount: { bucket: 'close-account', limit: 10, windowSeconds: MIN15 },
} satisfies Record<string, RateLimitRule>;

/** The 429 to answer; `rule` is the one that was used up. */
type Refusal = (retryAfterSeconds: number, rule: RateLimitRule) => AppError | Promise<AppError>;

export function authLimiter(deps: AppDeps) {
  const rl = { db: deps.database.db, secret: deps.env.APP_SECRET };
  const reserve = (keyed: KeyedRule[]) => reserveAttempts(rl, keyed, deps.clock.now());
  return {
    address: (c: Context) => clientAddress(c, { proxyHops: deps.env.TRUST_PROXY }),
    account: (email: string) => normalizeEmail(email),
    /** 429 when any rule is used up; counts nothing. Refuses early, before the body is read. */
    async check(keyed: KeyedRule[], refuse: Refusal = authErrors.tooManyAttempts) {
      for (const [rule, key] of keyed) {
        const result = await peekRateLimit(rl, rule, key, deps.clock.now());
        if (!result.allowed) throw await refuse(result.retryAfterSeconds, rule);
      }
    },
    /** Whether the key would be refused under the rule now; counts nothing. */
    peek: (rule: RateLimitRule, key: string) => peekRateLimit(rl, rule, key, deps.clock.now()),
    /** Takes one slot of every rule (all or nothing) and says whether they fit; never refuses. */
    reserve,
    /** Counts the request on every rule before it is served; 429 when one is used up. */
    async count(keyed: KeyedRule[], refuse: Refusal = errors.rateLimited) {
      const reserved = await reserve(keyed);
      if (!reserved.allowed) throw await refuse(reserved.retryAfterSeconds, reserved.rule);
    },
    /**
     * Reserves an attempt on every rule, then runs `work`: a failure with one of `failures`
     * keeps the slots, anything else (success included) gives them back. Parallel guesses are
     * therefore counted before any of them is checked.
     */
    async attempt<T>(
      keyed: KeyedRule[],
      failures: string[],
      work: () => Promise<T>,
      refuse: Refusal = authErrors.tooManyAttempts,
    ): Promise<T> {
      const reserved = await reserve(keyed);
      if (!reserved.allowed) throw await refuse(reserved.retryAfterSeconds, reserved.rule);
      try {
        const result = await work();
        await reserved.release();
        return result;
      } catch (error) {
        if (!failures.includes((error as AppError).code)) await reserved.release();
        throw error;
      }
    },
    /** Forgets the key's hits under the rule. */
    clear: (rule: RateLimitRule, key: string) => clearRateLimit(rl, rule, key),
  };
}
