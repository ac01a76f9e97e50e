import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { orders, users } from '../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { receiptMail } from '../services/billing/billing-mails.ts';
import { runRenewals } from '../services/billing/run-renewals.ts';
import { RECEIPT_JOB } from '../services/billing/settle-payment.ts';
import type { Queue } from './queue.ts';

export const RENEW_SUBSCRIPTIONS = 'renew-subscriptions';

export interface BillingJobDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  clock: Clock;
  siteUrl: string;
  noticeDays: number;
}

/**
 * Billing's jobs: the receipt mail of a completed order (queued in the transaction that completed
 * it, so it is sent once the order is saved and never lost), and the hourly renewal pass.
 */
export async function registerBillingJobs(
  boss: Queue,
  deps: BillingJobDeps,
  options: { work: boolean },
) {
  await boss.createQueue(RECEIPT_JOB, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.createQueue(RENEW_SUBSCRIPTIONS, { retryLimit: 1, expireInSeconds: 900 });
  await boss.schedule(RENEW_SUBSCRIPTIONS, '17 * * * *');
  if (!options.work) return;
  await boss.work<{ orderId: string }>(RECEIPT_JOB, async ([job]) => {
    await sendReceipt(deps, job!.data.orderId);
  });
  await boss.work(RENEW_SUBSCRIPTIONS, async () => {
    const result = await runRenewals(deps, deps.clock.now());
    deps.logger.info(result, 'renewal pass done');
  });
}

export async function sendReceipt(deps: Pick<BillingJobDeps, 'db' | 'mailer'>, orderId: string) {
  const [row] = await deps.db
    .select({ order: orders, email: users.email, name: users.name, locale: users.locale })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row || row.order.status !== 'completed') return;
  const lang = row.locale === 'en' ? 'en' : 'vi';
  await deps.mailer.send(receiptMail(lang, { email: row.email, name: row.name }, row.order));
}
