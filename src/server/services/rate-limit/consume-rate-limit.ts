import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimitHits } from '../../db/schema.ts';

export interface RateLimitRule {
  /** What is limited, e.g. 'contact' or 'login'. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Whole seconds until a slot frees up; 0 when allowed. */
  retryAfterSeconds: number;
  /** The hit counted when allowed, for `releaseRateLimit`. */
  hitId?: number;
}

export interface RateLimitDeps {
  db: Db;
  /** Keys (addresses, emails) are stored as an HMAC under this secret, never in the clear. */
  secret: string;
}

const subjectOf = (secret: string, key: string) =>
  createHmac('sha256', secret).update(key).digest('base64url');

/**
 * Counts one request of `key` against a sliding window kept in the database, so several API
 * processes enforce one limit. Requests of the same key take a transaction-scoped advisory lock,
 * so two racing requests cannot both take the last slot; a refused request is not counted.
 * Call it before the work it guards (decision 031), never after.
 * @example const { allowed } = await consumeRateLimit(deps, { bucket: 'contact', limit: 5, windowSeconds: 600 }, ip);
 */
export async function consumeRateLimit(
  deps: RateLimitDeps,
  rule: RateLimitRule,
  key: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const subject = subjectOf(deps.secret, key);
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  await pruneExpired(deps.db, rule.bucket, since);
  return deps.db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${rule.bucket}:${subject}`}, 0))`,
    );
    const recent = await hitsSince(tx, rule.bucket, subject, since);
    if (recent.length >= rule.limit) {
      return { allowed: false, retryAfterSeconds: retryAfter(recent, rule, now) };
    }
    const [hit] = await tx
      .insert(rateLimitHits)
      .values({ bucket: rule.bucket, subject, createdAt: now })
      .returning({ id: rateLimitHits.id });
    return { allowed: true, retryAfterSeconds: 0, hitId: hit!.id };
  });
}

/**
 * Gives back a slot `consumeRateLimit` took: an attempt reserved before it was checked that
 * turned out not to count (decision 031: only failures count).
 */
export async function releaseRateLimit(deps: RateLimitDeps, hitId: number): Promise<void> {
  await deps.db.delete(rateLimitHits).where(eq(rateLimitHits.id, hitId));
}

/** Forgets every hit of `key` under the rule, e.g. the wrong codes once a new code is sent. */
export async function clearRateLimit(
  deps: RateLimitDeps,
  rule: RateLimitRule,
  key: string,
): Promise<void> {
  const subject = subjectOf(deps.secret, key);
  await deps.db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, rule.bucket), eq(rateLimitHits.subject, subject)));
}

/**
 * Whether `key` would be refused right now, without counting a hit: lets a route refuse early,
 * before reading a large body.
 */
export async function peekRateLimit(
  deps: RateLimitDeps,
  rule: RateLimitRule,
  key: string,
  now = new Date(),
): Promise<RateLimitResult> {
  const subject = subjectOf(deps.secret, key);
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  // Refused requests are never stored, so a key has at most `limit` rows in its window.
  const recent = await hitsSince(deps.db, rule.bucket, subject, since);
  if (recent.length < rule.limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: retryAfter(recent, rule, now) };
}

/**
 * Hits older than the window no longer matter to anyone in the bucket. Rows another request is
 * already deleting are skipped, so concurrent prunes never wait on each other.
 */
async function pruneExpired(db: Db, bucket: string, since: Date) {
  const expired = db
    .select({ id: rateLimitHits.id })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.createdAt, since)))
    .limit(500)
    .for('update', { skipLocked: true });
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, expired));
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function hitsSince(db: Db | Tx, bucket: string, subject: string, since: Date) {
  return db
    .select({ id: rateLimitHits.id, createdAt: rateLimitHits.createdAt })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, bucket),
        eq(rateLimitHits.subject, subject),
        gt(rateLimitHits.createdAt, since),
      ),
    )
    .orderBy(desc(rateLimitHits.createdAt), desc(rateLimitHits.id));
}

/** A slot frees when the limit-th newest hit leaves the window. */
function retryAfter(newestFirst: { createdAt: Date }[], rule: RateLimitRule, now: Date): number {
  const blocking = newestFirst[rule.limit - 1] ?? newestFirst.at(-1);
  if (!blocking) return 1;
  const freesAt = blocking.createdAt.getTime() + rule.windowSeconds * 1000;
  return Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000));
}
