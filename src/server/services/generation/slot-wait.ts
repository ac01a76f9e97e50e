import type { StudioTool } from '../../../contracts/studio.ts';
import { typicalDurationMs } from './estimate-generation.ts';
import type { GenerationDeps } from './generation-deps.ts';

export interface RunningJob {
  tool: StudioTool;
  createdAt: Date;
}

/** A retry sooner than this only meets the same refusal; later than this and a slot waits idle. */
const BOUNDS = { min: 1, max: 300 };

/**
 * Seconds until the soonest of the running jobs should end: each tool's typical duration (the
 * median of its recent successes) less the time the job has run, within 1 s and 5 min. It is an
 * estimate for Retry-After (issue 18), not a promise: a job may end sooner or later.
 * @example await secondsUntilOneEnds(db, [{ tool: 'virtual-tryon', createdAt }], now) // 2
 */
export async function secondsUntilOneEnds(
  db: GenerationDeps['db'],
  running: RunningJob[],
  now: Date,
): Promise<number> {
  const typical = new Map<StudioTool, number>();
  for (const { tool } of running) {
    if (!typical.has(tool)) typical.set(tool, await typicalDurationMs(db, tool));
  }
  const leftMs = running.map(
    ({ tool, createdAt }) => typical.get(tool)! - (now.getTime() - createdAt.getTime()),
  );
  const soonest = Math.ceil(Math.min(...leftMs) / 1000);
  return Math.min(
    BOUNDS.max,
    Math.max(BOUNDS.min, Number.isFinite(soonest) ? soonest : BOUNDS.min),
  );
}
