import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { generations } from '../../db/schema.ts';
import type { Clock } from '../../clock.ts';
import type { Queue } from '../../jobs/queue.ts';
import { deleteGenerations } from '../history/delete-generations.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Issue 26: deleting an input may take what was made from it along (decision 057). Removes,
 * inside the caller's transaction, the user's generations that used the asset as an input
 * (submit records its id beside each input copy), as a history delete removes each
 * (`deleteGenerations`: one still running is cancelled and refunded first).
 * @returns the storage keys to delete once the transaction has committed.
 */
export async function deleteAssetResults(
  tx: Tx,
  deps: { queue: Pick<Queue, 'send'>; clock: Clock },
  userId: string,
  assetId: string,
) {
  return deleteGenerations(
    tx,
    deps,
    and(
      eq(generations.userId, userId),
      sql`${generations.inputs} @> ${JSON.stringify([{ assetId }])}::jsonb`,
    ),
  );
}
