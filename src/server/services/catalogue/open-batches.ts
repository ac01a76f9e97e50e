import { and, eq, ne } from 'drizzle-orm';
import { MAX_OPEN_BATCHES } from '../../../contracts/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { catalogueBatches } from '../../db/schema.ts';
import { batchErrors } from './batch-errors.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Seconds a caller over the open-batches limit is told to wait: a cell takes about this long. */
const OPEN_BATCH_RETRY_SECONDS = 30;

/**
 * Decision 086: at most MAX_OPEN_BATCHES unfinished batches per account (429 otherwise). Call it
 * with the user's row locked (lockBalance), so parallel submits and retries are counted one after
 * the other. `reopening` is a batch a retried cell makes unfinished again; it is not counted
 * when it is already open.
 */
export async function assertBatchSlot(tx: Tx, userId: string, reopening?: string): Promise<void> {
  const open = await tx
    .select({ id: catalogueBatches.id })
    .from(catalogueBatches)
    .where(
      and(
        eq(catalogueBatches.userId, userId),
        eq(catalogueBatches.status, 'processing'),
        reopening ? ne(catalogueBatches.id, reopening) : undefined,
      ),
    );
  if (open.length >= MAX_OPEN_BATCHES) throw batchErrors.tooManyOpen(OPEN_BATCH_RETRY_SECONDS);
}
