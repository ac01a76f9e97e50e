import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  adminAuditLog,
  assets,
  generations,
  newsletterSubscribers,
  storedFiles,
  userIdentities,
  users,
} from '../../db/schema.ts';
import { accountClosingMail } from './account-closing-mails.ts';
import { recordClosingStep, type ClosingDeps } from './closing-deps.ts';
import { exportPrefixes } from './remove-account-exports.ts';
import { closingRequestId } from './restore-account.ts';
import { forgetUser } from '../auth/auth-cache.ts';

type PurgeDeps = Omit<ClosingDeps, 'queue' | 'siteUrl'>;

/** The purge job's pass (decision 056): every account whose grace period has ended. */
export async function purgeClosedAccounts(deps: PurgeDeps): Promise<number> {
  const due = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.closingAt), lte(users.deleteAfter, deps.clock.now())));
  for (const { id } of due) await purgeAccount(deps, id);
  return due.length;
}

/**
 * Deletes one closed account for good. The undo link dies first; then the files go (by the
 * account's prefixes and by every stored file its rows name, on local disk or S3) and the
 * Firebase user; then, in one transaction, the newsletter row of its address and the account
 * row, whose foreign keys cascade to every table that holds a user id (orders keep the payment
 * with a null user: decision 056). Audit entries about the account lose its id. Any failure
 * throws, and the job's retry starts again; every step is safe to repeat.
 */
export async function purgeAccount(deps: PurgeDeps, userId: string): Promise<void> {
  const now = deps.clock.now();
  const [user] = await deps.db
    .update(users)
    .set({ closureUndoHash: null })
    .where(and(eq(users.id, userId), isNotNull(users.closingAt), lte(users.deleteAfter, now)))
    .returning();
  if (!user) return;
  forgetUser(userId);
  const fileIds = await filesOf(deps, userId);
  const gens = await deps.db
    .select({ id: generations.id })
    .from(generations)
    .where(eq(generations.userId, userId));
  const prefixes = [
    `assets/${userId}/`,
    ...exportPrefixes(userId),
    ...gens.map(({ id }) => `generations/${id}/`),
  ];
  for (const prefix of prefixes) await deps.store.deletePrefix(prefix);
  const keys =
    fileIds.length === 0
      ? []
      : await deps.db
          .select({ key: storedFiles.storageKey })
          .from(storedFiles)
          .where(inArray(storedFiles.id, fileIds));
  for (const { key } of keys) await deps.store.delete(key);
  const identities = await deps.db
    .select({ subject: userIdentities.subject })
    .from(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, 'firebase')));
  for (const { subject } of identities) await deps.firebase.deleteUser(subject);

  await deps.db.transaction(async (tx) => {
    const request = await closingRequestId(tx, userId);
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
    await tx
      .update(adminAuditLog)
      .set({ targetId: null })
      .where(and(eq(adminAuditLog.targetType, 'user'), eq(adminAuditLog.targetId, userId)));
    await tx.delete(users).where(eq(users.id, userId));
    if (fileIds.length > 0) {
      // A file another account's rows still name (none today) is left to them.
      await tx
        .delete(storedFiles)
        .where(
          and(
            inArray(storedFiles.id, fileIds),
            sql`not exists (select 1 from ${assets} where ${assets.storedFileId} = ${storedFiles.id} or ${assets.thumbnailFileId} = ${storedFiles.id})`,
          ),
        );
    }
    await recordClosingStep(tx, {
      actor: 'system',
      action: 'account.delete',
      userId: null,
      details: { request, files: keys.length, prefixes: prefixes.length },
    });
  });
  const lang = user.locale === 'en' ? 'en' : 'vi';
  await deps.mailer
    .send(accountClosingMail(lang, 'deleted', user))
    .catch((error: unknown) => deps.logger.error({ err: error }, 'account deleted mail not sent'));
  deps.logger.info({ files: keys.length, prefixes: prefixes.length }, 'closed account deleted');
}

/** Every stored file the account's rows name: assets, their thumbnails, generations' files. */
async function filesOf(deps: PurgeDeps, userId: string): Promise<string[]> {
  const rows = await deps.db.execute<{ id: string }>(sql`
    select ${assets.storedFileId} as id from ${assets} where ${assets.userId} = ${userId}
    union select ${assets.thumbnailFileId} from ${assets} where ${assets.userId} = ${userId}
    union select ${generations.resultFileId} from ${generations} where ${generations.userId} = ${userId}
    union select ${generations.resultThumbnailFileId} from ${generations} where ${generations.userId} = ${userId}
    union select (input->>'fileId')::uuid from ${generations}, jsonb_array_elements(${generations.inputs}) as input
      where ${generations.userId} = ${userId} and input->>'fileId' ~ '^[0-9a-f-]{36}$'
    union select (file.value)::uuid from ${generations}, jsonb_array_elements(${generations.resultSamples}) as sample,
      jsonb_each_text(sample) as file
      where ${generations.userId} = ${userId} and file.value ~ '^[0-9a-f-]{36}$'`);
  return rows.rows.map(({ id }) => id).filter((id): id is string => Boolean(id));
}
