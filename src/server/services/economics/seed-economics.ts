import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { planIds } from '../../../contracts/plans.ts';
import { studioTools } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { generationEconomics } from '../../db/schema.ts';

/**
 * POST /dev/seed-economics body (never in production): recorded figures of the caller's
 * generations as the ledger writes them, on given days, for the admin analytics' browser tests.
 */
export const seedEconomicsSchema = z.object({
  rows: z
    .array(
      z.object({
        tool: z.enum(studioTools),
        plan_id: z.enum(planIds).default('basic'),
        option: z.string().min(1).max(60).default('default'),
        engine: z.string().min(1).max(40).nullable().default('fal'),
        model: z.string().min(1).max(120).nullable().default(null),
        credits: z.number().int().min(0).max(1000).default(1),
        revenue_vnd: z.number().int().min(0).max(100_000_000),
        cost_vnd: z.number().int().min(0).max(100_000_000),
        day: z.iso.date(),
      }),
    )
    .min(1)
    .max(100),
});

export async function seedEconomics(
  db: Db,
  userId: string,
  input: z.infer<typeof seedEconomicsSchema>,
) {
  await db.insert(generationEconomics).values(
    input.rows.map((row) => ({
      generationId: randomUUID(),
      userId,
      tool: row.tool,
      planId: row.plan_id,
      option: row.option,
      engine: row.engine,
      model: row.model,
      credits: row.credits,
      revenueVnd: row.revenue_vnd,
      costVnd: row.cost_vnd,
      createdAt: new Date(`${row.day}T05:00:00Z`),
      settledAt: new Date(`${row.day}T05:00:00Z`),
    })),
  );
  return { rows: input.rows.length };
}
