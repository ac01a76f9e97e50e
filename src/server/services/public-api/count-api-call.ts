import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { apiRateWindows } from '../../db/schema.ts';

const MINUTE_MS = 60_000;

/**
 * The count-and-check upsert: adds one to the token's row for this calendar minute only while it
 * is under the limit, answering the new count (no row when refused).
 */
export const countUpsert = (db: Db) =>
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
    .returning({ count: apiRateWindows.count });

/** The upsert prepared once per database (decision 075). */
const countStatement = preparedPerDatabase('count_api_call', (db, name) =>
  countUpsert(db).prepare(name),
);

/** The calendar minute `now` falls in, the key of the token's count. */
export function minuteOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS);
}

/** A counted call: whether it may go on, and the token's minute as the rate-limit headers say it. */
export interface CountedCall {
  allowed: boolean;
  /** Calls left in this minute after this one (0 when refused). */
  remaining: number;
  /** Seconds until this minute's count starts again. */
  resetSeconds: number;
  /** Seconds to wait when refused; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Counts one call of a token against its requests per minute (spec §9). One upsert adds to the
 * token's row for this calendar minute only while it is under the limit, so the check and the
 * count are one atomic statement: racing calls on any number of API processes let exactly
 * `limit` through in a minute. A refused call is not counted.
 * @example const { allowed, remaining, resetSeconds } = await countApiCall(db, tokenId, 60, now);
 */
export async function countApiCall(
  db: Db,
  tokenId: string,
  limit: number,
  now: Date,
): Promise<CountedCall> {
  const windowStart = minuteOf(now);
  const counted = await countStatement(db).execute({ tokenId, windowStart, limit });
  return countedCall(counted[0]?.count, limit, now);
}

/** The call's standing from the upsert's new count (undefined: refused, not counted). */
export function countedCall(count: number | undefined, limit: number, now: Date): CountedCall {
  const nextWindow = minuteOf(now).getTime() + MINUTE_MS;
  const resetSeconds = Math.max(1, Math.ceil((nextWindow - now.getTime()) / 1000));
  if (count !== undefined) {
    const remaining = Math.max(0, limit - count);
    return { allowed: true, remaining, resetSeconds, retryAfterSeconds: 0 };
  }
  return { allowed: false, remaining: 0, resetSeconds, retryAfterSeconds: resetSeconds };
}

/** Minutes that have passed matter to no one; the cleanup job removes those over an hour old. */
export async function pruneApiCallCounts(db: Db, now: Date): Promise<number> {
  const removed = await db
    .delete(apiRateWindows)
    .where(lt(apiRateWindows.windowStart, new Date(now.getTime() - 60 * MINUTE_MS)))
    .returning({ tokenId: apiRateWindows.tokenId });
  return removed.length;
}
