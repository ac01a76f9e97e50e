import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { creditGrants } from '../../db/schema.ts';

/**
 * The credits a user can spend now: the unexpired remainder of every grant, and when the
 * soonest of them expires.
 */
export async function readCreditBalance(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ balance: number; nextExpiry: Date | null }> {
  const [row] = await db
    .select({
      balance: sql<number>`coalesce(sum(${creditGrants.remaining}), 0)::int`,
      nextExpiry: sql<Date | null>`min(${creditGrants.expiresAt}) filter (where ${creditGrants.remaining} > 0)`,
    })
    .from(creditGrants)
    .where(and(eq(creditGrants.userId, userId), gt(creditGrants.expiresAt, now)));
  const nextExpiry = row?.nextExpiry ? new Date(row.nextExpiry) : null;
  return { balance: row?.balance ?? 0, nextExpiry };
}
