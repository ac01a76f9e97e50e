import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { creditCharges, creditGrants } from '../../db/schema.ts';
import type { Allocation } from './reserve-credits.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Ends a generation's hold: 'captured' keeps the credits (success), 'refunded' gives them back
 * to the grants they came from (failure). Only a reserved charge changes, so settling twice (a
 * retried job, a duplicate notice) does nothing the second time. Runs in the caller's
 * transaction, with the generation's own status change.
 * @returns whether this call settled the charge.
 */
export async function settleCharge(
  tx: Tx,
  input: { generationId: string; outcome: 'captured' | 'refunded'; now: Date },
): Promise<boolean> {
  const [charge] = await tx
    .update(creditCharges)
    .set({ status: input.outcome, settledAt: input.now })
    .where(
      and(eq(creditCharges.generationId, input.generationId), eq(creditCharges.status, 'reserved')),
    )
    .returning();
  if (!charge) return false;
  if (input.outcome === 'refunded') {
    for (const allocation of charge.allocations as Allocation[]) {
      await tx
        .update(creditGrants)
        .set({ remaining: sql`${creditGrants.remaining} + ${allocation.amount}` })
        .where(eq(creditGrants.id, allocation.grantId));
    }
  }
  return true;
}
