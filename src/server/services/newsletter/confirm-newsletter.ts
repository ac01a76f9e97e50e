import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import type { Lang } from '../../http/app-error.ts';
import { hashConfirmToken, isTokenFresh } from './newsletter-token.ts';

/**
 * GET /newsletter/confirm. Confirms the pending address whose link this is, once: the token's
 * hash is cleared with the same update. Expired, used or forged tokens confirm nothing.
 * Returns the subscriber's language when it worked.
 */
export async function confirmNewsletter(
  deps: { db: Db; clock: Clock },
  token: string,
): Promise<{ confirmed: true; lang: Lang } | { confirmed: false }> {
  const now = deps.clock.now();
  if (!isTokenFresh(token, now)) return { confirmed: false };
  const [row] = await deps.db
    .update(newsletterSubscribers)
    .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscribers.confirmTokenHash, hashConfirmToken(token)),
        eq(newsletterSubscribers.status, 'pending'),
      ),
    )
    .returning({ lang: newsletterSubscribers.lang });
  if (!row) return { confirmed: false };
  return { confirmed: true, lang: row.lang === 'en' ? 'en' : 'vi' };
}
