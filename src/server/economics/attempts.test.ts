import { describe, expect, it } from 'vitest';
import type { Engine, EngineResult, ProviderCall, TryOnInput } from '../engine/engine.ts';
import { createFailoverEngine } from '../engine/failover-engine.ts';
import { defaultFalModels } from '../engine/fal/models.ts';
import { FalHttpError } from '../engine/fal/queue-client.ts';
import { addAttempt, attemptOf, totalCost, type EconomicsAttempt } from './attempts.ts';
import { priceTable, requestCostMicroUsd } from './engine-prices.ts';

// Decision 066: every billed provider call of a generation counts in its cost, priced by the
// engine that took it; failovers count each engine, a failed call the provider bills counts too.
const prices = priceTable({ COG_GPU_USD_PER_SECOND: 0.0005 });
const pricing = {
  costMicroUsd: (call: Parameters<typeof requestCostMicroUsd>[1]) =>
    requestCostMicroUsd(prices, call),
};
const FASHN = defaultFalModels.tools['virtual-tryon'];
const REPLICATE_MODEL = 'acme/tryon:v1';

/** An engine that reports `calls` to the call's listener, then answers or throws `fail()`. */
function reporting(name: string, calls: ProviderCall[], fail?: () => unknown): Engine {
  return {
    name,
    async tryOn(input: TryOnInput) {
      for (const call of calls) await input.onProviderCall?.(call);
      if (fail) throw fail();
      return {
        data: Buffer.from(name),
        contentType: 'image/png',
        width: 1,
        height: 1,
      } as EngineResult;
    },
  } as unknown as Engine;
}

async function runTryOn(engine: Engine): Promise<EconomicsAttempt[]> {
  let attempts: EconomicsAttempt[] = [];
  await engine
    .tryOn({
      generationId: 'g1',
      model: Buffer.alloc(0),
      garment: Buffer.alloc(0),
      params: { category: 'tops' },
      onProviderCall: (call) => {
        attempts = addAttempt(attempts, attemptOf(pricing, 'virtual-tryon', {}, call)).attempts;
        return Promise.resolve();
      },
    })
    .catch(() => undefined);
  return attempts;
}

describe('the cost of a generation’s provider calls', () => {
  it('prices a completed fal try-on by the images it made', () => {
    const call: ProviderCall = {
      engine: 'fal',
      model: FASHN,
      requestId: 'r1',
      outcome: 'ok',
      billed: true,
      images: 2,
    };
    expect(attemptOf(pricing, 'virtual-tryon', { numSamples: 2 }, call)).toEqual({
      engine: 'fal',
      model: FASHN,
      microUsd: 150_000,
      billed: true,
      outcome: 'ok',
      requestId: 'r1',
    });
  });

  it('counts both engines of a failover: a billed failure on the first, the result on the second', async () => {
    const attempts = await runTryOn(
      createFailoverEngine(
        [
          reporting(
            'replicate',
            [
              {
                engine: 'replicate',
                model: REPLICATE_MODEL,
                requestId: 'p1',
                outcome: 'failed',
                billed: true,
                gpuSeconds: 8,
              },
            ],
            () => new Error('prediction lost'),
          ),
          reporting('fal', [
            {
              engine: 'fal',
              model: FASHN,
              requestId: 'r2',
              outcome: 'ok',
              billed: true,
              images: 1,
            },
          ]),
        ],
        { acceptedBy: () => Promise.resolve(undefined) },
      ),
    );
    expect(attempts.map((a) => [a.engine, a.outcome, a.microUsd])).toEqual([
      ['replicate', 'failed', Math.round(0.000975 * 8 * 1_000_000)],
      ['fal', 'ok', 75_000],
    ]);
    expect(totalCost(attempts)).toBe(7800 + 75_000);
  });

  it('counts a fal submit that was refused with 503 as free, and the engine that then made it', async () => {
    const attempts = await runTryOn(
      createFailoverEngine(
        [
          reporting(
            'fal',
            [{ engine: 'fal', model: FASHN, outcome: 'not-accepted', billed: false }],
            () => new FalHttpError(503, {}, 'submit'),
          ),
          reporting('cog', [
            {
              engine: 'cog',
              model: 'http://gpu:5000',
              requestId: 'c1',
              outcome: 'ok',
              billed: true,
              gpuSeconds: 20,
            },
          ]),
        ],
        { acceptedBy: () => Promise.resolve(undefined) },
      ),
    );
    expect(attempts.map((a) => [a.engine, a.billed, a.microUsd])).toEqual([
      ['fal', false, 0],
      ['cog', true, 10_000],
    ]);
    expect(totalCost(attempts)).toBe(10_000);
  });

  it('counts a failed call the provider bills at its price, and one it does not bill at 0', () => {
    const billed: ProviderCall = {
      engine: 'fal',
      model: FASHN,
      requestId: 'r3',
      outcome: 'failed',
      billed: true,
    };
    const free: ProviderCall = { ...billed, requestId: 'r4', billed: false };
    expect(attemptOf(pricing, 'virtual-tryon', {}, billed).microUsd).toBe(75_000);
    expect(attemptOf(pricing, 'virtual-tryon', {}, free).microUsd).toBe(0);
  });

  it('counts a request reported twice (a retried job resuming it) once', () => {
    const call: ProviderCall = {
      engine: 'fal',
      model: FASHN,
      requestId: 'r5',
      outcome: 'ok',
      billed: true,
      images: 1,
    };
    const first = addAttempt([], attemptOf(pricing, 'virtual-tryon', {}, call));
    const again = addAttempt(first.attempts, attemptOf(pricing, 'virtual-tryon', {}, call));
    expect([first.added, again.added, again.attempts.length, again.costMicroUsd]).toEqual([
      true,
      false,
      1,
      75_000,
    ]);
  });

  it('counts each refused submit of a retried job: they carry no request id', () => {
    const refused: ProviderCall = {
      engine: 'fal',
      model: FASHN,
      outcome: 'not-accepted',
      billed: false,
    };
    const once = addAttempt([], attemptOf(pricing, 'virtual-tryon', {}, refused));
    expect(
      addAttempt(once.attempts, attemptOf(pricing, 'virtual-tryon', {}, refused)).attempts,
    ).toHaveLength(2);
  });
});
