import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { Plan } from '../../../contracts/plans.ts';
import { generations } from '../../db/schema.ts';
import { creditErrors } from '../credits/credit-errors.ts';
import { assertWithinFairUse } from '../credits/fair-use.ts';
import { lockBalance, lockUser } from '../credits/reserve-credits.ts';
import { generationErrors } from './generation-errors.ts';
import type { GenerationDeps } from './generation-deps.ts';
import { secondsUntilOneEnds, type RunningJob } from './slot-wait.ts';

type Tx = Parameters<Parameters<GenerationDeps['db']['transaction']>[0]>[0];

/** Whose jobs a cap counts: the public API's counts its API jobs, the studio's every job. */
export interface JobCap {
  userId: string;
  api?: { maxConcurrentJobs: number };
  maxStudioJobs?: number;
}

/**
 * Issue 39: what the submit's transaction would refuse, asked before any input is read, copied
 * or kept: the balance (402) or, on an unlimited plan, the fair-use budget (429), then the cap
 * on unfinished jobs (429). It writes nothing; the transaction asks again under the lock, where a
 * parallel submit may have taken the credits or the slot since.
 * @example await assertSubmitAllowed(deps, { userId, generationId, cost: 5, plan, now });
 */
export async function assertSubmitAllowed(
  deps: Pick<GenerationDeps, 'db' | 'fairUse'>,
  input: JobCap & {
    generationId: string;
    cost: number;
    plan: Pick<Plan, 'unlimited'>;
    now: Date;
  },
): Promise<void> {
  const { userId, generationId, now } = input;
  await deps.db.transaction(async (tx) => {
    if (input.plan.unlimited) {
      await assertWithinFairUse(tx, { userId, newId: generationId, now, settings: deps.fairUse });
    } else {
      const { balance } = await lockBalance(tx, { userId, now });
      if (balance < input.cost) throw creditErrors.insufficient(balance, input.cost);
    }
    await assertUnderJobCap(tx, input, generationId, now);
  });
}

/**
 * The cap on a user's unfinished jobs, when the submit has one. The user's row is locked first
 * (as the credit reservation does), so racing submits cannot both take the last slot.
 */
export async function assertUnderJobCap(tx: Tx, cap: JobCap, newId: string, now: Date) {
  const max = cap.api ? cap.api.maxConcurrentJobs : cap.maxStudioJobs;
  if (!max) return;
  const source = cap.api ? 'api' : 'studio';
  await lockUser(tx, cap.userId);
  const running = await tx
    .select({ tool: generations.tool, createdAt: generations.createdAt })
    .from(generations)
    .where(
      and(
        eq(generations.userId, cap.userId),
        eq(generations.status, 'processing'),
        ne(generations.id, newId),
        // Batch cells have their own limits (decision 086): a batch must not fill these caps.
        isNull(generations.batchId),
        source === 'api' ? isNotNull(generations.apiTokenId) : undefined,
      ),
    );
  if (running.length >= max) {
    // Issue 18: every 429 says when to come back; here, when the soonest job should end.
    const retryAfter = await secondsUntilOneEnds(tx, running as RunningJob[], now);
    throw source === 'api'
      ? generationErrors.tooManyConcurrentJobs(max, retryAfter)
      : generationErrors.tooManyStudioJobs(max, retryAfter);
  }
}
