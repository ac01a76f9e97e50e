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
 *
 * `samples`: a request for several samples holds the tool's cost for each (decision 064); when
 * the provider made fewer, the unmade samples' share goes back and the charge keeps the rest.
 * @returns whether this call settled the charge.
 */
export async function settleCharge(
  tx: Tx,
  input: {
    generationId: string;
    outcome: 'captured' | 'refunded';
    now: Date;
    samples?: { asked: number; made: number };
  },
): Promise<boolean> {
  const [charge] = await tx
    .update(creditCharges)
    .set({ status: input.outcome, settledAt: input.now })
    .where(
      and(eq(creditCharges.generationId, input.generationId), eq(creditCharges.status, 'reserved')),
    )
    .returning();
  if (!charge) return false;
  const allocations = charge.allocations as Allocation[];
  if (input.outcome === 'refunded') {
    await giveBack(tx, allocations);
    return true;
  }
  const { asked, made } = input.samples ?? { asked: 1, made: 1 };
  if (made < asked) {
    const kept = Math.round((charge.amount * made) / asked);
    const { keep, back } = splitAllocations(allocations, kept);
    await giveBack(tx, back);
    await tx
      .update(creditCharges)
      .set({ amount: kept, allocations: keep })
      .where(eq(creditCharges.id, charge.id));
  }
  return true;
}

async function giveBack(tx: Tx, allocations: Allocation[]) {
  for (const allocation of allocations) {
    await tx
      .update(creditGrants)
      .set({ remaining: sql`${creditGrants.remaining} + ${allocation.amount}` })
      .where(eq(creditGrants.id, allocation.grantId));
  }
}

/**
 * Keeps `kept` credits of a hold, taken from its first grants (the soonest to expire), and
 * answers the rest to give back.
 * @example splitAllocations([{ grantId: 'a', amount: 2 }, { grantId: 'b', amount: 2 }], 3)
 * // { keep: [a 2, b 1], back: [b 1] }
 */
export function splitAllocations(allocations: Allocation[], kept: number) {
  const keep: Allocation[] = [];
  const back: Allocation[] = [];
  let left = kept;
  for (const allocation of allocations) {
    const take = Math.min(left, allocation.amount);
    left -= take;
    if (take > 0) keep.push({ grantId: allocation.grantId, amount: take });
    if (allocation.amount > take) {
      back.push({ grantId: allocation.grantId, amount: allocation.amount - take });
    }
  }
  return { keep, back };
}
