import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { catalogueBatches } from '../../db/schema.ts';
import { hashCanonical } from '../generation/hash-submit.ts';
import { batchErrors } from './batch-errors.ts';
import type { BatchSubmit } from './submit-batch.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type BatchRow = typeof catalogueBatches.$inferSelect;

/** What a batch submit asks, as its hash reads it. */
export interface BatchAsked {
  surface: 'studio' | 'api';
  tool?: BatchSubmit['tool'];
  garments: BatchSubmit['garments'];
  models: string[];
  params?: Record<string, unknown>;
  webhookUrl?: string;
}

/**
 * SHA-256 of everything a batch submit asks: the surface it came from, each garment with its
 * category, SKU and colour in the order sent, the models, the shared options and the webhook.
 * An Idempotency-Key answers its first batch only when this matches (issue 39, defect 7).
 * @example hashBatch({ surface: 'api', garments: [{ id: 'g', category: 'tops' }], models: ['m'] })
 *   !== hashBatch({ surface: 'api', garments: [{ id: 'g', category: 'dresses' }], models: ['m'] })
 */
export function hashBatch(asked: BatchAsked): string {
  return hashCanonical({
    surface: asked.surface,
    // Decision 123: only a product-to-model batch says its tool, so earlier keys hash as before.
    ...(asked.tool && asked.tool !== 'virtual-tryon' ? { tool: asked.tool } : {}),
    garments: asked.garments.map(({ id, category, sku, color }) => ({
      id,
      category: category ?? null,
      sku: sku ?? null,
      color: color ?? null,
    })),
    models: asked.models,
    params: asked.params ?? {},
    webhookUrl: asked.webhookUrl ?? null,
  });
}

/** A batch submit as its Idempotency-Key compares it: its surface and its request's hash. */
export interface KeyedBatch {
  surface: 'studio' | 'api';
  hash: string | null;
  input: BatchSubmit;
}

export function keyedBatch(input: BatchSubmit): KeyedBatch {
  const surface = input.api ? 'api' : 'studio';
  const hash = input.idempotencyKey
    ? hashBatch({
        surface,
        tool: input.tool,
        garments: input.garments,
        models: input.models,
        params: input.params,
        webhookUrl: input.api?.webhookUrl,
      })
    : null;
  return { surface, hash, input };
}

export async function findBatchByKey(db: Db | Tx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(catalogueBatches)
    .where(and(eq(catalogueBatches.userId, userId), eq(catalogueBatches.idempotencyKey, key)))
    .limit(1);
  return row;
}

/**
 * The first batch with this key when it came from the same surface and asked the same; a 409
 * when it did not. A batch keyed before its hash was kept (migration 0032) is compared by its
 * asset ids and webhook, as it was then.
 */
export function replayBatch(row: BatchRow, keyed: KeyedBatch) {
  const same =
    row.surface === keyed.surface &&
    (row.requestHash === null ? sameGrid(row, keyed.input) : row.requestHash === keyed.hash);
  if (!same) throw batchErrors.requestChanged();
  return { batchId: row.id, balance: null, replayed: true };
}

function sameGrid(row: BatchRow, input: BatchSubmit) {
  const ids = (list: { assetId: string }[]) => list.map((item) => item.assetId).join();
  const unique = (list: string[]) => [...new Set(list)].join();
  return (
    ids(row.garments as { assetId: string }[]) ===
      unique(input.garments.map((garment) => garment.id)) &&
    ids(row.models as { assetId: string }[]) === unique(input.models) &&
    (row.webhookUrl ?? null) === (input.api?.webhookUrl ?? null)
  );
}
