import { sql } from 'drizzle-orm';
import { coalesced } from '../../db/coalesced.ts';
import type { Db } from '../../db/database.ts';
import { leanPrepared, leanStatement } from '../../db/lean-prepared.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { apiRateWindows } from '../../db/schema.ts';
import { uuidPattern, withFiles, type FileRow } from '../history/history-items.ts';
import { jobColumns, ownedRowOfCall, type FoundStatus } from '../history/status-reads.ts';
import { countedCall, minuteOf, type CountedCall } from './count-api-call.ts';

/** A job as its read found it: the row with its credits, and the files it refers to. */
export interface FoundJob {
  row: FoundStatus['row'] & { credits: number };
  files: Map<string, FileRow>;
}

/** No generation has this id: a malformed one is still counted, and then answers 404. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/** One call of the job read: the token that counts it, its minute and the job it asks for. */
export interface JobAsk {
  tokenId: string;
  limit: number;
  userId: string;
  id: string;
  windowStart: Date;
}

/**
 * Decision 107 (issue 44): GET /v1/jobs/{id} counts the call and reads the job in one statement;
 * decision 139: one statement for every call that waited for the last.
 * - `minutes`: each token minute of the batch once, with its calls and its limit. The upsert is a
 *   data-modifying CTE, which PostgreSQL runs exactly once whatever the select does. It adds the
 *   minute's calls to its row while the row is under the limit, in one order of rows in every
 *   batch (so two batches never wait on each other's rows crosswise), and stays exact across
 *   processes.
 * - `calls`: each call, left-joined to its minute's new count (none: refused) and to its job
 *   (null columns: not the caller's) by `ownedRowOfCall`.
 * The batch comes as JSON, not arrays: PostgreSQL sizes an unnested array parameter from its
 * value, so every call was planned again for its own batch size (a custom plan each time).
 */
const countedJobFields = {
  call: sql<number>`"calls"."call"`,
  count: sql<number | null>`"counted"."count"`,
  ...jobColumns,
};
export const countedJobStatement = () =>
  sql`with "minutes" as (select * from json_to_recordset(${sql.placeholder('minutes')}::json) as "minutes"("token_id" uuid, "window_start" timestamptz, "calls" int, "limit" int)), "counted" as (insert into ${apiRateWindows} as "w" ("token_id", "window_start", "count") select "token_id", "window_start", "calls" from "minutes" order by "token_id", "window_start" on conflict ("token_id", "window_start") do update set "count" = "w"."count" + excluded."count" where "w"."count" < (select "minutes"."limit" from "minutes" where "minutes"."token_id" = excluded."token_id" and "minutes"."window_start" = excluded."window_start") returning "token_id", "window_start", "count") select "calls"."call", "counted"."count", "found".* from json_to_recordset(${sql.placeholder('calls')}::json) as "calls"("call" int, "token_id" uuid, "window_start" timestamptz, "id" uuid, "user_id" uuid) left join "counted" on "counted"."token_id" = "calls"."token_id" and "counted"."window_start" = "calls"."window_start" left join lateral (${ownedRowOfCall(jobColumns)}) as "found" on true`;

const minuteKey = (ask: JobAsk) => `${ask.tokenId} ${ask.windowStart.getTime()}`;

/** A token minute of a batch: its calls, and the lowest limit they were asked under. */
interface Minute {
  token_id: string;
  window_start: Date;
  calls: number;
  limit: number;
}

/** Each token minute of the batch once, by `minuteKey`. */
function minutesOf(asks: JobAsk[]): Map<string, Minute> {
  const minutes = new Map<string, Minute>();
  for (const ask of asks) {
    const key = minuteKey(ask);
    const minute = minutes.get(key);
    if (!minute) {
      const { tokenId: token_id, windowStart: window_start, limit } = ask;
      minutes.set(key, { token_id, window_start, calls: 1, limit });
    } else {
      minute.calls += 1;
      minute.limit = Math.min(minute.limit, ask.limit);
    }
  }
  return minutes;
}

/** The statement's values for a batch of calls: its token minutes, then each call. */
export function jobBatchValues(
  asks: JobAsk[],
  minutes = minutesOf(asks),
): { minutes: string; calls: string } {
  const calls = asks.map((ask, i) => ({
    call: i + 1,
    token_id: ask.tokenId,
    window_start: ask.windowStart,
    id: ask.id,
    user_id: ask.userId,
  }));
  return { minutes: JSON.stringify([...minutes.values()]), calls: JSON.stringify(calls) };
}

type JobRow = FoundJob['row'] & { files: FileRow[] | null };
type CountedJobRow = JobRow & { call: number; count: number | null };

/**
 * Each call's row, and its place in its token minute: the batch's n calls of one minute took the
 * count from `count - n` to `count`, in the order they came, so the k-th of them is call
 * `count - n + k`. Past the limit it is refused. Those refused calls stay counted (decision
 * 139), so a minute's count can pass the limit by less than one batch, and the next call is
 * refused all the same.
 */
function placed(asks: JobAsk[], rows: CountedJobRow[], minutes: Map<string, Minute>) {
  const byCall = new Array<CountedJobRow>(asks.length);
  for (const row of rows) byCall[row.call - 1] = row;
  const taken = new Map<string, number>();
  return asks.map((ask, i) => {
    const { call: _call, count, ...row } = byCall[i]!;
    const key = minuteKey(ask);
    const before = taken.get(key) ?? 0;
    taken.set(key, before + 1);
    const place = count === null ? null : count - minutes.get(key)!.calls + before + 1;
    return { place: place !== null && place <= ask.limit ? place : undefined, row };
  });
}

// Run without drizzle's execute (decision 138): the hottest statement of the public API.
const countedJobReads = preparedPerDatabase('count_and_read_jobs', (db, name) => {
  const statement = leanPrepared<CountedJobRow>(
    db,
    name,
    leanStatement(countedJobStatement()),
    countedJobFields,
  );
  return coalesced(async (asks: JobAsk[]) => {
    const minutes = minutesOf(asks);
    return placed(asks, await statement.execute(jobBatchValues(asks, minutes)), minutes);
  });
});

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
  const { place, row } = await countedJobReads(db)({
    ...caller,
    id: uuidPattern.test(id) ? id : NO_ID,
    windowStart: minuteOf(now),
  });
  const counted = countedCall(place, caller.limit, now);
  if (place === undefined || row.id === null) return { counted, job: null };
  return { counted, job: withFiles(row) as FoundJob };
}
