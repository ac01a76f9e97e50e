import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { resetTokenRules } from '../../../contracts/auth.ts';
import { passwordResetTokens } from '../../db/schema.ts';
import type { Lang } from '../../http/app-error.ts';
import type { AuthDeps } from './auth-deps.ts';
import { passwordResetMail } from './auth-mails.ts';
import { findUserByEmail } from './find-user.ts';

/** Reset tokens are 256 random bits, so a plain SHA-256 is enough to store them. */
export const hashResetToken = (token: string) =>
  createHash('sha256').update(token).digest('base64url');

/** Spec: the site's page, Vietnamese at /auth/reset-password, English under /en. */
export function resetLink(siteUrl: string, lang: Lang, email: string, token: string): string {
  const url = new URL(`${siteUrl}${lang === 'en' ? '/en' : ''}/auth/reset-password`);
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * POST /auth/forgot-password. Mails a single-use link to an existing, enabled account and
 * voids earlier unused links; for any other email it does nothing, and the caller answers the
 * same either way.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string, lang: Lang) {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isDisabled) return;
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + resetTokenRules.ttlMinutes * 60_000),
      createdAt: now,
    });
  });
  const url = resetLink(deps.siteUrl, lang, user.email, token);
  await deps.mailer
    .send(passwordResetMail(lang, user, url, resetTokenRules.ttlMinutes))
    .catch((err: unknown) => deps.logger.error({ err, userId: user.id }, 'reset mail failed'));
}
