import type { StudioTool } from '../../contracts/studio.ts';
import type { ProviderCall } from '../engine/engine.ts';

/** One provider call as `generation_economics.attempts` keeps it (decision 066). */
export interface EconomicsAttempt {
  engine: string;
  model: string;
  microUsd: number;
  billed: boolean;
  outcome: ProviderCall['outcome'];
  /** The provider's request id, so a retried job reporting the same request counts it once. */
  requestId?: string;
}

/** What an engine call is priced on: the price table's request (engine-prices.ts). */
export interface PricedCall {
  engine: string;
  model: string;
  tool: StudioTool;
  params: Record<string, unknown>;
  images?: number;
  gpuSeconds?: number;
}

/** Prices a call in millionths of a USD and turns a sum of them into dong. */
export interface EconomicsPricing {
  costMicroUsd(call: PricedCall): number;
  toVnd(microUsd: number): number;
}

/**
 * A provider call as an attempt: a billed call at the price table's price for what it made
 * (the images it returned, the GPU-seconds the provider reported), an unbilled one at 0.
 * @example attemptOf(pricing, 'virtual-tryon', {}, { engine: 'fal', model, outcome: 'ok', billed: true })
 */
export function attemptOf(
  pricing: Pick<EconomicsPricing, 'costMicroUsd'>,
  tool: StudioTool,
  params: Record<string, unknown>,
  call: ProviderCall,
): EconomicsAttempt {
  const microUsd = call.billed
    ? pricing.costMicroUsd({
        engine: call.engine,
        model: call.model,
        tool,
        params,
        ...(call.images !== undefined ? { images: call.images } : {}),
        ...(call.gpuSeconds !== undefined ? { gpuSeconds: call.gpuSeconds } : {}),
      })
    : 0;
  return {
    engine: call.engine,
    model: call.model,
    microUsd,
    billed: call.billed,
    outcome: call.outcome,
    ...(call.requestId ? { requestId: call.requestId } : {}),
  };
}

/**
 * The attempts with one more, and their total cost: a request already counted (the same
 * request id, reported again by a retried job) is not added twice.
 */
export function addAttempt(
  attempts: EconomicsAttempt[],
  attempt: EconomicsAttempt,
): { attempts: EconomicsAttempt[]; costMicroUsd: number; added: boolean } {
  const seen =
    attempt.requestId !== undefined &&
    attempts.some((earlier) => earlier.requestId === attempt.requestId);
  const next = seen ? attempts : [...attempts, attempt];
  return { attempts: next, costMicroUsd: totalCost(next), added: !seen };
}

/** Every billed attempt's cost: a failover counts each engine it paid. */
export function totalCost(attempts: EconomicsAttempt[]): number {
  return attempts.reduce((sum, attempt) => sum + (attempt.billed ? attempt.microUsd : 0), 0);
}
