import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CellLabel } from '../../../contracts/catalogue.ts';
import { fidelityReportSchema } from '../../../contracts/fidelity.ts';
import type { Db } from '../../db/database.ts';
import { catalogueBatches, generations } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { seedGenerations, seedGenerationsSchema } from '../history/seed-generations.ts';

/** POST /dev/seed-catalogue-batch body: a finished batch's cells, each with its label and report. */
export const seedCatalogueBatchSchema = z.object({
  cells: z
    .array(
      z.object({
        sku: z.string().max(64),
        color: z.string().max(40),
        model: z.string().max(100),
        /** The result's garment fidelity report (issue 41), as the worker would have written it. */
        fidelity: fidelityReportSchema.optional(),
        /** The seller's approval of a result that did not pass. */
        approval_reason: z.string().max(500).optional(),
      }),
    )
    .min(1)
    .max(20),
});
export type SeedCatalogueBatch = z.infer<typeof seedCatalogueBatchSchema>;

/**
 * Development only: a completed catalogue batch of the caller's whose cells are seeded successful
 * try-ons (`seedGenerations`), laid out by their labels, with the garment fidelity reports and
 * approvals a browser test needs (issue 41) without running an engine.
 */
export async function seedCatalogueBatch(
  deps: { db: Db; store: ObjectStore; now: () => Date },
  userId: string,
  input: SeedCatalogueBatch,
): Promise<{ batch_id: string; ids: string[] }> {
  const now = deps.now();
  // Seeded rows are newest first and the grid reads them oldest first: the last is made first.
  const seeded = await seedGenerations(
    deps,
    userId,
    seedGenerationsSchema.parse({
      items: [...input.cells].reverse().map((cell) => ({
        tool: 'virtual-tryon',
        status: 'success',
        width: 600,
        height: 800,
        fidelity: cell.fidelity,
      })),
    }),
  );
  const ids = [...seeded.ids].reverse();
  const [batch] = await deps.db
    .insert(catalogueBatches)
    .values({
      userId,
      status: 'completed',
      cellCount: input.cells.length,
      credits: input.cells.length,
      createdAt: now,
      completedAt: now,
    })
    .returning({ id: catalogueBatches.id });
  for (const [index, cell] of input.cells.entries()) {
    const label: CellLabel = {
      sku: cell.sku,
      color: cell.color,
      category: 'tops',
      model: cell.model,
      garment: cell.sku,
    };
    await deps.db
      .update(generations)
      .set({
        batchId: batch!.id,
        catalogue: label,
        fidelityApproval: cell.approval_reason
          ? { reason: cell.approval_reason, at: now.toISOString(), by: userId }
          : null,
      })
      .where(eq(generations.id, ids[index]!));
  }
  return { batch_id: batch!.id, ids };
}
