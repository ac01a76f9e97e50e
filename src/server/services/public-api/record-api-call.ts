import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

export interface ApiCallRecord {
  tokenId: string;
  userId: string;
  service: string | null;
  operation: string;
  statusCode: number;
  errorCode: string | null;
  at: Date;
}

const HOUR_MS = 3_600_000;

/** A row of api_call_counts: calls of one token with one outcome in one UTC hour. */
interface CallCount extends Omit<ApiCallRecord, 'at'> {
  hour: Date;
  calls: number;
}

/** The calls summed per token, hour and outcome, in the order of their key. */
export function countCalls(calls: ApiCallRecord[]): CallCount[] {
  const counts = new Map<string, CallCount>();
  for (const { at, ...call } of calls) {
    const hour = new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
    const key = JSON.stringify([
      call.tokenId,
      hour.getTime(),
      call.service,
      call.operation,
      call.statusCode,
      call.errorCode,
    ]);
    const counted = counts.get(key);
    if (counted) counted.calls += 1;
    else counts.set(key, { ...call, hour, calls: 1 });
  }
  // One order for every process: two batches that add to the same rows lock them in the same
  // order, so they wait for each other instead of deadlocking.
  return [...counts.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, count]) => count);
}

/**
 * Public API calls added to the usage statistics of API management in one upsert (decision
 * 137): a batch of calls becomes a few rows of counts per token, hour and outcome. The API's
 * guard hands them over in batches (`api-call-buffer.ts`, decision 069).
 */
export async function recordApiCalls(db: Db, calls: ApiCallRecord[]): Promise<void> {
  if (calls.length === 0) return;
  const counts = countCalls(calls);
  // One parameter per column (sql.param keeps an array whole), whatever the batch's size.
  const column = <T>(pick: (count: CallCount) => T) => sql.param(counts.map(pick));
  // A token deleted since its calls were buffered takes its counts with it (its foreign key
  // cascades), so those calls are skipped rather than failing the whole batch.
  await db.execute(sql`
    insert into api_call_counts (token_id, user_id, hour, service, operation, status_code, error_code, calls)
    select c.* from unnest(
      ${column((count) => count.tokenId)}::uuid[], ${column((count) => count.userId)}::uuid[],
      ${column((count) => count.hour.toISOString())}::timestamptz[],
      ${column((count) => count.service)}::text[], ${column((count) => count.operation)}::text[],
      ${column((count) => count.statusCode)}::int[], ${column((count) => count.errorCode)}::text[],
      ${column((count) => count.calls)}::int[]
    ) as c(token_id, user_id, hour, service, operation, status_code, error_code, calls)
    where exists (select 1 from api_tokens t where t.id = c.token_id)
    on conflict on constraint api_call_counts_key
    do update set calls = api_call_counts.calls + excluded.calls`);
}
