import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { CreditAdjustmentInput, UpdateUserInput } from '../../../contracts/admin.ts';
import type { Db } from '../../db/database.ts';
import { creditAdjustments, creditGrants, subscriptions, users } from '../../db/schema.ts';
import { nextTokensValidAfter } from '../auth/access-tokens.ts';
import { advanceSubscription } from '../billing/advance-subscription.ts';
import { periodEnd } from '../billing/billing-periods.ts';
import type { Tx } from '../billing/billing-types.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { grantCredits, grantFreePlanCredits } from '../credits/grant-credits.ts';
import { adminErrors } from './admin-errors.ts';
import { findUserOr404 } from './read-admin-user.ts';
import { recordAdminAction, type AdminAction } from './record-admin-action.ts';
import { forgetUser } from '../auth/auth-cache.ts';

type Changes = Record<string, unknown>;

/**
 * PUT /api/admin/users/{id}: plan, credit adjustment, verified and disabled, all in one
 * transaction with the audit entry (before and after of what changed). The user's row is locked
 * first, so a generation's credit hold and an adjustment never interleave. Refusals (a short
 * balance, disabling oneself) throw before anything is kept.
 */
export async function updateAdminUser(
  db: Db,
  input: { id: string; admin: AdminAction['admin']; changes: UpdateUserInput; now: Date },
): Promise<void> {
  const { id, admin, changes, now } = input;
  await findUserOr404(db, id);
  if (changes.disabled === true && id === admin.id) throw adminErrors.selfDisable();
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) throw adminErrors.userNotFound();
    const before: Changes = {};
    const after: Changes = {};
    const details: Changes = { before, after };

    // Credits first: the balance an adjustment is checked against is the one the admin saw.
    if (changes.credit_adjustment) {
      details.credit_adjustment = await adjustCredits(
        tx,
        id,
        admin.id,
        changes.credit_adjustment,
        now,
      );
    }
    if (changes.plan !== undefined) {
      const current = (await readCurrentPlan(tx, id, now)).plan.id;
      if (current !== changes.plan) {
        await grantPlan(tx, id, changes.plan, now);
        before.plan = current;
        after.plan = changes.plan;
      }
    }
    const fields: Partial<typeof users.$inferInsert> = {};
    if (changes.is_verified !== undefined && changes.is_verified !== user.isVerified) {
      fields.isVerified = changes.is_verified;
      before.is_verified = user.isVerified;
      after.is_verified = changes.is_verified;
      // A verified account has the free plan's credits (decision 013), whoever verified it.
      if (changes.is_verified) await grantFreePlanCredits(tx, id, now);
    }
    if (changes.disabled !== undefined && changes.disabled !== user.isDisabled) {
      fields.isDisabled = changes.disabled;
      before.disabled = user.isDisabled;
      after.disabled = changes.disabled;
      // Disabling ends every session now; enabling does not bring old tokens back.
      if (changes.disabled)
        fields.tokensValidAfter = nextTokensValidAfter(now, user.tokensValidAfter);
    }
    if (Object.keys(fields).length > 0) {
      await tx
        .update(users)
        .set({ ...fields, updatedAt: now })
        .where(eq(users.id, id));
      forgetUser(id);
    }
    if (Object.keys(after).length === 0 && !details.credit_adjustment) return;
    await recordAdminAction(tx, {
      admin,
      action: 'user.update',
      targetType: 'user',
      targetId: id,
      details,
    });
  });
  // Decision 069: after the commit too, so no read between the two can keep the old row.
  forgetUser(id);
}

/**
 * The admin's grant of a plan (decision 026): a paid plan becomes a one-month monthly period
 * starting now, replacing any period in force, with that month's credits; the free plan ends
 * the paid period now (credits already granted stay until they expire).
 */
async function grantPlan(tx: Tx, userId: string, planId: string, now: Date) {
  if (planId === 'free') {
    await tx.delete(subscriptions).where(eq(subscriptions.userId, userId));
    return;
  }
  const period = {
    planId,
    billingCycle: 'monthly',
    periodStart: now,
    periodEnd: periodEnd(now, 'monthly'),
    creditsGrantedThrough: now,
    nextPlanId: null,
    nextBillingCycle: null,
    scheduledPlanId: null,
    scheduledBillingCycle: null,
    updatedAt: now,
  };
  await tx
    .insert(subscriptions)
    .values({ userId, ...period, createdAt: now })
    .onConflictDoUpdate({ target: subscriptions.userId, set: period });
  await advanceSubscription(tx, userId, now);
}

/**
 * One ledger row with the reason. Added credits are a grant of their own (source 'admin',
 * expiring in 12 months); taken credits come from the grants that expire soonest, as a
 * generation's would, and more than the balance is refused.
 */
async function adjustCredits(
  tx: Tx,
  userId: string,
  adminId: string,
  adjustment: CreditAdjustmentInput,
  now: Date,
) {
  const grants = await tx
    .select({ id: creditGrants.id, remaining: creditGrants.remaining })
    .from(creditGrants)
    .where(
      and(
        eq(creditGrants.userId, userId),
        gt(creditGrants.expiresAt, now),
        gt(creditGrants.remaining, 0),
      ),
    )
    .orderBy(asc(creditGrants.expiresAt), asc(creditGrants.createdAt));
  const balanceBefore = grants.reduce((sum, grant) => sum + grant.remaining, 0);
  const { amount, reason } = adjustment;
  if (amount < 0 && balanceBefore < -amount)
    throw adminErrors.balanceTooLow(balanceBefore, -amount);
  const [row] = await tx
    .insert(creditAdjustments)
    .values({ userId, adminId, amount, reason, createdAt: now })
    .returning({ id: creditAdjustments.id });
  if (amount > 0) {
    await grantCredits(tx, { userId, source: 'admin', reference: row!.id, amount, now });
  } else {
    let needed = -amount;
    for (const grant of grants) {
      if (needed === 0) break;
      const take = Math.min(needed, grant.remaining);
      needed -= take;
      await tx
        .update(creditGrants)
        .set({ remaining: sql`${creditGrants.remaining} - ${take}` })
        .where(eq(creditGrants.id, grant.id));
    }
  }
  return {
    id: row!.id,
    amount,
    reason,
    balance_before: balanceBefore,
    balance_after: balanceBefore + amount,
  };
}
