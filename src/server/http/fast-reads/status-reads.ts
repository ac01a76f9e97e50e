import type { AppDeps } from '../../app-deps.ts';
import type { FastReads } from './fast-reads.ts';
import { readGenerationFast } from './read-generation-fast.ts';
import { readJobFast } from './read-job-fast.ts';

/** The status reads answered before the app (decision 110), by the path before their id. */
export function statusReads(deps: AppDeps): FastReads {
  return new Map([
    ['/ai/generations/', readGenerationFast(deps)],
    ['/v1/jobs/', readJobFast(deps)],
  ]);
}
