import { and, eq } from 'drizzle-orm';
import type { PortraitWarningCode } from '../../../contracts/portrait-check.ts';
import type { Db } from '../../db/database.ts';
import { assets, storedFiles } from '../../db/schema.ts';
import { EngineError } from '../../engine/engine.ts';
import { checkPortrait } from '../../engine/local/portrait-check.ts';
import { errors } from '../../http/app-error.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { readObject } from '../../storage/read-object.ts';
import { isUuid } from '../assets/asset-view.ts';
import { generationErrors } from './generation-errors.ts';

/**
 * Checks one of the user's image assets as a hairstyle portrait with on-device face detection
 * (engine/local/portrait-check.ts). Another user's asset is "not found", like an unknown id; a
 * picture that cannot be read is simply one without a face.
 */
export async function checkPortraitAsset(
  deps: { db: Db; store: ObjectStore },
  userId: string,
  assetId: string,
): Promise<{ ok: boolean; warnings: PortraitWarningCode[] }> {
  if (!isUuid(assetId)) throw errors.notFound();
  const [row] = await deps.db
    .select({ mediaType: assets.mediaType, storageKey: storedFiles.storageKey })
    .from(assets)
    .innerJoin(storedFiles, eq(storedFiles.id, assets.storedFileId))
    .where(and(eq(assets.id, assetId), eq(assets.userId, userId)));
  if (!row) throw errors.notFound();
  if (row.mediaType !== 'image') throw generationErrors.inputNotImage('assetId');
  const bytes = await readObject(deps.store, row.storageKey);
  if (!bytes) throw errors.notFound();
  try {
    const { ok, warnings } = await checkPortrait(bytes);
    return { ok, warnings };
  } catch (error) {
    if (error instanceof EngineError && error.code === 'bad-input') {
      return { ok: false, warnings: ['no-face'] };
    }
    throw error;
  }
}
