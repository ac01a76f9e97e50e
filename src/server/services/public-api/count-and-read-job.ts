import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { leanPrepared } from '../../db/lean-prepared.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { generations } from '../../db/schema.ts';
import {
  jobColumns,
  uuidPattern,
  withFiles,
  type FileRow,
  type FoundStatus,
} from '../history/history-items.ts';
import { countedCall, countUpsert, minuteOf, type CountedCall } from './count-api-call.ts';

/** A job as its read found it: the row with its credits, and the files it refers to. */
export interface FoundJob {
  row: FoundStatus['row'] & { credits: number };
  files: Map<string, FileRow>;
}

/** No generation has this id: a malformed one is still counted, and then answers 404. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * Decision 107 (issue 44): GET /v1/jobs/{id} counts the call and reads the job in one statement.
 * The count's upsert is a data-modifying CTE, which PostgreSQL runs exactly once whatever the
 * select does, so the limit stays exact across processes; the job is left-joined to it, so an
 * allowed call always answers one row (the job's columns null when it is not the caller's) and a
 * refused call none.
 */
const countedJobFields = { calls: sql<number>`"counted"."count"`.mapWith(Number), ...jobColumns };
export const countedJobReadQuery = (db: Db) => {
  const counted = db.$with('counted').as(countUpsert(db) as never);
  return db
    .with(counted)
    .select(countedJobFields)
    .from(counted)
    .leftJoin(
      generations,
      and(
        eq(generations.id, sql.placeholder('id')),
        eq(generations.userId, sql.placeholder('userId')),
      ),
    );
};
// Run without drizzle's execute (decision 138): the hottest statement of the public API.
const countedJobRead = preparedPerDatabase('count_and_read_job', (db, name) =>
  leanPrepared(db, name, countedJobReadQuery(db), countedJobFields),
);

/**
 * Counts one call of the token (as `countApiCall`) and reads the caller's job `id` with it.
 * `job` is null when the call was refused or the job is not the caller's.
 * @example const { counted, job } = await countAndReadJob(db, { tokenId, limit, userId }, id, now);
 */
export async function countAndReadJob(
  db: Db,
  caller: { tokenId: string; limit: number; userId: string },
  id: string,
  now: Date,
): Promise<{ counted: CountedCall; job: FoundJob | null }> {
  const [row] = await countedJobRead(db).execute({
    tokenId: caller.tokenId,
    windowStart: minuteOf(now),
    limit: caller.limit,
    id: uuidPattern.test(id) ? id : NO_ID,
    userId: caller.userId,
  });
  const counted = countedCall(row?.calls, caller.limit, now);
  if (!row || row.id === null) return { counted, job: null };
  const { calls: _calls, ...found } = row;
  return {
    counted,
    job: withFiles(found as typeof found & FoundJob['row']) as FoundJob,
  };
}
