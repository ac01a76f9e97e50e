import { and, eq } from 'drizzle-orm';
import type { GenerationProgress } from '../../../contracts/generation.ts';
import { generations } from '../../db/schema.ts';
import { toHistoryItem } from '../history/history-items.ts';
import { findOwnedProgress } from '../history/status-reads.ts';
import type { GenerationDeps } from './generation-deps.ts';

/** GET /ai/generations/:id: the phase and fraction of spec §2.8 with the history item. */
export async function readProgress(
  deps: Pick<GenerationDeps, 'db' | 'store'>,
  userId: string,
  id: string,
): Promise<GenerationProgress> {
  const { row, files } = await findOwnedProgress(deps.db, userId, id);
  const item = await toHistoryItem(deps.store, row, files);
  return {
    id: row.id,
    status: item.status,
    phase: row.phase as GenerationProgress['phase'],
    fraction: row.status === 'processing' ? row.progress : 1,
    item,
  };
}

/**
 * A cheap fingerprint of a generation's progress (one indexed row, no files or signed links),
 * for the event stream to poll; it builds the full progress only when this changes.
 */
export async function progressSignature(
  deps: Pick<GenerationDeps, 'db'>,
  userId: string,
  id: string,
): Promise<string | null> {
  const [row] = await deps.db
    .select({
      status: generations.status,
      phase: generations.phase,
      progress: generations.progress,
    })
    .from(generations)
    .where(and(eq(generations.id, id), eq(generations.userId, userId)));
  return row ? `${row.status}:${row.phase}:${row.progress}` : null;
}
