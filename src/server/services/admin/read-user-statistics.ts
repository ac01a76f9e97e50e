import { sql } from 'drizzle-orm';
import type { StatisticsQuery, UserStatistics } from '../../../contracts/admin.ts';
import { DAILY_RANGE_MAX_DAYS, RANGE_MAX_DAYS } from '../../../contracts/admin.ts';
import { planIds } from '../../../contracts/plans.ts';
import type { Db } from '../../db/database.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { adminErrors } from './admin-errors.ts';
import { bucketOf, bucketSeries, planInForce, resolveRange } from './admin-sql.ts';

/** The most days a statistics query may cover for its period. */
export function checkRange(period: StatisticsQuery['period'], days: number) {
  const most = period === 'daily' ? DAILY_RANGE_MAX_DAYS : RANGE_MAX_DAYS;
  if (days > most) throw adminErrors.rangeTooLong(most);
}

/** GET /api/admin/statistics/users: accounts by state and plan, and sign-ups per bucket. */
export async function readUserStatistics(
  db: Db,
  query: Omit<StatisticsQuery, 'ai_function'>,
  now: Date,
): Promise<UserStatistics> {
  const range = resolveRange(query.period, query, now);
  checkRange(query.period, range.days);
  const [totals] = await db
    .select({
      all: sql<number>`count(*)::int`,
      verified: sql<number>`(count(*) filter (where ${users.isVerified}))::int`,
      disabled: sql<number>`(count(*) filter (where ${users.isDisabled}))::int`,
    })
    .from(users);
  const plan = planInForce(now);
  const byPlan = await db
    .select({ plan, users: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(subscriptions, sql`${subscriptions.userId} = ${users.id}`)
    .groupBy(sql`1`);
  const bucket = bucketOf(query.period, users.createdAt);
  const signups = await db
    .select({ bucket, count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      sql`${users.createdAt} >= ${range.from.toISOString()}::timestamptz and ${users.createdAt} < ${range.to.toISOString()}::timestamptz`,
    )
    .groupBy(sql`1`);
  const buckets = bucketSeries(query.period, range.start, range.end);
  const counts = new Map(signups.map((row) => [row.bucket, row.count]));
  const series = buckets.map((day) => counts.get(day) ?? 0);
  const perPlan = new Map(byPlan.map((row) => [row.plan, row.users]));
  const all = totals?.all ?? 0;
  const verified = totals?.verified ?? 0;
  return {
    totals: { all, verified, unverified: all - verified, disabled: totals?.disabled ?? 0 },
    by_plan: planIds.map((id) => ({ plan: id, users: perPlan.get(id) ?? 0 })),
    signups: {
      period: query.period,
      start_date: range.start,
      end_date: range.end,
      buckets,
      series,
      total: series.reduce((sum, n) => sum + n, 0),
    },
  };
}
