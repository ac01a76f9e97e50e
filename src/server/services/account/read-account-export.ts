import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { accountExports } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { toExportStatus } from './account-export-view.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /auth/account/export/:id (or `latest`): the user's own export. Another user's export, an
 * unknown id and a malformed one all answer the same 404, so ids cannot be probed.
 */
export async function readAccountExport(
  deps: { db: Db; store: ObjectStore; clock: Clock },
  userId: string,
  id: string,
) {
  if (id !== 'latest' && !uuidPattern.test(id)) throw errors.notFound();
  const [row] = await deps.db
    .select()
    .from(accountExports)
    .where(
      id === 'latest'
        ? eq(accountExports.userId, userId)
        : and(eq(accountExports.userId, userId), eq(accountExports.id, id)),
    )
    .orderBy(desc(accountExports.createdAt))
    .limit(1);
  if (!row) throw errors.notFound();
  return toExportStatus(deps.store, row, deps.clock.now());
}
