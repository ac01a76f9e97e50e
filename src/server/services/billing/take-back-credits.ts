import { and, eq, gt, inArray } from 'drizzle-orm';
import { PACK_ORDER_KIND } from '../../../contracts/billing.ts';
import { creditGrants, subscriptions } from '../../db/schema.ts';
import { forgetUser } from '../auth/auth-cache.ts';
import { advanceSubscription } from './advance-subscription.ts';
import type { Tx } from './billing-types.ts';
import type { OrderRow } from './order-records.ts';
import { periodMonths } from './period-credits.ts';

/**
 * What a refunded order gave, taken back inside the refund's transaction (decision 135): a
 * credit pack's grant loses what is left of it; a plan order ends the paid plan now (the row
 * goes, as the admin's change to the free plan does, so the account is on the free plan) and
 * the unspent credits of that period's monthly grants go with it. Credits already spent stay
 * spent. Answers how many were taken.
 */
export async function takeBackCredits(tx: Tx, order: OrderRow, now: Date): Promise<number> {
  const userId = order.userId;
  if (!userId) return 0;
  const live = and(
    eq(creditGrants.userId, userId),
    gt(creditGrants.expiresAt, now),
    gt(creditGrants.remaining, 0),
  );
  if (order.kind === PACK_ORDER_KIND) {
    return emptyGrants(
      tx,
      and(live, eq(creditGrants.source, 'pack'), eq(creditGrants.reference, order.reference)),
    );
  }
  // Due months are granted first, so the period's grants are all there to be taken.
  const { row } = await advanceSubscription(tx, userId, now);
  if (!row) return 0;
  const references = periodMonths(row.planId, row).map((month) => month.reference);
  const taken = references.length
    ? await emptyGrants(
        tx,
        and(live, eq(creditGrants.source, 'plan'), inArray(creditGrants.reference, references)),
      )
    : 0;
  await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
  // Decision 069: the plan gates API tokens, whose lookups this process keeps a few seconds.
  forgetUser(userId);
  return taken;
}

async function emptyGrants(tx: Tx, where: ReturnType<typeof and>): Promise<number> {
  const grants = await tx
    .select({ id: creditGrants.id, remaining: creditGrants.remaining })
    .from(creditGrants)
    .where(where)
    .for('update');
  if (grants.length === 0) return 0;
  await tx
    .update(creditGrants)
    .set({ remaining: 0 })
    .where(
      inArray(
        creditGrants.id,
        grants.map((grant) => grant.id),
      ),
    );
  return grants.reduce((sum, grant) => sum + grant.remaining, 0);
}
