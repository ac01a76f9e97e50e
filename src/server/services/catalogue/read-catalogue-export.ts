import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { catalogueExports } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { toExportView } from './catalogue-export-view.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /catalogue/exports/:id: the user's own export. Another user's, an unknown id and a
 * malformed one all answer the same 404, so ids cannot be probed.
 */
export async function readCatalogueExport(
  deps: { db: Db; store: ObjectStore; clock: Clock },
  userId: string,
  id: string,
) {
  if (!uuidPattern.test(id)) throw errors.notFound();
  const [row] = await deps.db
    .select()
    .from(catalogueExports)
    .where(and(eq(catalogueExports.userId, userId), eq(catalogueExports.id, id)));
  if (!row) throw errors.notFound();
  return toExportView(deps.store, row, deps.clock.now());
}

/**
 * GET /v1/exports/{id}: an export this token made (decision 087), as a token sees only the jobs
 * it submitted; another token's, a studio one and an unknown id are the same 404.
 */
export async function readApiExport(
  deps: { db: Db; store: ObjectStore; clock: Clock },
  caller: { userId: string; tokenId: string },
  id: string,
) {
  if (!uuidPattern.test(id)) throw errors.notFound();
  const [row] = await deps.db
    .select()
    .from(catalogueExports)
    .where(
      and(
        eq(catalogueExports.userId, caller.userId),
        eq(catalogueExports.apiTokenId, caller.tokenId),
        eq(catalogueExports.id, id),
      ),
    );
  if (!row) throw errors.notFound();
  return toExportView(deps.store, row, deps.clock.now());
}
