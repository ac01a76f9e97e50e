import type { CellLabel } from '../../../contracts/catalogue.ts';
import type { StoredFidelityApproval } from '../../../contracts/fidelity.ts';
import type { z } from '@hono/zod-openapi';
import type { batchSchema } from '../../routes/public-api/v1-batch-schemas.ts';
import { cellInputs, countCells, findOwnedBatch, readCells } from '../catalogue/read-batch.ts';
import type { HistoryDeps } from '../history/history-items.ts';
import { toJobs } from './read-api-jobs.ts';
import { publicApiErrors } from './public-api-errors.ts';
import type { StudioTool } from '../../../contracts/studio.ts';

type ApiBatch = z.infer<typeof batchSchema>;

/**
 * GET /v1/batches/{id} (decision 086): the account's batch with each cell as a /v1 job, garment by
 * garment, plus the model's and garment's upload ids and the garment's label. Another account's
 * batch is 404 like an unknown id; a token without the batch's tool is 403.
 */
export async function readApiBatch(
  deps: HistoryDeps,
  caller: { userId: string; services: readonly StudioTool[] },
  id: string,
): Promise<ApiBatch> {
  const batch = await findOwnedBatch(deps.db, caller.userId, id);
  // The token needs the service the batch's cells run: the try-on's or product to model's.
  const tool = batch.tool as StudioTool;
  if (!caller.services.includes(tool)) throw publicApiErrors.serviceNotPermitted(tool);
  const cells = await readCells(deps.db, batch);
  const jobs = await toJobs(deps, cells);
  const { success, ...counts } = countCells(cells.map((cell) => cell.status));
  return {
    id: batch.id,
    status: batch.status as ApiBatch['status'],
    counts: { ...counts, succeeded: success },
    jobs: jobs.map((job, index) => {
      const cell = cells[index]!;
      // A try-on's clothing and person, a product to model's product and person (decision 123).
      const { garment, model } = cellInputs(cell);
      const label = cell.catalogue as CellLabel | null;
      const approval = cell.fidelityApproval as StoredFidelityApproval | null;
      return {
        ...job,
        model,
        garment: {
          id: garment,
          sku: label?.sku ?? null,
          color: label?.color ?? null,
          category: label?.category ?? null,
        },
        fidelity_approval: approval ? { reason: approval.reason, approved_at: approval.at } : null,
      };
    }),
    created_at: batch.createdAt.toISOString(),
    completed_at: batch.completedAt?.toISOString() ?? null,
  };
}
