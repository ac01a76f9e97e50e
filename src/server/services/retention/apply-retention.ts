import { and, eq, inArray } from 'drizzle-orm';
import { RETENTION_NOTICE_DAYS, DAY_MS } from '../../../contracts/retention.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { assets, generations, users } from '../../db/schema.ts';
import type { Lang } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { deleteAsset } from '../assets/delete-asset.ts';
import { deleteHistoryItem } from '../history/delete-history-item.ts';
import {
  dueConditions,
  ownedAsset,
  ownedGeneration,
  retentionDaysOf,
  usersWithOldItems,
} from './due-items.ts';
import { retentionMail } from './retention-mail.ts';

export interface RetentionDeps {
  db: Db;
  store: ObjectStore;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  siteUrl: string;
  /** Deleting a batch's cells may complete the batch, which queues its webhook. */
  queue: Pick<Queue, 'send'>;
}

/**
 * The cleanup job's retention pass (issue 26 point 4, decision 058), user by user on the plan
 * they hold now: first the results and uploads announced at least a week ago and past their
 * plan's days are removed through the same services as the delete buttons (rows, files in the
 * store, share links); then one mail lists what reaches the limit within a week, and those rows
 * record it, so a rerun sends nothing twice and an item made later is never in an earlier mail.
 */
export async function applyRetention(deps: RetentionDeps) {
  const now = deps.clock.now();
  let removed = 0;
  let mailed = 0;
  for (const userId of await usersWithOldItems(deps.db, now)) {
    const days = await retentionDaysOf(deps.db, userId, now);
    removed += await removeExpired(deps, userId, days, now);
    if (await announceDue(deps, userId, days, now)) mailed += 1;
  }
  return { removed, mailed };
}

async function removeExpired(deps: RetentionDeps, userId: string, days: number, now: Date) {
  const due = dueConditions(days, now);
  const results = await deps.db
    .select({ id: generations.id })
    .from(generations)
    .where(and(ownedGeneration(userId), due.generations.removal));
  const uploads = await deps.db
    .select({ id: assets.id })
    .from(assets)
    .where(and(ownedAsset(userId), due.assets.removal));
  for (const { id } of results) {
    // Removed meanwhile by the user: nothing left to do.
    await deleteHistoryItem(deps, userId, id).catch(ignoreNotFound);
  }
  for (const { id } of uploads) await deleteAsset(deps, userId, id).catch(ignoreNotFound);
  return results.length + uploads.length;
}

/**
 * Marks the due rows, then mails. Rows are claimed with SKIP LOCKED, so a second worker takes
 * none of them; a mail that cannot be sent clears the marks again, so the next run retries and
 * nothing is removed unannounced.
 */
async function announceDue(deps: RetentionDeps, userId: string, days: number, now: Date) {
  const due = dueConditions(days, now);
  const marked = await deps.db.transaction(async (tx) => {
    const results = await tx
      .select({ id: generations.id, tool: generations.tool, createdAt: generations.createdAt })
      .from(generations)
      .where(and(ownedGeneration(userId), due.generations.notice))
      .orderBy(generations.createdAt)
      .for('update', { skipLocked: true });
    const uploads = await tx
      .select({ id: assets.id, name: assets.name, createdAt: assets.createdAt })
      .from(assets)
      .where(and(ownedAsset(userId), due.assets.notice))
      .orderBy(assets.createdAt)
      .for('update', { skipLocked: true });
    await markNotice(tx, results, uploads, now);
    return { results, uploads };
  });
  if (marked.results.length === 0 && marked.uploads.length === 0) return false;
  const [user] = await deps.db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  try {
    await deps.mailer.send(
      retentionMail((user?.locale === 'en' ? 'en' : 'vi') as Lang, user!, {
        days,
        removalAt: new Date(now.getTime() + RETENTION_NOTICE_DAYS * DAY_MS),
        siteUrl: deps.siteUrl,
        ...marked,
      }),
    );
  } catch (error) {
    await markNotice(deps.db, marked.results, marked.uploads, null);
    throw error;
  }
  return true;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function markNotice(
  db: Db | Tx,
  results: { id: string }[],
  uploads: { id: string }[],
  at: Date | null,
) {
  if (results.length > 0) {
    await db
      .update(generations)
      .set({ retentionNoticeAt: at })
      .where(
        inArray(
          generations.id,
          results.map((row) => row.id),
        ),
      );
  }
  if (uploads.length > 0) {
    await db
      .update(assets)
      .set({ retentionNoticeAt: at })
      .where(
        inArray(
          assets.id,
          uploads.map((row) => row.id),
        ),
      );
  }
}

function ignoreNotFound(error: unknown) {
  if ((error as { status?: number }).status === 404) return;
  throw error;
}
