import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { apiServices, type ApiUsage, type UsageCounts } from '../../../contracts/api-tokens.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { apiCallCounts, apiTokens, creditCharges, generations } from '../../db/schema.ts';
import { flushApiCalls } from '../public-api/api-call-buffer.ts';
import { apiTokenErrors } from './api-token-errors.ts';

const DAY_MS = 86_400_000;
/** A charge that is held or kept is spent; a refunded one is not (settle-charge.ts). */
const SPENT_STATUSES = ['reserved', 'captured'];

const zero = (): UsageCounts => ({ calls: 0, errors: 0, credits: 0 });

function add(into: UsageCounts, more: Partial<UsageCounts>) {
  into.calls += more.calls ?? 0;
  into.errors += more.errors ?? 0;
  into.credits += more.credits ?? 0;
}

/** The window's UTC days, oldest first, ending with today's. */
export function usageWindow(now: Date, days: number) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(today - (days - 1) * DAY_MS);
  const until = new Date(today + DAY_MS);
  const labels = Array.from({ length: days }, (_, i) =>
    new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { from, until, labels };
}

/**
 * Spec §2.10 API management stats: the caller's API calls, errors and credits spent per UTC day
 * of the last `days` days (today included), and the window's totals per token and per service.
 * Only the caller's own tokens count; another user's token id answers 404 like an unknown one.
 * Calls and jobs are read by those tokens, not by account: a team member's token records them
 * on the owner's account (decision 103), and the member must still see their own.
 * Credits are those of jobs the API submitted (generations with a token), by the day the job
 * was submitted, whose charge is kept or still held.
 */
export async function readApiUsage(
  db: Db,
  userId: string,
  query: { days: number; tokenId?: string },
  now: Date,
): Promise<ApiUsage> {
  // This process's buffered calls count at once; another process's within its flush interval.
  await flushApiCalls(db);
  const tokens = await db
    .select({ id: apiTokens.id, name: apiTokens.name, prefix: apiTokens.prefix })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.name));
  const chosen = query.tokenId ? tokens.filter((token) => token.id === query.tokenId) : tokens;
  if (query.tokenId && chosen.length === 0) throw apiTokenErrors.notFound();

  const { from, until, labels } = usageWindow(now, query.days);
  const daily = new Map(labels.map((day) => [day, zero()]));
  const byToken = new Map(chosen.map((token) => [token.id, zero()]));
  const byService = new Map(apiServices.map((service) => [service as StudioTool, zero()]));
  const totals = zero();

  if (chosen.length > 0) {
    const ids = chosen.map((token) => token.id);
    const callDay = sql<string>`to_char(${apiCallCounts.hour} at time zone 'UTC', 'YYYY-MM-DD')`;
    const calls = await db
      .select({
        day: callDay,
        tokenId: apiCallCounts.tokenId,
        service: apiCallCounts.service,
        calls: sql<number>`sum(${apiCallCounts.calls})::int`,
        errors: sql<number>`(coalesce(sum(${apiCallCounts.calls}) filter (where ${apiCallCounts.statusCode} >= 400), 0))::int`,
      })
      .from(apiCallCounts)
      .where(
        and(
          inArray(apiCallCounts.tokenId, ids),
          gte(apiCallCounts.hour, from),
          lt(apiCallCounts.hour, until),
        ),
      )
      .groupBy(callDay, apiCallCounts.tokenId, apiCallCounts.service);

    const jobDay = sql<string>`to_char(${generations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const spent = await db
      .select({
        day: jobDay,
        tokenId: generations.apiTokenId,
        service: generations.tool,
        credits: sql<number>`coalesce(sum(${creditCharges.amount}), 0)::int`,
      })
      .from(generations)
      .innerJoin(creditCharges, eq(creditCharges.generationId, generations.id))
      .where(
        and(
          isNotNull(generations.apiTokenId),
          inArray(generations.apiTokenId, ids),
          inArray(creditCharges.status, SPENT_STATUSES),
          gte(generations.createdAt, from),
          lt(generations.createdAt, until),
        ),
      )
      .groupBy(jobDay, generations.apiTokenId, generations.tool);

    for (const row of [...calls, ...spent]) {
      const counts = {
        calls: 'calls' in row ? row.calls : 0,
        errors: 'errors' in row ? row.errors : 0,
        credits: 'credits' in row ? row.credits : 0,
      };
      const day = daily.get(row.day);
      if (!day) continue;
      add(day, counts);
      add(totals, counts);
      if (row.tokenId) add(byToken.get(row.tokenId) ?? zero(), counts);
      const service = byService.get(row.service as StudioTool);
      if (service) add(service, counts);
    }
  }

  return {
    days: query.days,
    tokenId: query.tokenId ?? null,
    daily: labels.map((day) => ({ day, ...daily.get(day)! })),
    totals,
    byToken: chosen.map((token) => ({
      tokenId: token.id,
      name: token.name,
      prefix: token.prefix,
      ...byToken.get(token.id)!,
    })),
    byService: apiServices.map((service) => ({ service, ...byService.get(service)! })),
  };
}
