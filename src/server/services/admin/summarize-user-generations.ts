import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminUserPage,
  GenerationSummaryQuery,
  UserGenerationSummary,
} from '../../../contracts/admin.ts';
import { studioTools } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { generations, subscriptions, users } from '../../db/schema.ts';
import { planInForce } from './admin-sql.ts';

/**
 * GET /api/admin/users/generation-summary: accounts with their generation counts (total, per
 * tool, per outcome), most generations first, optionally on one plan and above a minimum.
 */
export async function summarizeUserGenerations(
  db: Db,
  query: GenerationSummaryQuery,
  now: Date,
): Promise<AdminUserPage<UserGenerationSummary>> {
  const plan = planInForce(now);
  const counts = db
    .select({
      userId: generations.userId,
      total: sql<number>`count(*)::int`.as('total'),
      success: sql<number>`(count(*) filter (where ${generations.status} = 'success'))::int`.as(
        'success',
      ),
      failed: sql<number>`(count(*) filter (where ${generations.status} = 'failed'))::int`.as(
        'failed',
      ),
      byTool: sql<Record<string, number>>`jsonb_build_object(${sql.join(
        studioTools.map(
          (tool) => sql`${tool}::text, count(*) filter (where ${generations.tool} = ${tool})`,
        ),
        sql`, `,
      )})`.as('by_tool'),
    })
    .from(generations)
    .groupBy(generations.userId)
    .as('counts');
  const total = sql<number>`coalesce(${counts.total}, 0)`;
  const where = and(
    query.plan_filter ? sql`${plan} = ${query.plan_filter}` : undefined,
    query.min_generations ? sql`${total} >= ${query.min_generations}` : undefined,
  );
  const base = () =>
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        plan,
        isVerified: users.isVerified,
        isDisabled: users.isDisabled,
        total,
        success: sql<number>`coalesce(${counts.success}, 0)`,
        failed: sql<number>`coalesce(${counts.failed}, 0)`,
        byTool: counts.byTool,
      })
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .leftJoin(counts, eq(counts.userId, users.id))
      .where(where);
  const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(base().as('page'));
  const rows = await base()
    .orderBy(desc(total), users.email)
    .limit(query.limit)
    .offset(query.offset);
  return {
    users: rows.map((row) => {
      const byTool = Object.fromEntries(studioTools.map((tool) => [tool, row.byTool?.[tool] ?? 0]));
      return {
        id: row.id,
        email: row.email,
        name: row.name,
        plan: row.plan,
        is_verified: row.isVerified,
        disabled: row.isDisabled,
        total: row.total,
        success: row.success,
        failed: row.failed,
        processing: row.total - row.success - row.failed,
        by_tool: byTool,
      };
    }),
    total: counted?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}
