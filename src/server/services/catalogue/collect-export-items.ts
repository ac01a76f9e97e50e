import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CellLabel } from '../../../contracts/catalogue.ts';
import type {
  FidelityReport,
  FidelityVerdict,
  StoredFidelityApproval,
} from '../../../contracts/fidelity.ts';
import type { Plan } from '../../../contracts/plans.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { assets, generations, storedFiles } from '../../db/schema.ts';
import {
  distinctModels,
  exportFileNames,
  exportLabel,
  type ExportLabel,
} from './export-file-names.ts';

const cleanFiles = alias(storedFiles, 'clean_files');

export interface ExportItem extends ExportLabel {
  generationId: string;
  file: string;
  storageKey: string;
  contentType: string;
  /** The file is clean and the plan at export has the watermark: it is drawn on the cover. */
  addWatermark: boolean;
  tool: StudioTool;
  engine: string;
  madeAt: Date;
  /** Issue 41: the garment fidelity verdict when the export was made; null for none. */
  fidelity: FidelityVerdict | null;
  /** The seller's reason when they approved a result that did not pass. */
  approvalReason: string | null;
}

interface GenerationInput {
  role?: string;
  assetId?: string | null;
}

/**
 * The export's results in its order, each with the file it starts from and its name in the ZIP.
 * A result removed since the export was asked is left out (the manifest lists what the ZIP holds).
 * The watermark follows the plan at export, as a download's does (decision 101, `exportSource`).
 */
export async function collectExportItems(
  db: Db,
  userId: string,
  generationIds: string[],
  plan: Pick<Plan, 'watermark'>,
): Promise<ExportItem[]> {
  if (generationIds.length === 0) return [];
  const rows = await db
    .select({
      id: generations.id,
      tool: generations.tool,
      engine: generations.engine,
      inputs: generations.inputs,
      params: generations.params,
      catalogue: generations.catalogue,
      createdAt: generations.createdAt,
      completedAt: generations.completedAt,
      resultWatermarked: generations.resultWatermarked,
      fidelity: generations.fidelity,
      fidelityApproval: generations.fidelityApproval,
      result: { storageKey: storedFiles.storageKey, contentType: storedFiles.contentType },
      clean: { storageKey: cleanFiles.storageKey, contentType: cleanFiles.contentType },
    })
    .from(generations)
    .innerJoin(storedFiles, eq(storedFiles.id, generations.resultFileId))
    .leftJoin(cleanFiles, eq(cleanFiles.id, generations.resultCleanFileId))
    .where(and(eq(generations.userId, userId), inArray(generations.id, generationIds)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = generationIds.flatMap((id) => byId.get(id) ?? []);

  const assetIds = ordered.flatMap((row) =>
    (row.inputs as GenerationInput[]).flatMap((input) => (input.assetId ? [input.assetId] : [])),
  );
  const assetRows = assetIds.length
    ? await db
        .select({ id: assets.id, name: assets.name, sku: assets.sku, color: assets.color })
        .from(assets)
        .where(and(eq(assets.userId, userId), inArray(assets.id, [...new Set(assetIds)])))
    : [];
  const assetById = new Map(assetRows.map((asset) => [asset.id, asset]));
  const inputAssetId = (inputs: unknown, role: string) =>
    (inputs as GenerationInput[]).find((each) => each.role === role)?.assetId ?? null;
  const inputAsset = (inputs: unknown, role: string) => {
    const input = (inputs as GenerationInput[]).find((each) => each.role === role);
    return input?.assetId ? assetById.get(input.assetId) : undefined;
  };

  const labels = distinctModels(
    ordered.map((row) =>
      exportLabel(row.catalogue as CellLabel | null, {
        // A product-to-model cell's garment is its `product` (decision 123).
        garment: inputAsset(row.inputs, 'clothing') ?? inputAsset(row.inputs, 'product'),
        model: inputAsset(row.inputs, 'person'),
        choice: (row.params as { model?: string }).model ?? null,
      }),
    ),
    // Decision 129: what tells two models apart is the person photo the job was given.
    ordered.map((row) => inputAssetId(row.inputs, 'person')),
  );
  const files = exportFileNames(labels);
  return ordered.map((row, index) => ({
    ...labels[index]!,
    generationId: row.id,
    file: files[index]!,
    ...exportSource(row, plan),
    tool: row.tool as StudioTool,
    engine: row.engine ?? 'local',
    madeAt: row.completedAt ?? row.createdAt,
    fidelity: (row.fidelity as FidelityReport | null)?.verdict ?? null,
    approvalReason: (row.fidelityApproval as StoredFidelityApproval | null)?.reason ?? null,
  }));
}

/**
 * Where a packed result starts (decision 101, as `downloadSource` for a download): from its clean
 * copy whenever it has one, else the stored result. A clean start gets the watermark when the
 * plan at export has it, drawn on the finished cover, because a marketplace preset cuts the
 * subject out and would cut a mark drawn earlier away with the backdrop. A result made before
 * the clean copies were kept (`resultWatermarked` null) is packed as stored.
 */
function exportSource(
  row: {
    resultWatermarked: boolean | null;
    result: { storageKey: string; contentType: string };
    clean: { storageKey: string; contentType: string } | null;
  },
  plan: Pick<Plan, 'watermark'>,
) {
  const start = row.clean ?? row.result;
  const clean = row.clean !== null || row.resultWatermarked === false;
  return {
    storageKey: start.storageKey,
    contentType: start.contentType,
    addWatermark: plan.watermark && clean,
  };
}
