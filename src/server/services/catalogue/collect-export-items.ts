import { and, eq, inArray } from 'drizzle-orm';
import type { CellLabel } from '../../../contracts/catalogue.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { assets, generations, storedFiles } from '../../db/schema.ts';
import { exportFileNames, exportLabel, type ExportLabel } from './export-file-names.ts';

export interface ExportItem extends ExportLabel {
  generationId: string;
  file: string;
  storageKey: string;
  contentType: string;
  tool: StudioTool;
  engine: string;
  madeAt: Date;
}

interface GenerationInput {
  role?: string;
  assetId?: string | null;
}

/**
 * The export's results in its order, each with its stored file and its name in the ZIP. A result
 * removed since the export was asked is left out (the manifest lists what the ZIP holds).
 */
export async function collectExportItems(
  db: Db,
  userId: string,
  generationIds: string[],
): Promise<ExportItem[]> {
  if (generationIds.length === 0) return [];
  const rows = await db
    .select({
      id: generations.id,
      tool: generations.tool,
      engine: generations.engine,
      inputs: generations.inputs,
      catalogue: generations.catalogue,
      createdAt: generations.createdAt,
      completedAt: generations.completedAt,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
    })
    .from(generations)
    .innerJoin(storedFiles, eq(storedFiles.id, generations.resultFileId))
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
  const inputAsset = (inputs: unknown, role: string) => {
    const input = (inputs as GenerationInput[]).find((each) => each.role === role);
    return input?.assetId ? assetById.get(input.assetId) : undefined;
  };

  const labels = ordered.map((row) =>
    exportLabel(row.catalogue as CellLabel | null, {
      garment: inputAsset(row.inputs, 'clothing'),
      model: inputAsset(row.inputs, 'person'),
    }),
  );
  const files = exportFileNames(labels);
  return ordered.map((row, index) => ({
    ...labels[index]!,
    generationId: row.id,
    file: files[index]!,
    storageKey: row.storageKey,
    contentType: row.contentType,
    tool: row.tool as StudioTool,
    engine: row.engine ?? 'local',
    madeAt: row.completedAt ?? row.createdAt,
  }));
}
