import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { studioTools } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { apiTokens, creditCharges, generations } from '../../db/schema.ts';
import { recordApiCalls } from '../public-api/record-api-call.ts';
import { apiTokenErrors } from './api-token-errors.ts';

const DAY_MS = 86_400_000;
const daysAgo = z.number().int().min(0).max(365);

/** POST /dev/seed-api-usage body: public API calls and API jobs of the caller's tokens. */
export const seedApiUsageSchema = z.object({
  calls: z
    .array(
      z.object({
        token_id: z.uuid(),
        service: z.enum(studioTools).nullable().default(null),
        days_ago: daysAgo,
        status_code: z.number().int().min(100).max(599).default(200),
        count: z.number().int().min(1).max(1000).default(1),
      }),
    )
    .max(200)
    .default([]),
  jobs: z
    .array(
      z.object({
        token_id: z.uuid(),
        service: z.enum(studioTools),
        days_ago: daysAgo,
        credits: z.number().int().min(1).max(1000),
        charge: z.enum(['reserved', 'captured', 'refunded']).default('captured'),
      }),
    )
    .max(200)
    .default([]),
});
export type SeedApiUsage = z.infer<typeof seedApiUsageSchema>;

/**
 * Development only: usage as the public API records it (calls counted per hour, one
 * generation with a credit charge per job), `days_ago` UTC days before now at the same time
 * of day. Every token must be the caller's.
 */
export async function seedApiUsage(
  db: Db,
  userId: string,
  input: SeedApiUsage,
  now: Date,
): Promise<{ calls: number; jobs: number }> {
  const ids = [...new Set([...input.calls, ...input.jobs].map((item) => item.token_id))];
  if (ids.length > 0) {
    const owned = await db
      .select({ id: apiTokens.id })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, userId), inArray(apiTokens.id, ids)));
    if (owned.length !== ids.length) throw apiTokenErrors.notFound();
  }
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const calls = input.calls.flatMap((item) =>
    Array.from({ length: item.count }, () => ({
      tokenId: item.token_id,
      userId,
      service: item.service,
      operation: item.service ? `submit:${item.service}` : 'read:job',
      statusCode: item.status_code,
      errorCode: item.status_code >= 400 ? 'seeded_error' : null,
      at: at(item.days_ago),
    })),
  );
  await recordApiCalls(db, calls);
  for (const job of input.jobs) {
    const createdAt = at(job.days_ago);
    const [generation] = await db
      .insert(generations)
      .values({
        userId,
        tool: job.service,
        status: job.charge === 'refunded' ? 'failed' : 'success',
        engine: 'seed',
        apiTokenId: job.token_id,
        createdAt,
        completedAt: createdAt,
      })
      .returning({ id: generations.id });
    await db.insert(creditCharges).values({
      userId,
      generationId: generation!.id,
      amount: job.credits,
      status: job.charge,
      allocations: [],
      createdAt,
      settledAt: job.charge === 'reserved' ? null : createdAt,
    });
  }
  return { calls: calls.length, jobs: input.jobs.length };
}
