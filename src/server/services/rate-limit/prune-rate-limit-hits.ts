import { lt } from 'drizzle-orm';
import { RATE_LIMIT_HIT_RETENTION_HOURS } from '../../../contracts/retention.ts';
import type { Db } from '../../db/database.ts';
import { rateLimitHits } from '../../db/schema.ts';

/**
 * Drops rate-limit hits older than their retention (decision 058), in every bucket. Their
 * subject is an HMAC of an IP address or e-mail: personal data kept only while a limit reads it.
 * A request prunes only its own bucket, so a bucket nobody calls again would keep its rows.
 * @returns how many rows were dropped.
 */
export async function pruneRateLimitHits(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - RATE_LIMIT_HIT_RETENTION_HOURS * 3600_000);
  const dropped = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, before))
    .returning({ id: rateLimitHits.id });
  return dropped.length;
}
