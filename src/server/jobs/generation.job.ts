import type { GenerationDeps } from '../services/generation/generation-deps.ts';
import { cancelGeneration } from '../services/generation/cancel-generation.ts';
import {
  GENERATION_DEADLINE,
  GENERATION_FAILED,
  GENERATION_JOB,
} from '../services/generation/job-names.ts';
import { giveUpGeneration, runGeneration } from '../services/generation/run-generation.ts';
import type { Queue } from './queue.ts';

interface GenerationJob {
  generationId: string;
}

/**
 * Generation jobs: two retries with backoff from GENERATION_RETRY_DELAY_SECONDS, a time limit of
 * GENERATION_TIMEOUT_SECONDS, and a heartbeat, so the job of a worker that died is retried within seconds. When the retries are
 * spent the job moves to the dead-letter queue, whose worker fails the generation and refunds.
 * A Cancel-After deadline is a delayed job that cancels the generation if it is still unfinished.
 */
export async function registerGenerationJobs(
  boss: Queue,
  deps: GenerationDeps,
  options: { work: boolean },
) {
  await boss.createQueue(GENERATION_FAILED, { retryLimit: 5, expireInSeconds: 60 });
  await boss.createQueue(GENERATION_JOB, {
    retryLimit: 2,
    retryDelay: deps.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: deps.timeoutSeconds + 30,
    heartbeatSeconds: 10,
    deadLetter: GENERATION_FAILED,
  });
  // Creating a queue that exists changes nothing: a changed delay is applied to it here.
  await boss.updateQueue(GENERATION_JOB, { retryDelay: deps.retryDelaySeconds });
  await boss.createQueue(GENERATION_DEADLINE, { retryLimit: 5, expireInSeconds: 60 });
  if (!options.work) return;
  await boss.work<GenerationJob>(GENERATION_JOB, async ([job]) => {
    if (job) await runGeneration(deps, job.data.generationId);
  });
  await boss.work<GenerationJob>(GENERATION_FAILED, async ([job]) => {
    if (job) await giveUpGeneration(deps, job.data.generationId);
  });
  await boss.work<GenerationJob>(GENERATION_DEADLINE, async ([job]) => {
    if (job && (await cancelGeneration(deps, job.data.generationId))) {
      deps.logger.info({ generationId: job.data.generationId }, 'generation cancelled: deadline');
    }
  });
}
