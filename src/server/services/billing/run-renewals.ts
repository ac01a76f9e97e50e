import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { orders, subscriptions, users } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { advanceSubscription } from './advance-subscription.ts';
import { periodPrice } from './billing-periods.ts';
import type { BillingCycle } from './billing-types.ts';
import { renewalMail } from './billing-mails.ts';
import { findPlan } from './read-plans.ts';

/** The renewal order of one period has a reference derived from it, so it is opened once. */
export function renewalReference(userId: string, periodEnd: Date): string {
  const digest = createHash('sha256').update(`${userId}|${periodEnd.toISOString()}`).digest('hex');
  return `RN${digest.slice(0, 14).toUpperCase()}`;
}

export interface RenewalDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  siteUrl: string;
  noticeDays: number;
}

/**
 * The hourly renewal pass (billing.job.ts), safe to run any number of times at any moment:
 * - every subscription with a month come due gets that month's credits, and one whose period
 *   ended with a paid change waiting switches to it (advanceSubscription, once per month);
 * - a period ending within `noticeDays` with nothing bought after it gets one pending renewal
 *   order for the same plan and cycle, and the payer a mail with the link to pay it. Neither
 *   gateway keeps cards, so a renewal is paid like the first purchase; it can be paid until the
 *   period it renews has ended;
 * - a period that ended with a downgrade scheduled (not paid, decision 038) gets one pending
 *   order for the chosen plan, payable for `noticeDays`, and the payer a mail; paying it starts
 *   the plan then, so nothing is charged before the period it buys;
 * - pending orders past their `expiresAt` are marked expired (decision 038).
 */
export async function runRenewals(deps: RenewalDeps, now: Date) {
  const expired = await deps.db
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
    .returning({ id: orders.id });
  const due = await deps.db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      or(
        and(
          lte(subscriptions.creditsGrantedThrough, now),
          sql`${subscriptions.creditsGrantedThrough} < ${subscriptions.periodEnd}`,
        ),
        and(lte(subscriptions.periodEnd, now), sql`${subscriptions.nextPlanId} is not null`),
      ),
    );
  let granted = 0;
  for (const { userId } of due) {
    granted += await deps.db.transaction(
      async (tx) => (await advanceSubscription(tx, userId, now)).granted,
    );
  }
  const noticeFrom = new Date(now.getTime() + deps.noticeDays * 86_400_000);
  const ending = await subscribersWhere(
    deps.db,
    and(
      isNull(subscriptions.nextPlanId),
      isNull(subscriptions.scheduledPlanId),
      lte(subscriptions.periodEnd, noticeFrom),
      sql`${subscriptions.periodEnd} > ${now.toISOString()}`,
    ),
  );
  let opened = 0;
  for (const { sub, email, name, locale } of ending) {
    const plan = await findPlan(deps.db, sub.planId);
    if (!plan || !plan.active || plan.unlimited) continue;
    const cycle = sub.billingCycle as BillingCycle;
    const [order] = await deps.db
      .insert(orders)
      .values({
        userId: sub.userId,
        reference: renewalReference(sub.userId, sub.periodEnd),
        kind: 'renewal',
        planId: sub.planId,
        billingCycle: cycle,
        amount: periodPrice(plan, cycle),
        credits: plan.credits,
        createdAt: now,
        expiresAt: sub.periodEnd,
      })
      .onConflictDoNothing()
      .returning();
    if (!order) continue;
    opened += 1;
    const lang = locale === 'en' ? 'en' : 'vi';
    const payUrl = `${deps.siteUrl}${lang === 'en' ? '/en' : ''}/checkout?order=${order.id}`;
    await deps.mailer
      .send(renewalMail(lang, { email, name }, order, sub.periodEnd, payUrl))
      .catch((error: unknown) =>
        deps.logger.error({ err: error, orderId: order.id }, 'renewal mail not sent'),
      );
  }
  const endedSince = new Date(now.getTime() - deps.noticeDays * 86_400_000);
  const scheduled = await subscribersWhere(
    deps.db,
    and(
      isNotNull(subscriptions.scheduledPlanId),
      lte(subscriptions.periodEnd, now),
      gt(subscriptions.periodEnd, endedSince),
    ),
  );
  for (const { sub, email, name, locale } of scheduled) {
    const plan = await findPlan(deps.db, sub.scheduledPlanId!);
    if (!plan || !plan.active || plan.unlimited) continue;
    const cycle = sub.scheduledBillingCycle as BillingCycle;
    const [order] = await deps.db
      .insert(orders)
      .values({
        userId: sub.userId,
        reference: renewalReference(sub.userId, sub.periodEnd),
        kind: 'downgrade',
        planId: plan.id,
        billingCycle: cycle,
        amount: periodPrice(plan, cycle),
        credits: plan.credits,
        createdAt: now,
        expiresAt: new Date(sub.periodEnd.getTime() + deps.noticeDays * 86_400_000),
      })
      .onConflictDoNothing()
      .returning();
    if (!order) continue;
    opened += 1;
    const lang = locale === 'en' ? 'en' : 'vi';
    const payUrl = `${deps.siteUrl}${lang === 'en' ? '/en' : ''}/checkout?order=${order.id}`;
    await deps.mailer
      .send(renewalMail(lang, { email, name }, order, sub.periodEnd, payUrl, 'scheduled'))
      .catch((error: unknown) =>
        deps.logger.error({ err: error, orderId: order.id }, 'scheduled plan mail not sent'),
      );
  }
  return { advanced: due.length, granted, renewalsOpened: opened, expired: expired.length };
}

/**
 * Subscriptions matching `condition`, with the mail details of their owners. An account being
 * closed is not renewed (decision 056); an undo lets the next pass renew it again.
 */
function subscribersWhere(db: Db, condition: SQL | undefined) {
  return db
    .select({ sub: subscriptions, email: users.email, name: users.name, locale: users.locale })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(condition, isNull(users.closingAt)));
}
