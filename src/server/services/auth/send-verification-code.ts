import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { otpRules } from '../../../contracts/auth.ts';
import { oneTimeCodes } from '../../db/schema.ts';
import type { Lang } from '../../http/app-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { verificationCodeMail } from './auth-mails.ts';

export const VERIFY_EMAIL = 'verify_email';

/** Codes are six digits, so only an HMAC under the server's secret is stored (decision 005). */
export function hashCode(secret: string, userId: string, code: string | number): string {
  return createHmac('sha256', secret).update(`otp:${userId}:${code}`).digest('base64url');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Makes a new email-verification code for the user, replacing any earlier one (one row per user
 * and purpose), and mails it in `lang`. A failed send is logged; the user can ask again.
 */
export async function sendVerificationCode(
  deps: AuthDeps,
  user: { id: string; email: string; name: string },
  lang: Lang,
): Promise<void> {
  // 100000..999999: no leading zero, so the integer the site sends (spec §5) keeps every digit.
  const code = String(randomInt(10 ** (otpRules.length - 1), 10 ** otpRules.length));
  const now = deps.clock.now();
  const values = {
    codeHash: hashCode(deps.codeSecret, user.id, code),
    attempts: 0,
    expiresAt: new Date(now.getTime() + otpRules.ttlMinutes * 60_000),
    createdAt: now,
  };
  await deps.db
    .insert(oneTimeCodes)
    .values({ userId: user.id, purpose: VERIFY_EMAIL, ...values })
    .onConflictDoUpdate({ target: [oneTimeCodes.userId, oneTimeCodes.purpose], set: values });
  await deps.mailer
    .send(verificationCodeMail(lang, user, code, otpRules.ttlMinutes))
    .catch((err: unknown) => deps.logger.error({ err, userId: user.id }, 'code mail failed'));
}
