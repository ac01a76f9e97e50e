import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminUserPage, AdminUserRow, UserSearchQuery } from '../../../contracts/admin.ts';
import type { Db } from '../../db/database.ts';
import { subscriptions, users } from '../../db/schema.ts';
import { foldSql, foldText, likeContaining, planInForce } from './admin-sql.ts';

/**
 * GET /api/admin/users/search: accounts whose email or name contains the text (case and
 * Vietnamese marks folded), on a plan, verified or not; newest first, with the total for paging.
 */
export async function searchUsers(
  db: Db,
  query: UserSearchQuery,
  now: Date,
): Promise<AdminUserPage<AdminUserRow>> {
  const plan = planInForce(now);
  const conditions: (SQL | undefined)[] = [
    query.email ? sql`${users.email} like ${likeContaining(query.email.toLowerCase())}` : undefined,
    query.name
      ? sql`${foldSql(users.name)} like ${likeContaining(foldText(query.name))}`
      : undefined,
    query.plan ? sql`${plan} = ${query.plan}` : undefined,
    query.is_verified === undefined ? undefined : eq(users.isVerified, query.is_verified),
  ];
  const where = and(...conditions);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(where);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      plan,
      isVerified: users.isVerified,
      isDisabled: users.isDisabled,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  return {
    users: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      plan: row.plan,
      is_verified: row.isVerified,
      disabled: row.isDisabled,
      created_at: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}
