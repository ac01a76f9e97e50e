import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import type { Rails } from '../services/billing/payment-rails.ts';
import { reconcilePayments } from '../services/billing/reconcile-payments.ts';
import type { Queue } from './queue.ts';

export const RECONCILE_PAYMENTS = 'reconcile-payments';

/**
 * Issue 43: every 5 minutes, the QR rails' open tries are asked about at their provider, unpaid
 * orders past their end expire, and refunds the provider finishes later are followed up
 * (reconcile-payments.ts). A pass is bounded, and the next one takes what is left.
 */
export async function registerReconcilePayments(
  boss: Queue,
  deps: { db: Db; queue: Queue; logger: Logger; clock: Clock; rails: Rails },
  options: { work: boolean },
) {
  await boss.createQueue(RECONCILE_PAYMENTS, { retryLimit: 0, expireInSeconds: 240 });
  await boss.schedule(RECONCILE_PAYMENTS, '*/5 * * * *');
  if (!options.work) return;
  await boss.work(RECONCILE_PAYMENTS, async () => {
    const result = await reconcilePayments({ ...deps, now: deps.clock.now() });
    deps.logger.info(result, 'payment reconciliation pass done');
  });
}
