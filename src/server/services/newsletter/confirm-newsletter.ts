import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import type { Lang } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { newsletterWelcomeMail, unsubscribeLink } from './newsletter-mail.ts';
import { hashConfirmToken, isTokenFresh } from './newsletter-token.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

interface WelcomeDeps {
  mailer: Mailer;
  logger: Logger;
  apiUrl: string;
  appSecret: string;
}

/** The welcome mail: the first newsletter mail, with the one-click unsubscribe link. */
async function sendWelcome(
  deps: WelcomeDeps,
  subscriber: { id: string; email: string; lang: Lang },
): Promise<void> {
  const link = unsubscribeLink(
    deps.apiUrl,
    subscriber.lang,
    unsubscribeToken(deps.appSecret, subscriber.id),
  );
  await deps.mailer
    .send(newsletterWelcomeMail(subscriber.lang, subscriber.email, link))
    .catch((err: unknown) => deps.logger.error({ err }, 'newsletter welcome mail failed'));
}

/**
 * GET /newsletter/confirm. Confirms the pending address whose link this is, once: the token's
 * hash is cleared with the same update, and the welcome mail (with its unsubscribe link) goes
 * out. Expired, used or forged tokens confirm nothing.
 * Returns the subscriber's language when it worked.
 */
export async function confirmNewsletter(
  deps: { db: Db; clock: Clock } & WelcomeDeps,
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
    .returning({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      lang: newsletterSubscribers.lang,
    });
  if (!row) return { confirmed: false };
  const lang: Lang = row.lang === 'en' ? 'en' : 'vi';
  await sendWelcome(deps, { ...row, lang });
  return { confirmed: true, lang };
}
