import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { EXPORT_MAX_RESULTS, type ExportRequest } from '../../../contracts/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { catalogueBatches, generations } from '../../db/schema.ts';
import { AppError, errors } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { publicApiErrors } from '../public-api/public-api-errors.ts';

export const exportErrors = {
  empty: () => new AppError(422, 'export_empty', localize('catalogueExport.error.empty')),
  notExportable: (ids: string[]) =>
    new AppError(
      422,
      'export_results_not_exportable',
      localize('catalogueExport.error.notExportable'),
      {
        generation_ids: ids,
      },
    ),
  tooManyResults: () =>
    new AppError(
      422,
      'export_too_many_results',
      localize('catalogueExport.error.tooManyResults', { max: EXPORT_MAX_RESULTS }),
    ),
};

const exportable = and(
  eq(generations.status, 'success'),
  eq(generations.resultMediaType, 'image'),
  sql`${generations.resultFileId} is not null`,
);

/**
 * The generations an export packs, in order: a batch's successful cells, the account's
 * successful try-ons labelled with a SKU, or a chosen list from history (every id the user's
 * and exportable, else 404 or 422 naming them). Nothing found is a 422.
 *
 * `services` is an API token's list: the export is a way to download results, so it reaches
 * only the services the token may read (403 as `GET /v1/jobs/{id}` answers); the studio passes
 * none.
 */
export async function resolveExportSource(
  db: Db,
  userId: string,
  request: ExportRequest,
  services?: readonly StudioTool[],
): Promise<{ generationIds: string[]; batchId: string | null }> {
  const permit = (tool: StudioTool) => {
    if (services && !services.includes(tool)) throw publicApiErrors.serviceNotPermitted(tool);
  };
  if (request.batchId || request.sku) permit('virtual-tryon');
  if (request.batchId) {
    const [batch] = await db
      .select({ id: catalogueBatches.id })
      .from(catalogueBatches)
      .where(and(eq(catalogueBatches.id, request.batchId), eq(catalogueBatches.userId, userId)));
    if (!batch) throw errors.notFound();
    const rows = await db
      .select({ id: generations.id })
      .from(generations)
      .where(and(eq(generations.batchId, batch.id), eq(generations.userId, userId), exportable))
      .orderBy(asc(generations.createdAt), asc(generations.id));
    return { generationIds: checked(rows.map((row) => row.id)), batchId: batch.id };
  }
  if (request.sku) {
    const rows = await db
      .select({ id: generations.id })
      .from(generations)
      .where(
        and(
          eq(generations.userId, userId),
          eq(generations.tool, 'virtual-tryon'),
          sql`${generations.catalogue}->>'sku' = ${request.sku}`,
          exportable,
        ),
      )
      .orderBy(asc(generations.createdAt), asc(generations.id));
    return { generationIds: checked(rows.map((row) => row.id)), batchId: null };
  }
  const ids = [...new Set(request.generationIds ?? [])];
  const rows = ids.length
    ? await db
        .select({
          id: generations.id,
          tool: generations.tool,
          status: generations.status,
          mediaType: generations.resultMediaType,
          resultFileId: generations.resultFileId,
        })
        .from(generations)
        .where(and(eq(generations.userId, userId), inArray(generations.id, ids)))
    : [];
  if (rows.length !== ids.length) throw errors.notFound();
  for (const row of rows) permit(row.tool as StudioTool);
  const refused = rows
    .filter((row) => row.status !== 'success' || row.mediaType !== 'image' || !row.resultFileId)
    .map((row) => row.id);
  if (refused.length > 0) throw exportErrors.notExportable(refused);
  return { generationIds: checked(ids), batchId: null };
}

function checked(ids: string[]) {
  if (ids.length === 0) throw exportErrors.empty();
  if (ids.length > EXPORT_MAX_RESULTS) throw exportErrors.tooManyResults();
  return ids;
}
