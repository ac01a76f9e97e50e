import { and, eq, sql } from 'drizzle-orm';
import type {
  GenerationCounts,
  GenerationStatistics,
  SeriesGroup,
  StatisticsQuery,
} from '../../../contracts/admin.ts';
import { planIds } from '../../../contracts/plans.ts';
import { studioTools } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { generations, subscriptions } from '../../db/schema.ts';
import { bucketOf, bucketSeries, planInForce, resolveRange } from './admin-sql.ts';
import { checkRange } from './read-user-statistics.ts';

/** The admin counts: a cancelled API job counts as failed, since it made nothing (decision 078). */
const countedStatuses = ['processing', 'success', 'failed'] as const;
type Status = (typeof countedStatuses)[number];

function statusOf(stored: string): Status {
  if (stored === 'cancelled') return 'failed';
  return stored === 'success' || stored === 'failed' ? stored : 'processing';
}

function emptyCounts(): GenerationCounts {
  return { total: 0, success: 0, failed: 0, processing: 0 };
}

/**
 * GET /api/admin/statistics/generations: generations created in the range, per bucket, by
 * tool, by status and by the owner's plan in force now; every bucket of the range is present.
 */
export async function readGenerationStatistics(
  db: Db,
  query: StatisticsQuery,
  now: Date,
): Promise<GenerationStatistics> {
  const range = resolveRange(query.period, query, now);
  checkRange(query.period, range.days);
  const bucket = bucketOf(query.period, generations.createdAt);
  const plan = planInForce(now);
  const rows = await db
    .select({
      bucket,
      tool: generations.tool,
      status: generations.status,
      plan,
      count: sql<number>`count(*)::int`,
    })
    .from(generations)
    .leftJoin(subscriptions, eq(subscriptions.userId, generations.userId))
    .where(
      and(
        sql`${generations.createdAt} >= ${range.from.toISOString()}::timestamptz`,
        sql`${generations.createdAt} < ${range.to.toISOString()}::timestamptz`,
        query.ai_function ? eq(generations.tool, query.ai_function) : undefined,
      ),
    )
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`);

  const buckets = bucketSeries(query.period, range.start, range.end);
  const index = new Map(buckets.map((day, i) => [day, i]));
  const group = (key: string): SeriesGroup => ({ key, total: 0, series: buckets.map(() => 0) });
  const tools: string[] = query.ai_function ? [query.ai_function] : [...studioTools];
  const byTool = new Map<string, SeriesGroup & GenerationCounts>(
    tools.map((tool) => [tool, { ...group(tool), ...emptyCounts() }]),
  );
  const byStatus = new Map(countedStatuses.map((status) => [status, group(status)]));
  const byPlan = new Map(planIds.map((id) => [id as string, group(id)]));
  const totals = emptyCounts();
  const series = buckets.map(() => 0);
  for (const row of rows) {
    const at = index.get(row.bucket);
    if (at === undefined) continue;
    const status = statusOf(row.status);
    const add = (target: SeriesGroup | undefined) => {
      if (!target) return;
      target.total += row.count;
      target.series[at]! += row.count;
    };
    let tool = byTool.get(row.tool);
    if (!tool) {
      tool = { ...group(row.tool), ...emptyCounts() };
      byTool.set(row.tool, tool);
    }
    add(tool);
    tool[status] += row.count;
    add(byStatus.get(status));
    if (!byPlan.has(row.plan)) byPlan.set(row.plan, group(row.plan));
    add(byPlan.get(row.plan));
    totals.total += row.count;
    totals[status] += row.count;
    series[at]! += row.count;
  }
  return {
    period: query.period,
    ai_function: query.ai_function ?? null,
    start_date: range.start,
    end_date: range.end,
    buckets,
    totals,
    series,
    by_tool: [...byTool.values()],
    by_status: [...byStatus.values()],
    by_plan: [...byPlan.values()],
  };
}
