import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { AdminUserRecord, UserGenerationItem } from '../../../contracts/admin.ts';
import { USER_GENERATIONS_MAX } from '../../../contracts/admin.ts';
import type { Db } from '../../db/database.ts';
import { creditAdjustments, generations, users } from '../../db/schema.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { readCreditBalance } from '../credits/read-credit-balance.ts';
import { adminErrors } from './admin-errors.ts';
import { resolveRange } from './admin-sql.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The adjustments a user record lists, newest first. */
const RECENT_ADJUSTMENTS = 20;

/** The account, or 404 (an id that is not even a UUID is just as unknown). */
export async function findUserOr404(db: Db, id: string) {
  if (!UUID.test(id)) throw adminErrors.userNotFound();
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw adminErrors.userNotFound();
  return user;
}

/** GET /api/admin/users/{id}: spec §3's admin user record and what an admin acts on. */
export async function readAdminUser(
  db: Db,
  id: string,
  now: Date,
  isAdmin: (user: typeof users.$inferSelect) => boolean,
): Promise<AdminUserRecord> {
  const user = await findUserOr404(db, id);
  const { plan, period } = await readCurrentPlan(db, id, now);
  const credits = await readCreditBalance(db, id, now);
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      success: sql<number>`(count(*) filter (where ${generations.status} = 'success'))::int`,
      failed: sql<number>`(count(*) filter (where ${generations.status} = 'failed'))::int`,
    })
    .from(generations)
    .where(eq(generations.userId, id));
  const adjustments = await db
    .select({ row: creditAdjustments, adminEmail: users.email })
    .from(creditAdjustments)
    .leftJoin(users, eq(users.id, creditAdjustments.adminId))
    .where(eq(creditAdjustments.userId, id))
    .orderBy(desc(creditAdjustments.createdAt), desc(creditAdjustments.id))
    .limit(RECENT_ADJUSTMENTS);
  const total = counts?.total ?? 0;
  const success = counts?.success ?? 0;
  const failed = counts?.failed ?? 0;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    plan: plan.id,
    is_verified: user.isVerified,
    disabled: user.isDisabled,
    is_admin: isAdmin(user),
    closing:
      user.closingAt && user.deleteAfter
        ? {
            requested_at: user.closingAt.toISOString(),
            delete_after: user.deleteAfter.toISOString(),
          }
        : null,
    created_at: user.createdAt.toISOString(),
    credits: { balance: credits.balance, next_expiry: credits.nextExpiry?.toISOString() ?? null },
    subscription: period && {
      plan: period.planId,
      billing_cycle: period.billingCycle,
      period_start: period.periodStart.toISOString(),
      period_end: period.periodEnd.toISOString(),
      next_plan: period.next?.planId ?? null,
    },
    generations: { total, success, failed, processing: total - success - failed },
    credit_adjustments: adjustments.map(({ row, adminEmail }) => ({
      id: row.id,
      amount: row.amount,
      reason: row.reason,
      admin_email: adminEmail,
      created_at: row.createdAt.toISOString(),
    })),
  };
}

/**
 * GET /api/admin/users/{id}/generations: the user's generations created in the range (by
 * default the last 30 days), newest first, at most USER_GENERATIONS_MAX.
 */
export async function listUserGenerations(
  db: Db,
  id: string,
  query: { start_date?: string; end_date?: string },
  now: Date,
): Promise<{
  generations: UserGenerationItem[];
  truncated: boolean;
  start_date: string;
  end_date: string;
}> {
  await findUserOr404(db, id);
  const range = resolveRange('daily', query, now);
  const rows = await db
    .select()
    .from(generations)
    .where(
      and(
        eq(generations.userId, id),
        gte(generations.createdAt, range.from),
        lt(generations.createdAt, range.to),
      ),
    )
    .orderBy(desc(generations.createdAt), desc(generations.id))
    .limit(USER_GENERATIONS_MAX + 1);
  return {
    generations: rows.slice(0, USER_GENERATIONS_MAX).map((row) => ({
      id: row.id,
      tool: row.tool,
      status: row.status,
      engine: row.engine,
      error: row.error,
      processing_ms: row.processingMs,
      created_at: row.createdAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
    })),
    truncated: rows.length > USER_GENERATIONS_MAX,
    start_date: range.start,
    end_date: range.end,
  };
}
