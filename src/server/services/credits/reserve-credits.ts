import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { creditCharges, creditGrants, users } from '../../db/schema.ts';
import { creditErrors } from './credit-errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Allocation {
  grantId: string;
  amount: number;
}

/**
 * Holds `amount` credits for a generation inside the caller's transaction, or throws the
 * shortage error of spec §8. The user's row is locked, so concurrent submits by one user
 * queue up here and the balance can never go below zero; other users are not blocked.
 * Credits come from the grant that expires soonest.
 */
export async function reserveCredits(
  tx: Tx,
  input: {
    userId: string;
    generationId: string;
    amount: number;
    now: Date;
    /** Decision 103: the team member who spends them (null or absent: the account's owner). */
    actorId?: string | null;
  },
) {
  const { grants, balance } = await lockBalance(tx, input);
  if (balance < input.amount) throw creditErrors.insufficient(balance, input.amount);

  const allocations: Allocation[] = [];
  let needed = input.amount;
  for (const grant of grants) {
    if (needed === 0) break;
    const take = Math.min(needed, grant.remaining);
    allocations.push({ grantId: grant.id, amount: take });
    needed -= take;
    await tx
      .update(creditGrants)
      .set({ remaining: sql`${creditGrants.remaining} - ${take}` })
      .where(eq(creditGrants.id, grant.id));
  }
  const [charge] = await tx
    .insert(creditCharges)
    .values({
      userId: input.userId,
      generationId: input.generationId,
      amount: input.amount,
      status: 'reserved',
      allocations,
      actorId: input.actorId ?? null,
      createdAt: input.now,
    })
    .returning();
  return { charge: charge!, balanceAfter: balance - input.amount };
}

/**
 * Locks the user's row and reads the grants they can spend now, soonest expiry first. Every
 * hold starts here, so one user's holds (a single submit, each cell of a batch) queue up.
 * @example const { balance } = await lockBalance(tx, { userId, now });
 */
export async function lockBalance(tx: Tx, input: { userId: string; now: Date }) {
  await lockUser(tx, input.userId);
  const grants = await tx
    .select({ id: creditGrants.id, remaining: creditGrants.remaining })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.userId, input.userId),
        gt(creditGrants.expiresAt, input.now),
        gt(creditGrants.remaining, 0),
      ),
    )
    .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.createdAt));
  return { grants, balance: grants.reduce((sum, grant) => sum + grant.remaining, 0) };
}

/**
 * Locks the user's row for the rest of the transaction: a user's holds, caps and budgets are
 * decided one transaction after the other. NO KEY UPDATE queues them, yet does not wait on the
 * key-share locks that inserting rows referencing the user takes (a generation in the same
 * transaction).
 * @example await lockUser(tx, userId);
 */
export async function lockUser(tx: Tx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
