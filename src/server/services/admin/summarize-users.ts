import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

/** GET /api/admin/dashboard/summary: how many accounts there are, by state. */
export async function summarizeUsers(db: Db, now: Date) {
  const day = 86_400_000;
  const since7 = new Date(now.getTime() - 7 * day);
  const since30 = new Date(now.getTime() - 30 * day);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      verified: sql<number>`(count(*) filter (where ${users.isVerified}))::int`,
      disabled: sql<number>`(count(*) filter (where ${users.isDisabled}))::int`,
      last7: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since7}))::int`,
      last30: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since30}))::int`,
    })
    .from(users);
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
    generated_at: now.toISOString(),
  };
}
