import type { Db } from '../../db/database.ts';
import { creditGrants } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Spec §9 (rollover): a grant's credits expire 12 months after the grant. */
export function creditExpiry(grantedAt: Date): Date {
  const expiry = new Date(grantedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + 12);
  return expiry;
}

/** Spec §9: the free plan's 5 credits, granted once when an account is verified. */
export const FREE_PLAN_CREDITS = 5;

/**
 * Grants credits once per (source, reference): a repeated call (a replayed notification, a
 * second verification) changes nothing.
 * @returns whether this call made the grant.
 */
export async function grantCredits(
  tx: Tx | Db,
  grant: { userId: string; source: string; reference: string; amount: number; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(creditGrants)
    .values({
      userId: grant.userId,
      source: grant.source,
      reference: grant.reference,
      amount: grant.amount,
      remaining: grant.amount,
      expiresAt: creditExpiry(grant.now),
      createdAt: grant.now,
    })
    .onConflictDoNothing()
    .returning({ id: creditGrants.id });
  return inserted.length > 0;
}

/** The free plan's credits for a newly verified account (once per account). */
export function grantFreePlanCredits(tx: Tx | Db, userId: string, now: Date): Promise<boolean> {
  return grantCredits(tx, {
    userId,
    source: 'free-plan',
    reference: 'free-plan',
    amount: FREE_PLAN_CREDITS,
    now,
  });
}
