import { eq } from 'drizzle-orm';
import { ACCOUNT_EXPORT_LIFETIME_HOURS } from '../../../contracts/account-export.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { accountExports } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { exportLink } from './account-export-view.ts';
import { accountExportMail } from './account-export-mail.ts';
import { collectAccountData } from './collect-account-data.ts';
import { writeExportZip } from './write-export-zip.ts';

export interface AccountExportDeps {
  db: Db;
  store: ObjectStore;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
}

/** Keeps only the file references whose file made it into the ZIP. */
function dropMissing<T extends { path: string } | null>(file: T, missing: Set<string>) {
  return file && missing.has(file.path) ? null : file;
}

/**
 * The export job: collects the account, streams the ZIP into the store under
 * `exports/<user>/<export>.zip`, writes progress as files are copied, then marks the row ready
 * with its expiry and mails the signed link (decision 055). A retried job starts over and
 * overwrites the same key.
 */
export async function buildAccountExport(deps: AccountExportDeps, exportId: string) {
  const [row] = await deps.db.select().from(accountExports).where(eq(accountExports.id, exportId));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return;
  await deps.db
    .update(accountExports)
    .set({ status: 'running', progress: 0 })
    .where(eq(accountExports.id, exportId));
  const data = await collectAccountData(deps.db, row.userId, deps.clock.now());
  const key = `exports/${row.userId}/${exportId}.zip`;
  const total = data.files.length + 1;
  const { size } = await writeExportZip(
    deps.store,
    key,
    data.files,
    (missing) => ({
      ...data.document,
      generations: data.document.generations.map((generation) => ({
        ...generation,
        inputs: generation.inputs.map((input) => ({
          ...input,
          file: dropMissing(input.file, missing),
        })),
        result: dropMissing(generation.result, missing),
      })),
      assets: data.document.assets.map((asset) => ({
        ...asset,
        file: dropMissing(asset.file, missing),
      })),
    }),
    async (done) => {
      await deps.db
        .update(accountExports)
        .set({ progress: done / total })
        .where(eq(accountExports.id, exportId));
    },
  );
  const completedAt = deps.clock.now();
  const expiresAt = new Date(completedAt.getTime() + ACCOUNT_EXPORT_LIFETIME_HOURS * 3600_000);
  const [ready] = await deps.db
    .update(accountExports)
    .set({ status: 'ready', progress: 1, storageKey: key, byteSize: size, completedAt, expiresAt })
    .where(eq(accountExports.id, exportId))
    .returning();
  if (!ready) {
    // Its account began closing meanwhile, which removed the row (issue 39): no link, no file.
    await deps.store.delete(key);
    return;
  }
  const url = await exportLink(deps.store, ready, completedAt);
  const lang = data.locale === 'en' ? 'en' : 'vi';
  await deps.mailer.send(accountExportMail(lang, data, { url: url!, expiresAt }));
  deps.logger.info({ exportId, files: data.files.length, size }, 'account export ready');
}

/**
 * After the job's last retry (its dead letter): the row reads 'failed', so the user can ask
 * again, and the cleanup job removes it and any partial ZIP once its lifetime has passed.
 */
export async function failAccountExport(
  deps: Pick<AccountExportDeps, 'db' | 'clock'>,
  exportId: string,
) {
  const now = deps.clock.now();
  await deps.db
    .update(accountExports)
    .set({
      status: 'failed',
      storageKey: null,
      expiresAt: new Date(now.getTime() + ACCOUNT_EXPORT_LIFETIME_HOURS * 3600_000),
    })
    .where(eq(accountExports.id, exportId));
}
