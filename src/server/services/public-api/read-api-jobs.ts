import { and, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { StudioTool } from '../../../contracts/studio.ts';
import { creditCharges, generations } from '../../db/schema.ts';
import type { Job } from '../../routes/public-api/v1-schemas.ts';
import {
  itemColumns,
  loadFiles,
  toHistoryItem,
  type GenerationRow,
  type HistoryDeps,
} from '../history/history-items.ts';
import { findOwnedJob } from '../history/status-reads.ts';
import { afterCursor, encodeCursor } from '../history/list-history.ts';
import { inlineResults } from './inline-results.ts';
import { linksExpireAt, toJob } from './job-view.ts';
import { publicApiErrors } from './public-api-errors.ts';
import type { FoundJob } from './count-and-read-job.ts';
import { errors } from '../../http/app-error.ts';

const statusFilter: Record<Job['status'], SQL> = {
  queued: sql`${generations.status} = 'processing' and ${generations.phase} = 'queued'`,
  processing: sql`${generations.status} = 'processing' and ${generations.phase} <> 'queued'`,
  succeeded: sql`${generations.status} = 'success'`,
  failed: sql`${generations.status} = 'failed'`,
  cancelled: sql`${generations.status} = 'cancelled'`,
};

/** Credits each generation holds or kept; a refunded charge counts 0. */
async function creditsOf(deps: HistoryDeps, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await deps.db
    .select({
      generationId: creditCharges.generationId,
      amount: creditCharges.amount,
      status: creditCharges.status,
    })
    .from(creditCharges)
    .where(inArray(creditCharges.generationId, ids));
  return new Map(
    rows.map((row) => [row.generationId!, row.status === 'refunded' ? 0 : row.amount]),
  );
}

/** Generation rows as /v1 jobs, with their credits and signed links, in a few queries. */
export async function toJobs(deps: HistoryDeps, rows: GenerationRow[]): Promise<Job[]> {
  const [files, credits] = await Promise.all([
    loadFiles(deps.db, rows),
    creditsOf(
      deps,
      rows.map((row) => row.id),
    ),
  ]);
  const expireAt = linksExpireAt(deps.store);
  return Promise.all(
    rows.map(async (row) =>
      toJob(
        row,
        await toHistoryItem(deps.store, { ...row, shared: false }, files),
        credits.get(row.id) ?? 0,
        expireAt,
      ),
    ),
  );
}

/**
 * GET /v1/jobs/{id}: one of the account's generations. Another account's id is 404 like an
 * unknown one; a job of a service the token may not use is 403. A job submitted with
 * `return_base64` carries its small results inline (decision 080) on GET /v1/jobs/{id} only:
 * `inline: false` for the other answers that show a job (a `Prefer: wait` submit, a cancel).
 */
export async function readApiJob(
  deps: HistoryDeps,
  caller: { userId: string; services: StudioTool[] },
  id: string,
  /** The job as the call's count read it (decision 107); read here when not given. */
  found?: FoundJob | null,
  options: { inline?: boolean } = {},
): Promise<Job> {
  if (found === null) throw errors.notFound();
  const {
    row: { credits, ...row },
    files,
  } = found ?? (await findOwnedJob(deps.db, caller.userId, id));
  const service = row.tool as StudioTool;
  if (!caller.services.includes(service)) throw publicApiErrors.serviceNotPermitted(service);
  const expireAt = linksExpireAt(deps.store);
  const item = await toHistoryItem(deps.store, { ...row, shared: false }, files);
  const job = toJob(row, item, credits, expireAt);
  return options.inline === false ? job : inlineResults(deps.store, row, files, job);
}

/**
 * GET /v1/jobs: the account's jobs submitted through the API, newest first, in the services the
 * token may use; keyset paging on (created_at, id) like the history.
 */
export async function listApiJobs(
  deps: HistoryDeps,
  caller: { userId: string; services: StudioTool[] },
  query: { service?: StudioTool; status?: Job['status']; limit: number; cursor?: string },
): Promise<{ items: Job[]; next_cursor: string | null }> {
  if (query.service && !caller.services.includes(query.service)) {
    throw publicApiErrors.serviceNotPermitted(query.service);
  }
  const conditions: SQL[] = [
    eq(generations.userId, caller.userId),
    isNotNull(generations.apiTokenId),
    query.service
      ? eq(generations.tool, query.service)
      : inArray(generations.tool, caller.services),
  ];
  if (query.status) conditions.push(statusFilter[query.status]);
  if (query.cursor) conditions.push(...afterCursor(query.cursor));
  const rows = await deps.db
    .select({ ...itemColumns, cursorAt: sql<string>`${generations.createdAt}::text` })
    .from(generations)
    .where(and(...conditions))
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await toJobs(deps, page),
    next_cursor:
      rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
