import { sql } from 'drizzle-orm';
import { storageQuotaBytes } from '../../../contracts/assets.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import { t } from '../../../i18n/index.ts';
import { formatStorageSize as formatSize } from '../../../lib/format.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const storageErrors = {
  quotaExceeded: (quota: number) =>
    new AppError(
      413,
      'storage_quota_exceeded',
      {
        en: t('en')('assets.error.quotaExceeded', { quota: formatSize(quota, 'en') }),
        vi: t('vi')('assets.error.quotaExceeded', { quota: formatSize(quota, 'vi') }),
      },
      { quota_bytes: quota },
    ),
};

/**
 * Makes room for `bytes` more in the user's assets library, inside the transaction that records
 * them. The user's row is locked first, so parallel uploads are counted one after another and
 * cannot together pass the plan's quota.
 * @example await reserveStorage(tx, userId, image.bytes.length + image.thumbnail.length, now);
 */
export async function reserveStorage(tx: Tx, userId: string, bytes: number, now: Date) {
  await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
  const { plan } = await readCurrentPlan(tx, userId, now);
  const quota = storageQuotaBytes(plan.id);
  const result = await tx.execute<{ used: string }>(sql`
    select coalesce(sum(f.byte_size), 0) as used
    from assets a
    join stored_files f on f.id = a.stored_file_id or f.id = a.thumbnail_file_id
    where a.user_id = ${userId}`);
  if (Number(result.rows[0]?.used ?? 0) + bytes > quota) throw storageErrors.quotaExceeded(quota);
}

/**
 * Whether `bytes` more would fit in the library now, without keeping anything: a submit asks it
 * before it writes its new inputs, and reserves the room under the lock when it records them.
 * @example await assertStorageRoom(db, userId, 3_500_000);
 */
export async function assertStorageRoom(db: Db, userId: string, bytes: number): Promise<void> {
  await db.transaction((tx) => reserveStorage(tx, userId, bytes, new Date()));
}
