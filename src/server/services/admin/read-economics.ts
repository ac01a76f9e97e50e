import { and, eq, sql } from 'drizzle-orm';
import type { EconomicsStatistics } from '../../../contracts/admin-economics.ts';
import type { StatisticsQuery } from '../../../contracts/admin.ts';
import type { Db } from '../../db/database.ts';
import { generationEconomics } from '../../db/schema.ts';
import { summarizeMargins, type EconomicsRow } from '../economics/margin.ts';
import { bucketOf, bucketSeries, resolveRange } from './admin-sql.ts';
import { checkRange } from './read-user-statistics.ts';

/**
 * GET /api/admin/statistics/economics (issue 27 point 6): revenue, engine cost and gross margin
 * of the generations recorded in the range, by bucket, tool, engine, model and plan (the plan
 * the ledger wrote at the time, not today's), and the five options that lose the most.
 */
export async function readEconomics(
  db: Db,
  query: StatisticsQuery,
  now: Date,
): Promise<EconomicsStatistics> {
  const range = resolveRange(query.period, query, now);
  checkRange(query.period, range.days);
  const e = generationEconomics;
  const rows: EconomicsRow[] = await db
    .select({
      bucket: bucketOf(query.period, e.createdAt),
      tool: e.tool,
      planId: e.planId,
      option: e.option,
      engine: e.engine,
      model: e.model,
      generations: sql<number>`count(*)::int`,
      // Sums of bigints are numeric: read as text, then numbers (well within 2^53 in dong).
      revenueVnd: sql<number>`sum(${e.revenueVnd})::bigint`.mapWith(Number),
      costVnd: sql<number>`sum(${e.costVnd})::bigint`.mapWith(Number),
    })
    .from(e)
    .where(
      and(
        sql`${e.createdAt} >= ${range.from.toISOString()}::timestamptz`,
        sql`${e.createdAt} < ${range.to.toISOString()}::timestamptz`,
        query.ai_function ? eq(e.tool, query.ai_function) : undefined,
      ),
    )
    .groupBy(sql`1`, e.tool, e.planId, e.option, e.engine, e.model);
  const buckets = bucketSeries(query.period, range.start, range.end);
  return {
    period: query.period,
    ai_function: query.ai_function ?? null,
    start_date: range.start,
    end_date: range.end,
    buckets,
    ...summarizeMargins(rows, buckets),
  };
}

/**
 * This Vietnamese month's revenue and cost by tool, for the Prometheus margin gauges: the same
 * rows and sums as the analytics.
 */
export async function readMonthMargins(db: Db, since: Date) {
  const e = generationEconomics;
  return db
    .select({
      tool: e.tool,
      revenueVnd: sql<number>`coalesce(sum(${e.revenueVnd}), 0)::bigint`.mapWith(Number),
      costVnd: sql<number>`coalesce(sum(${e.costVnd}), 0)::bigint`.mapWith(Number),
    })
    .from(e)
    .where(sql`${e.createdAt} >= ${since.toISOString()}::timestamptz`)
    .groupBy(e.tool);
}
