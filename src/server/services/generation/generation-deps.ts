import type { AppDeps } from '../../app-deps.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/database.ts';
import type { Engine } from '../../engine/engine.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Logger } from '../../logger.ts';
import type { Metrics } from '../../metrics/metrics.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { FairUseSettings } from '../credits/fair-use.ts';
import type { ResultSigner } from '../../provenance/result-signer.ts';
import type { EconomicsPricing } from '../../economics/attempts.ts';
import { economicsPricing } from '../../economics/pricing.ts';
import { identityCheckOn } from '../../fidelity/identity/identity-setting.ts';

export interface GenerationDeps {
  db: Db;
  store: ObjectStore;
  queue: Queue;
  clock: Clock;
  logger: Logger;
  engine: Engine;
  metrics: Metrics;
  /** Spec §9 time limits: a job is stopped after this long (and retried or failed). */
  timeoutSeconds: number;
  /** The first retry's delay in seconds (GENERATION_RETRY_DELAY_SECONDS), with backoff after. */
  retryDelaySeconds: number;
  /** Marks every result as AI-made (decision 052). */
  signer: ResultSigner;
  /** Decision 067: the unlimited plan's monthly engine-cost budget. */
  fairUse: FairUseSettings;
  /** Prices each provider call for the generation's recorded cost (decision 066). */
  pricing: EconomicsPricing;
  /** Decision 121: results made with a brand model's face reference are checked against it. */
  identityCheck?: boolean;
}

export function generationDeps(deps: AppDeps): GenerationDeps {
  return {
    db: deps.database.db,
    store: deps.store,
    queue: deps.queue,
    clock: deps.clock,
    logger: deps.logger,
    engine: deps.engine,
    metrics: deps.metrics,
    timeoutSeconds: deps.env.GENERATION_TIMEOUT_SECONDS,
    retryDelaySeconds: deps.env.GENERATION_RETRY_DELAY_SECONDS,
    signer: deps.signer,
    fairUse: {
      defaultBudgetVnd: deps.env.FAIR_USE_MONTHLY_BUDGET_VND,
      reserveVnd: deps.env.FAIR_USE_RESERVE_VND,
    },
    pricing: economicsPricing(deps.env),
    identityCheck: identityCheckOn({
      production: deps.env.NODE_ENV === 'production',
      setting: deps.env.IDENTITY_CHECK,
    }),
  };
}
