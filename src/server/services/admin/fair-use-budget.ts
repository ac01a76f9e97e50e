import { eq } from 'drizzle-orm';
import type { FairUseBudgetInput, FairUseRecord } from '../../../contracts/admin-economics.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';
import { readFairUse, vietnamMonthStart, type FairUseSettings } from '../credits/fair-use.ts';
import { adminErrors } from './admin-errors.ts';
import { findUserOr404 } from './read-admin-user.ts';
import { recordAdminAction, type AdminAction } from './record-admin-action.ts';
import { forgetUser } from '../auth/auth-cache.ts';

/** GET /api/admin/users/{id}/fair-use: the account's budget and this month's use of it. */
export async function readFairUseRecord(
  db: Db,
  id: string,
  now: Date,
  settings: FairUseSettings,
): Promise<FairUseRecord> {
  await findUserOr404(db, id);
  const standing = await readFairUse(db, id, now, settings);
  return {
    budget_vnd: standing.budgetVnd,
    default_budget_vnd: settings.defaultBudgetVnd,
    own: standing.own,
    spent_vnd: standing.spentVnd,
    pending_vnd: standing.pendingVnd,
    month_start: vietnamMonthStart(now).toISOString(),
  };
}

/**
 * PUT /api/admin/users/{id}/fair-use (decision 067): sets the account's own budget, or returns
 * it to the default with null; audited with before and after, in one transaction.
 */
export async function setFairUseBudget(
  db: Db,
  input: { id: string; admin: AdminAction['admin']; change: FairUseBudgetInput; now: Date },
) {
  await findUserOr404(db, input.id);
  await db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, input.id)).for('update');
    if (!user) throw adminErrors.userNotFound();
    if (user.fairUseBudgetVnd === input.change.budget_vnd) return;
    await tx
      .update(users)
      .set({ fairUseBudgetVnd: input.change.budget_vnd, updatedAt: input.now })
      .where(eq(users.id, input.id));
    forgetUser(input.id);
    await recordAdminAction(tx, {
      admin: input.admin,
      action: 'user.fair_use_budget',
      targetType: 'user',
      targetId: input.id,
      details: {
        before: { budget_vnd: user.fairUseBudgetVnd },
        after: { budget_vnd: input.change.budget_vnd },
      },
    });
  });
}
