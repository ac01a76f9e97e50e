import { eq } from 'drizzle-orm';
import type { Asset } from '../../../contracts/assets.ts';
import type { Reuse } from '../../../contracts/history.ts';
import type { AssetKind, InputImageRole, StudioTool } from '../../../contracts/studio.ts';
import { storedFiles } from '../../db/schema.ts';
import { AppError, type Lang } from '../../http/app-error.ts';
import { copyIntoAssets } from '../assets/copy-into-assets.ts';
import { getAsset } from '../assets/get-asset.ts';
import { copyName } from './copy-result.ts';
import { findOwnedWithFiles, type HistoryDeps } from './history-items.ts';
import { readStoredBytes } from './read-stored-bytes.ts';
import { RECORDED_STYLE_PARAMS } from '../generation/hairstyle-record.ts';

interface StoredInput {
  role: InputImageRole;
  fileId?: string | null;
  /** Recorded since decision 043: the library asset the input was chosen from. */
  assetId?: string | null;
}

/** The library kind a copied input is kept as: what that tool's picker lists for the role. */
function kindOf(tool: StudioTool, role: InputImageRole): AssetKind {
  if (role === 'clothing') return 'garment';
  if (role === 'face') return 'face';
  if (role === 'person') return tool === 'virtual-tryon' ? 'model' : 'face';
  return 'image';
}

/**
 * POST /history/:id/reuse ('Regenerate', decision 043): one of the caller's generations as a
 * tool's prefill. Each input is the asset it was chosen from while the library keeps it, else a
 * one-time copy of the generation's own input file (the same copy on every reuse). Another
 * user's id is 404 exactly like an unknown one.
 */
export async function reuseGeneration(
  deps: HistoryDeps,
  input: { userId: string; id: string; lang: Lang },
): Promise<Reuse> {
  const { row, files } = await findOwnedWithFiles(deps.db, input.userId, input.id);
  const tool = row.tool as StudioTool;
  const { maskFileId, ...params } = (row.params ?? {}) as Record<string, unknown>;
  for (const recorded of RECORDED_STYLE_PARAMS) delete params[recorded];
  const stored = Array.isArray(row.inputs) ? (row.inputs as StoredInput[]) : [];

  const inputs: Partial<Record<InputImageRole, Asset>> = {};
  for (const item of stored) {
    const kept = item.assetId ? await keptAsset(deps, input.userId, item.assetId) : null;
    const file = item.fileId ? files.get(item.fileId) : undefined;
    if (kept) inputs[item.role] = kept;
    else if (file) {
      const { asset } = await copyIntoAssets(deps, {
        userId: input.userId,
        origin: `input:${row.id}:${item.role}`,
        kind: kindOf(tool, item.role),
        name: copyName(input.lang, 'input', tool),
        load: () => readStoredBytes(deps.store, file.storageKey),
      });
      inputs[item.role] = asset;
    }
  }

  let mask: string | null = null;
  const maskFile = typeof maskFileId === 'string' ? await storedFile(deps, maskFileId) : null;
  if (maskFile) {
    const bytes = await readStoredBytes(deps.store, maskFile.storageKey).catch(() => null);
    if (bytes) mask = `data:image/png;base64,${bytes.toString('base64')}`;
  }
  return { tool, params, inputs, mask };
}

/** The mask's stored_files row (history lists only results and inputs). */
async function storedFile(deps: HistoryDeps, id: string) {
  const [row] = await deps.db
    .select({ storageKey: storedFiles.storageKey })
    .from(storedFiles)
    .where(eq(storedFiles.id, id))
    .limit(1);
  return row ?? null;
}

/** The asset while the user still keeps it; deleted (404) means a copy is made instead. */
async function keptAsset(deps: HistoryDeps, userId: string, id: string): Promise<Asset | null> {
  try {
    return await getAsset(deps, userId, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
