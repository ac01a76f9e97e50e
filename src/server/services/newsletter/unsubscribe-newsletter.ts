import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { newsletterSubscribers } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * POST /newsletter/unsubscribe (RFC 8058 one-click, and the site's unsubscribe page). Final: the
 * subscriber's row (address, language, dates) is deleted, not flagged. A second click, or a link
 * from an old mail after that, answers the same. A forged or damaged token is a 400.
 */
export async function unsubscribeNewsletter(
  deps: { db: Db; appSecret: string },
  token: string,
): Promise<void> {
  const id = readUnsubscribeToken(deps.appSecret, token);
  if (!id)
    throw new AppError(400, 'invalid_unsubscribe_link', localize('blog.unsubscribe.invalid'));
  await deps.db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
}
