import type { resolutions } from '../../../contracts/plans.ts';
import { type Plan } from '../../../contracts/plans.ts';

/** Output heights of each plan's maximum resolution (decision 004: 720p, 1080p, 4k). */
const heights: Record<(typeof resolutions)[number], number> = {
  '720p': 720,
  '1080p': 1080,
  '4k': 2160,
};

/**
 * Whether a plan may make output at `resolution` ('480p', '1080p' …): its height must not exceed
 * the plan's maximum. Unknown values are refused.
 */
export function resolutionAllowed(plan: Pick<Plan, 'maxResolution'>, resolution: string): boolean {
  const height = /^(\d+)p$/.exec(resolution)?.[1];
  if (!height) return false;
  return Number(height) <= heights[plan.maxResolution];
}
