import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { creditAdjustments, creditGrants } from '../../db/schema.ts';
import type { Tx } from './billing-types.ts';

/**
 * Takes `count` credits out of the balance for a paid upgrade (decision 038): first from the
 * grants of the period the price credit was for (`references`), then, if some of those were
 * spent after the order was priced, from any other unexpired grant, soonest expiry first (the
 * new plan's first month included), so a credit is never both spent and refunded. Recorded in
 * the adjustments ledger with the order's reference. Answers how many were taken.
 */
export async function tradeInCredits(
  tx: Tx,
  input: { userId: string; count: number; references: string[]; orderReference: string; now: Date },
): Promise<number> {
  if (input.count <= 0) return 0;
  let left = input.count;
  const take = async (where: ReturnType<typeof and>) => {
    const grants = await tx
      .select({ id: creditGrants.id, remaining: creditGrants.remaining })
      .from(creditGrants)
      .where(where)
      .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.createdAt))
      .for('update');
    for (const grant of grants) {
      if (left <= 0) break;
      const taken = Math.min(left, grant.remaining);
      if (taken <= 0) continue;
      await tx
        .update(creditGrants)
        .set({ remaining: sql`${creditGrants.remaining} - ${taken}` })
        .where(eq(creditGrants.id, grant.id));
      left -= taken;
    }
  };
  const live = and(eq(creditGrants.userId, input.userId), gt(creditGrants.expiresAt, input.now));
  if (input.references.length) {
    await take(
      and(live, eq(creditGrants.source, 'plan'), inArray(creditGrants.reference, input.references)),
    );
  }
  if (left > 0) await take(live);
  const taken = input.count - left;
  if (taken > 0) {
    await tx.insert(creditAdjustments).values({
      userId: input.userId,
      amount: -taken,
      reason: `upgrade ${input.orderReference}: unused credits traded in`,
      createdAt: input.now,
    });
  }
  return taken;
}
