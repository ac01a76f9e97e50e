import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase, UNNAMED } from '../../db/prepared.ts';
import { apiRateWindows } from '../../db/schema.ts';

const MINUTE_MS = 60_000;

/** The count-and-check upsert, prepared once per database (decision 075). */
const countStatement = preparedPerDatabase((db) =>
  db
    .insert(apiRateWindows)
    .values({
      tokenId: sql.placeholder('tokenId'),
      windowStart: sql.placeholder('windowStart'),
      count: 1,
    })
    .onConflictDoUpdate({
      target: [apiRateWindows.tokenId, apiRateWindows.windowStart],
      set: { count: sql`${apiRateWindows.count} + 1` },
      setWhere: sql`${apiRateWindows.count} < ${sql.placeholder('limit')}`,
    })
    .returning({ count: apiRateWindows.count })
    .prepare(UNNAMED),
);

/**
 * Counts one call of a token against its requests per minute (spec §9). One upsert adds to the
 * token's row for this calendar minute only while it is under the limit, so the check and the
 * count are one atomic statement: racing calls on any number of API processes let exactly
 * `limit` through in a minute. A refused call is not counted.
 * @example const { allowed, retryAfterSeconds } = await countApiCall(db, tokenId, 60, now);
 */
export async function countApiCall(
  db: Db,
  tokenId: string,
  limit: number,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowStart = new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
  const counted = await countStatement(db).execute({ tokenId, windowStart, limit });
  if (counted.length > 0) return { allowed: true, retryAfterSeconds: 0 };
  const nextWindow = windowStart.getTime() + MINUTE_MS;
  return {
    allowed: false,
    retryAfterSeconds: Math.max(1, Math.ceil((nextWindow - now.getTime()) / 1000)),
  };
}

/** Minutes that have passed matter to no one; the cleanup job removes those over an hour old. */
export async function pruneApiCallCounts(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(apiRateWindows)
    .where(lt(apiRateWindows.windowStart, new Date(now.getTime() - 60 * MINUTE_MS)))
    .returning({ tokenId: apiRateWindows.tokenId });
  return removed.length;
}
