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

/**
 * Public API calls in one insert, for the usage statistics of API management (decision 023);
 * the API's guard hands them over in batches (`api-call-buffer.ts`, decision 069).
 */
export async function recordApiCalls(db: Db, calls: ApiCallRecord[]): Promise<void> {
  if (calls.length === 0) return;
  // One parameter per column (sql.param keeps an array whole), whatever the batch's size.
  const column = <T>(pick: (call: ApiCallRecord) => T) => sql.param(calls.map(pick));
  // A token deleted since its calls were buffered takes its rows with it (its foreign key
  // cascades), so those rows are skipped rather than failing the whole batch.
  await db.execute(sql`
    insert into api_calls (token_id, user_id, service, operation, status_code, error_code, created_at)
    select c.* from unnest(
      ${column((call) => call.tokenId)}::uuid[], ${column((call) => call.userId)}::uuid[],
      ${column((call) => call.service)}::text[], ${column((call) => call.operation)}::text[],
      ${column((call) => call.statusCode)}::int[], ${column((call) => call.errorCode)}::text[],
      ${column((call) => call.at.toISOString())}::timestamptz[]
    ) as c(token_id, user_id, service, operation, status_code, error_code, created_at)
    where exists (select 1 from api_tokens t where t.id = c.token_id)`);
}
