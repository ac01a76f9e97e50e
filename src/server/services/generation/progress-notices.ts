import { and, eq, sql } from 'drizzle-orm';
import type { EnginePhase } from '../../engine/engine.ts';
import type { Db } from '../../db/database.ts';
import { generations } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The channel of generation progress notices; the payload is the generation's id (decision 028).
 * Every write of a generation's phase, progress or status sends one in its own transaction, so
 * PostgreSQL delivers it at commit: a listener never reads a state older than the notice.
 */
export const PROGRESS_CHANNEL = 'generation_progress';

/** Queues the notice of a generation's change on the transaction that writes it. */
export async function notifyProgress(tx: Tx, generationId: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${PROGRESS_CHANNEL}, ${generationId})`);
}

/**
 * Writes a running generation's phase and fraction and notifies, in one statement (one round
 * trip, one transaction); a generation that is no longer processing is left alone, unnotified.
 */
export async function writeProgress(
  db: Db,
  generationId: string,
  phase: EnginePhase,
  fraction: number,
): Promise<void> {
  const changed = db.$with('changed').as(
    db
      .update(generations)
      .set({ phase, progress: Math.max(0, Math.min(1, fraction)) })
      .where(and(eq(generations.id, generationId), eq(generations.status, 'processing')))
      .returning({ id: generations.id }),
  );
  await db
    .with(changed)
    .select({ notified: sql`pg_notify(${PROGRESS_CHANNEL}, ${changed.id}::text)` })
    .from(changed);
}
