import { eq } from 'drizzle-orm';
import type { NewsletterSignup } from '../../../contracts/newsletter.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { confirmLink, newsletterConfirmMail } from './newsletter-mail.ts';
import { hashConfirmToken, issueConfirmToken } from './newsletter-token.ts';

export interface NewsletterDeps {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  apiUrl: string;
}

/**
 * POST /newsletter. A new address (or one that unsubscribed) becomes pending with a fresh
 * confirmation link; a pending one gets a new link (the old one stops working); a confirmed
 * one is left as it is and gets no mail. The caller answers the same in every case.
 */
export async function subscribeNewsletter(deps: NewsletterDeps, input: NewsletterSignup) {
  const email = input.email.toLowerCase();
  const token = issueConfirmToken(deps.clock.now());
  const confirmTokenHash = hashConfirmToken(token);
  const [row] = await deps.db
    .insert(newsletterSubscribers)
    .values({ email, lang: input.lang, status: 'pending', confirmTokenHash })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (!row) {
    const [existing] = await deps.db
      .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    if (!existing || existing.status === 'confirmed') return;
    await deps.db
      .update(newsletterSubscribers)
      .set({ lang: input.lang, status: 'pending', confirmTokenHash })
      .where(eq(newsletterSubscribers.id, existing.id));
  }
  const url = confirmLink(deps.apiUrl, input.lang, token);
  await deps.mailer
    .send(newsletterConfirmMail(input.lang, email, url))
    .catch((err: unknown) => deps.logger.error({ err }, 'newsletter confirmation mail failed'));
}
