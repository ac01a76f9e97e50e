import { eq, sql } from 'drizzle-orm';
import type { DashboardSummary } from '../../../contracts/dashboard.ts';
import { studioTools, type StudioTool } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { generations } from '../../db/schema.ts';
import { readCreditBalance } from '../credits/read-credit-balance.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';

/** One pass over the user's generations (by the user index) plus the credit balance. */
export async function readDashboardSummary(
  db: Db,
  userId: string,
  now: Date,
): Promise<DashboardSummary> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const rows = await db
    .select({
      tool: generations.tool,
      total: sql<number>`count(*)::int`,
      completed: sql<number>`count(*) filter (where ${generations.status} = 'success')::int`,
      processing: sql<number>`count(*) filter (where ${generations.status} = 'processing')::int`,
      failed: sql<number>`count(*) filter (where ${generations.status} = 'failed')::int`,
      thisMonth: sql<number>`count(*) filter (where ${generations.createdAt} >= ${monthStart.toISOString()})::int`,
    })
    .from(generations)
    .where(eq(generations.userId, userId))
    .groupBy(generations.tool);
  const byTool = Object.fromEntries(studioTools.map((tool) => [tool, 0])) as Record<
    StudioTool,
    number
  >;
  const stats = {
    total: 0,
    completed: 0,
    processing: 0,
    failed: 0,
    this_month: 0,
    by_tool: byTool,
  };
  for (const row of rows) {
    if (row.tool in byTool) byTool[row.tool as StudioTool] = row.total;
    stats.total += row.total;
    stats.completed += row.completed;
    stats.processing += row.processing;
    stats.failed += row.failed;
    stats.this_month += row.thisMonth;
  }
  const credits = await readCreditBalance(db, userId, now);
  return {
    stats,
    credits: { balance: credits.balance, next_expiry: credits.nextExpiry?.toISOString() ?? null },
    plan: { id: (await readCurrentPlan(db, userId, now)).plan.id },
  };
}
