import { eq } from 'drizzle-orm';
import type { StudioTool } from '../../contracts/studio.ts';
import type { Db } from '../db/database.ts';
import { creditCharges, generationEconomics } from '../db/schema.ts';
import type { ProviderCall } from '../engine/engine.ts';
import type { Allocation } from '../services/credits/reserve-credits.ts';
import { addAttempt, attemptOf, type EconomicsAttempt, type EconomicsPricing } from './attempts.ts';
import { readGrantValues, revenueVnd } from './credit-value.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A generation's economics row, written with the generation in the submit's transaction: its
 * tool, the plan in force, the priced option and the credits held (decision 066).
 */
export async function openEconomics(
  tx: Tx,
  row: {
    generationId: string;
    userId: string;
    tool: StudioTool;
    planId: string;
    option: string;
    credits: number;
    engine: string;
    now: Date;
  },
): Promise<void> {
  await tx.insert(generationEconomics).values({
    generationId: row.generationId,
    userId: row.userId,
    tool: row.tool,
    planId: row.planId,
    option: row.option,
    credits: row.credits,
    engine: row.engine,
    createdAt: row.now,
  });
}

/**
 * Adds one provider call to the generation's cost, in its own transaction as soon as the call
 * ends, so a job that fails later (or is retried) still counts what was paid. The row is locked,
 * so two reports of one request (a retried job) count it once. Answers the attempt recorded.
 */
export async function recordProviderCall(
  db: Db,
  pricing: EconomicsPricing,
  input: { generationId: string; params: Record<string, unknown>; call: ProviderCall },
): Promise<EconomicsAttempt | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        tool: generationEconomics.tool,
        attempts: generationEconomics.attempts,
      })
      .from(generationEconomics)
      .where(eq(generationEconomics.generationId, input.generationId))
      .for('update');
    // Submitted before the ledger existed: nothing to add to.
    if (!row) return undefined;
    const attempt = attemptOf(pricing, row.tool as StudioTool, input.params, input.call);
    const next = addAttempt(row.attempts as EconomicsAttempt[], attempt);
    if (!next.added) return undefined;
    await tx
      .update(generationEconomics)
      .set({
        attempts: next.attempts,
        costMicroUsd: next.costMicroUsd,
        costVnd: pricing.toVnd(next.costMicroUsd),
      })
      .where(eq(generationEconomics.generationId, input.generationId));
    return attempt;
  });
}

/**
 * Ends the row with the generation, in the transaction that settles its credits (after
 * `settleCharge`): on success the credits kept, valued at what the account paid for them, and
 * the engine and model that made the result; on failure no revenue and no credits.
 */
export async function settleEconomics(
  tx: Tx,
  input: {
    generationId: string;
    outcome: 'captured' | 'refunded';
    now: Date;
    engine?: string;
    model?: string;
  },
): Promise<void> {
  let credits = 0;
  let revenue = 0;
  if (input.outcome === 'captured') {
    const [charge] = await tx
      .select({ amount: creditCharges.amount, allocations: creditCharges.allocations })
      .from(creditCharges)
      .where(eq(creditCharges.generationId, input.generationId));
    const allocations = (charge?.allocations ?? []) as Allocation[];
    credits = charge?.amount ?? 0;
    revenue = revenueVnd(allocations, await readGrantValues(tx, allocations));
  }
  await tx
    .update(generationEconomics)
    .set({
      credits,
      revenueVnd: revenue,
      settledAt: input.now,
      ...(input.engine ? { engine: input.engine } : {}),
      ...(input.model !== undefined ? { model: input.model } : {}),
    })
    .where(eq(generationEconomics.generationId, input.generationId));
}
