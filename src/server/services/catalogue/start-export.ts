import { and, count, eq, inArray } from 'drizzle-orm';
import type { ExportRequest } from '../../../contracts/catalogue.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import { catalogueExports, users } from '../../db/schema.ts';
import { AppError, type Lang } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { queueExecutor } from '../generation/queue-in-transaction.ts';
import { toExportView } from './catalogue-export-view.ts';
import { resolveExportSource } from './resolve-export-source.ts';
import { reviewExportSource } from './review-export-source.ts';

export const CATALOGUE_EXPORT_JOB = 'catalogue-export';

/** At most this many exports of one account are queued or running at once. */
export const MAX_OPEN_EXPORTS = 2;
const EXPORT_RETRY_AFTER_SECONDS = 30;

export interface ExportCaller {
  userId: string;
  lang: Lang;
  apiTokenId?: string | null;
  webhookUrl?: string | null;
  /** An API token's services: the results it may export (none from the studio). */
  services?: readonly StudioTool[];
}

/**
 * POST /catalogue/exports (and /v1/exports): resolves the results, then inserts the row and
 * sends the `catalogue-export` job in one transaction, so a row never waits on a job that was
 * not sent. The user's row is locked first, so parallel requests count open exports one after
 * the other and a third one is refused (429) rather than slipping through. Results that need a
 * seller's review are left out, or the request refused, first (`reviewExportSource`, issue 41).
 */
export async function startExport(
  deps: { db: Db; queue: Queue; store: ObjectStore; clock: Clock },
  caller: ExportCaller,
  request: ExportRequest,
) {
  const resolved = await resolveExportSource(deps.db, caller.userId, request, caller.services);
  // Issue 41: results that need review are left out (or refused) before anything is written.
  const { generationIds, leftOut } = await reviewExportSource(
    deps.db,
    caller.userId,
    resolved.generationIds,
    request.preset,
    request.needsReview,
  );
  const source = { ...resolved, generationIds };
  const row = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('update');
    const [open] = await tx
      .select({ n: count() })
      .from(catalogueExports)
      .where(
        and(
          eq(catalogueExports.userId, caller.userId),
          inArray(catalogueExports.status, ['queued', 'running']),
        ),
      );
    if ((open?.n ?? 0) >= MAX_OPEN_EXPORTS) {
      throw new AppError(
        429,
        'too_many_exports',
        localize('catalogueExport.error.tooManyOpen', { max: MAX_OPEN_EXPORTS }),
        { max: MAX_OPEN_EXPORTS, retry_after_seconds: EXPORT_RETRY_AFTER_SECONDS },
        // An export of a few images takes seconds; a large one minutes.
        { 'retry-after': String(EXPORT_RETRY_AFTER_SECONDS) },
      );
    }
    const [inserted] = await tx
      .insert(catalogueExports)
      .values({
        userId: caller.userId,
        preset: request.preset,
        generationIds: source.generationIds,
        batchId: source.batchId,
        language: caller.lang,
        apiTokenId: caller.apiTokenId ?? null,
        webhookUrl: caller.webhookUrl ?? null,
        createdAt: deps.clock.now(),
      })
      .returning();
    await deps.queue.send(
      CATALOGUE_EXPORT_JOB,
      { exportId: inserted!.id },
      { db: queueExecutor(tx) },
    );
    return inserted!;
  });
  return {
    export: await toExportView(deps.store, row, deps.clock.now()),
    left_out: { needs_review: leftOut.length, generation_ids: leftOut },
  };
}
