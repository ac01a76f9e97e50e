import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Estimate } from '../../../contracts/generation.ts';
import { generationCost } from '../../../contracts/credits.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { generations } from '../../db/schema.ts';
import { engineNameFor } from '../../engine/engine.ts';
import { readCreditBalance } from '../credits/read-credit-balance.ts';
import type { GenerationDeps } from './generation-deps.ts';

/** Before a tool has run here, a guess; afterwards the measured durations decide. */
const firstGuessMs: Record<StudioTool, number> = {
  'virtual-tryon': 3000,
  'body-generator': 2000,
  'hairstyle-changer': 3000,
  'image-to-video': 10_000,
  'image-editing': 2000,
  'product-to-model': 4000,
  'model-swap': 4000,
};
const SAMPLE = 20;

/**
 * Spec §8 cost estimate and DESIGN.md's wait estimate: the cost of the tool with the options
 * asked on the tool's engine (decisions 065, 098: the credits submit holds), the caller's balance, and the median
 * duration of the tool's last 20 successful generations (any user's).
 */
export async function estimateGeneration(
  deps: Pick<GenerationDeps, 'db' | 'clock' | 'engine'>,
  userId: string,
  tool: StudioTool,
  params: Record<string, unknown> = {},
): Promise<Estimate> {
  const engine = engineNameFor(deps.engine, tool);
  const cost = generationCost(tool, params, engine);
  const { balance } = await readCreditBalance(deps.db, userId, deps.clock.now());
  return {
    tool,
    cost,
    balance,
    enough: balance >= cost,
    estimate_ms: await typicalDurationMs(deps.db, tool),
    engine,
  };
}

/** The median duration of the tool's last 20 successful generations (any user's), or a guess. */
export async function typicalDurationMs(db: GenerationDeps['db'], tool: StudioTool) {
  const recent = await db
    .select({ ms: generations.processingMs })
    .from(generations)
    .where(
      and(
        eq(generations.tool, tool),
        eq(generations.status, 'success'),
        isNotNull(generations.processingMs),
      ),
    )
    .orderBy(desc(generations.createdAt))
    .limit(SAMPLE);
  return median(recent.map((row) => row.ms!)) ?? firstGuessMs[tool];
}

/** @example median([3, 1, 2]) // 2 */
export function median(values: number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}
