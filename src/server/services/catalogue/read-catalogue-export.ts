import { and, eq, inArray } from 'drizzle-orm';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { catalogueExports, generations } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { publicApiErrors } from '../public-api/public-api-errors.ts';
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
 * GET /v1/exports/{id}: an export of the account (decision 129: scopes are per account, so any
 * of its tokens, and the studio's exports too); another account's and an unknown id are the same
 * 404. The ZIP holds results, so the token needs the service of each (403 as `GET /v1/jobs/{id}`
 * answers a job of a service it lacks).
 */
export async function readApiExport(
  deps: { db: Db; store: ObjectStore; clock: Clock },
  caller: { userId: string; services: readonly StudioTool[] },
  id: string,
) {
  if (!uuidPattern.test(id)) throw errors.notFound();
  const [row] = await deps.db
    .select()
    .from(catalogueExports)
    .where(and(eq(catalogueExports.userId, caller.userId), eq(catalogueExports.id, id)));
  if (!row) throw errors.notFound();
  const ids = row.generationIds as string[];
  const tools = ids.length
    ? await deps.db
        .selectDistinct({ tool: generations.tool })
        .from(generations)
        .where(and(eq(generations.userId, caller.userId), inArray(generations.id, ids)))
    : [];
  const refused = tools.find(({ tool }) => !caller.services.includes(tool as StudioTool));
  if (refused) throw publicApiErrors.serviceNotPermitted(refused.tool as StudioTool);
  return toExportView(deps.store, row, deps.clock.now());
}
