import { sql } from 'drizzle-orm';
import type { AdminDashboardSummary } from '../../../contracts/admin.ts';
import type { Db } from '../../db/database.ts';
import { creditCharges, generations, orders, subscriptions, users } from '../../db/schema.ts';

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * GET /api/admin/dashboard/summary: accounts by state, generations today (UTC) and in the last
 * 30 days, credits spent (holds kept by successful generations), revenue from completed orders
 * in dong, and paid periods in force.
 */
export async function summarizeUsers(db: Db, now: Date): Promise<AdminDashboardSummary> {
  const day = 86_400_000;
  const since7 = new Date(now.getTime() - 7 * day);
  const since30 = new Date(now.getTime() - 30 * day);
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      verified: sql<number>`(count(*) filter (where ${users.isVerified}))::int`,
      disabled: sql<number>`(count(*) filter (where ${users.isDisabled}))::int`,
      last7: sql<number>`(count(*) filter (where ${users.createdAt} >= ${at(since7)}))::int`,
      last30: sql<number>`(count(*) filter (where ${users.createdAt} >= ${at(since30)}))::int`,
    })
    .from(users);
  const [made] = await db
    .select({
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) filter (where ${generations.createdAt} >= ${at(today)}))::int`,
      last30: sql<number>`(count(*) filter (where ${generations.createdAt} >= ${at(since30)}))::int`,
    })
    .from(generations);
  const [spent] = await db
    .select({ credits: sql<number>`coalesce(sum(${creditCharges.amount}), 0)::int` })
    .from(creditCharges)
    .where(
      sql`${creditCharges.status} = 'captured' and ${creditCharges.createdAt} >= ${at(since30)}`,
    );
  const [revenue] = await db
    .select({
      total: sql<number>`coalesce(sum(${orders.amount}), 0)::bigint`,
      last30: sql<number>`coalesce(sum(${orders.amount}) filter (where ${orders.completedAt} >= ${at(since30)}), 0)::bigint`,
    })
    .from(orders)
    .where(sql`${orders.status} = 'completed'`);
  const [active] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(sql`${subscriptions.periodEnd} > ${at(now)}`);
  const counts = row ?? { total: 0, verified: 0, disabled: 0, last7: 0, last30: 0 };
  return {
    users: {
      total: counts.total,
      verified: counts.verified,
      unverified: counts.total - counts.verified,
      disabled: counts.disabled,
      new_last_7_days: counts.last7,
      new_last_30_days: counts.last30,
    },
    generations: {
      total: made?.total ?? 0,
      today: made?.today ?? 0,
      last_30_days: made?.last30 ?? 0,
    },
    credits_spent_last_30_days: spent?.credits ?? 0,
    revenue_vnd: { total: Number(revenue?.total ?? 0), last_30_days: Number(revenue?.last30 ?? 0) },
    active_subscriptions: active?.count ?? 0,
    generated_at: now.toISOString(),
  };
}
