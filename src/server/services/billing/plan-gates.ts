import type { resolutions } from '../../../contracts/plans.ts';
import { type Plan } from '../../../contracts/plans.ts';
import type { OutputResolution } from '../../../contracts/product-to-model.ts';

/** Output heights of each plan's maximum resolution (decision 004: 720p, 1080p, 4k). */
const heights: Record<(typeof resolutions)[number], number> = {
  '720p': 720,
  '1080p': 1080,
  '4k': 2160,
};

/**
 * Product to model's resolutions (issue 42, decision 122) against the plans' tiers: 1k for
 * every plan, 2k for the 1080p plans, 4k for the 4k plans.
 */
const tierHeights: Record<OutputResolution, number> = { '1k': 720, '2k': 1080, '4k': 2160 };

/**
 * Whether a plan may make output at `resolution` ('480p', '1080p' …, or '1k', '2k', '4k'): its
 * height must not exceed the plan's maximum. Unknown values are refused.
 */
export function resolutionAllowed(plan: Pick<Plan, 'maxResolution'>, resolution: string): boolean {
  const height = Object.hasOwn(tierHeights, resolution)
    ? tierHeights[resolution as OutputResolution]
    : Number(/^(\d+)p$/.exec(resolution)?.[1]);
  if (!height) return false;
  return height <= heights[plan.maxResolution];
}
