import { eq } from 'drizzle-orm';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { apiTokens, users } from '../../db/schema.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { apiTokenErrors } from './api-token-errors.ts';
import { hashMatches, prefixOf } from './token-secrets.ts';

/** How stale `last_used_at` may get before a call writes it again. */
const LAST_USED_RESOLUTION_MS = 60_000;

export interface ApiCaller {
  tokenId: string;
  userId: string;
  services: StudioTool[];
  rateLimitPerMinute: number;
}

/**
 * The caller behind `Authorization: Bearer ks_live_…` for the public API: 401 for a missing,
 * malformed, unknown, regenerated (old value), disabled or deleted token, a disabled account,
 * or a plan that lost API access. Records the token's last use (to the minute).
 */
export async function authenticateApiToken(
  db: Db,
  header: string | undefined,
  now: Date,
): Promise<ApiCaller> {
  const value = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  const prefix = prefixOf(value);
  if (!prefix) throw apiTokenErrors.unauthorized();
  const [row] = await db
    .select({ token: apiTokens, disabled: users.isDisabled, closingAt: users.closingAt })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.prefix, prefix));
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
  const { plan } = await readCurrentPlan(db, row.token.userId, now);
  if (!plan.apiAccess) throw apiTokenErrors.unauthorized();
  // At most one write a minute per token: the list shows the day, and every call of a busy
  // integration would otherwise write the same row.
  const last = row.token.lastUsedAt?.getTime() ?? 0;
  if (now.getTime() - last >= LAST_USED_RESOLUTION_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.token.id));
  }
  return {
    tokenId: row.token.id,
    userId: row.token.userId,
    services: row.token.services as StudioTool[],
    rateLimitPerMinute: row.token.rateLimitPerMinute,
  };
}
