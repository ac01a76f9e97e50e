import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { apiTokens, subscriptions, users } from '../../db/schema.ts';
import { cached } from '../auth/auth-cache.ts';
import { effectivePeriod } from '../billing/current-plan.ts';
import { findPlan } from '../billing/read-plans.ts';
import { teamAccountOf } from '../teams/resolve-account.ts';
import { apiTokenErrors } from './api-token-errors.ts';
import { hashMatches, prefixOf } from './token-secrets.ts';

/** How stale `last_used_at` may get before a call writes it again. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiCaller {
  tokenId: string;
  /** The account the token acts on: a team's owner for a member's token (decision 103). */
  userId: string;
  /** The token's holder when that is a team member acting on `userId` (decision 103). */
  actorId?: string;
  services: StudioTool[];
  rateLimitPerMinute: number;
  /** When the token was made: a request without Kieu-Version is pinned to the version then. */
  createdAt: Date;
}

/** The token, its account's state and subscription: one query, kept AUTH_CACHE_TTL_MS. */
function readToken(db: Db, prefix: string, ttlMs: number) {
  return cached(
    `api-token:${prefix}`,
    ttlMs,
    (row) => row.token.userId,
    async () => {
      const [row] = await db
        .select({
          token: apiTokens,
          disabled: users.isDisabled,
          closingAt: users.closingAt,
          subscription: subscriptions,
        })
        .from(apiTokens)
        .innerJoin(users, eq(users.id, apiTokens.userId))
        .leftJoin(subscriptions, eq(subscriptions.userId, apiTokens.userId))
        .where(eq(apiTokens.prefix, prefix));
      return row ?? null;
    },
  );
}

/**
 * The caller behind `Authorization: Bearer ks_live_…` for the public API: 401 for a missing,
 * malformed, unknown, regenerated (old value), disabled or deleted token, a disabled account,
 * or a plan that lost API access. Records the token's last use (to the minute). What it reads
 * is kept `ttlMs` in this process (decision 069); the hash and the plan's period are checked on
 * every call.
 */
export async function authenticateApiToken(
  db: Db,
  header: string | undefined,
  now: Date,
  ttlMs = 0,
): Promise<ApiCaller> {
  const value = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  const prefix = prefixOf(value);
  if (!prefix) throw apiTokenErrors.unauthorized();
  const row = await readToken(db, prefix, ttlMs);
  // A closing account's tokens are refused at once and work again after an undo (decision 056).
  if (
    !row ||
    !hashMatches(value, row.token.secretHash) ||
    !row.token.active ||
    row.disabled ||
    row.closingAt
  ) {
    throw apiTokenErrors.unauthorized();
  }
  // A member's token acts on the team's account under its plan (decision 103), cached like the
  // token and forgotten in every process when the membership changes (decision 107).
  const team = await teamAccountOf(db, row.token.userId, now, ttlMs);
  const planId = effectivePeriod(row.subscription ?? undefined, now)?.planId ?? 'free';
  const plan =
    team?.plan ??
    (await cached(
      `plan:${planId}`,
      ttlMs,
      () => '',
      () => findPlan(db, planId),
    ));
  if (!plan) throw new Error(`plan ${planId} is missing from the plans table`);
  if (!plan.apiAccess) throw apiTokenErrors.unauthorized();
  // At most one write a minute per token, across processes (the condition is in the statement):
  // the list shows the day, and every call of a busy integration would otherwise write the row.
  const last = row.token.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - last >= LAST_USED_RESOLUTION_MS) {
    row.token.lastUsedAt = now;
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, row.token.id),
          or(
            isNull(apiTokens.lastUsedAt),
            lt(apiTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
          ),
        ),
      );
  }
  return {
    tokenId: row.token.id,
    userId: team?.owner.id ?? row.token.userId,
    ...(team ? { actorId: row.token.userId } : {}),
    services: row.token.services as StudioTool[],
    rateLimitPerMinute: row.token.rateLimitPerMinute,
    createdAt: new Date(row.token.createdAt),
  };
}
