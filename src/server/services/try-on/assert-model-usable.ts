import { and, eq, inArray } from 'drizzle-orm';
import { failureCodeOf } from '../../../contracts/job-failures.ts';
import type { Db } from '../../db/database.ts';
import { assets, storedFiles } from '../../db/schema.ts';
import { engineNameFor, type Engine } from '../../engine/engine.ts';
import { modelRefusalKeys, type ModelCheck } from '../../engine/local/model-check.ts';
import { issueError } from '../../http/app-error.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { readObject } from '../../storage/read-object.ts';
import { isUuid } from '../assets/asset-view.ts';
import { judgeModelPhoto } from './check-model-photo.ts';

/** A try-on's model photo in a submit: the request path it came from and its asset. */
export interface ModelSlot {
  path: string;
  assetId: string;
}

type Deps = { db: Db; store: ObjectStore; engine: Engine };

/**
 * Issue 40 (decision 099): whether a submit's model photos are checked. The local engine refuses
 * a photo that fails the try-on's check (engine/local/try-on.ts), so on it the submit is refused
 * first; a provider's model takes any pose and is not second-guessed.
 */
export function checksModelPhotos(engine: Engine): boolean {
  return engineNameFor(engine, 'virtual-tryon') === 'local';
}

/**
 * Refuses a try-on submit whose model photo the try-on cannot use, with the same check the
 * island asks when the model is chosen (POST /ai/virtual-tryon/check-model): a 422 with the
 * refusal's code (`no_person`, `not_full_body`, `pose_not_supported`) and its message, saying
 * what to upload, in the caller's language. Run before anything is held or written. An unknown
 * id or a non-image is left to the checks that answer it.
 * @example await assertModelsUsable(deps, userId, [{ path: 'inputs.person', assetId }]);
 */
export async function assertModelsUsable(
  deps: Deps,
  userId: string,
  slots: ModelSlot[],
): Promise<void> {
  const checked = slots.filter((slot) => isUuid(slot.assetId));
  if (checked.length === 0 || !checksModelPhotos(deps.engine)) return;
  const rows = await deps.db
    .select({ id: assets.id, mediaType: assets.mediaType, storageKey: storedFiles.storageKey })
    .from(assets)
    .innerJoin(storedFiles, eq(storedFiles.id, assets.storedFileId))
    .where(
      and(
        eq(assets.userId, userId),
        inArray(assets.id, [...new Set(checked.map((slot) => slot.assetId))]),
      ),
    );
  // A batch names one model for many garments: each photo is looked at once.
  const judged = new Map<string, ModelCheck>();
  for (const slot of checked) {
    const row = rows.find((candidate) => candidate.id === slot.assetId);
    if (!row || row.mediaType !== 'image') continue;
    if (!judged.has(row.id)) {
      const bytes = await readObject(deps.store, row.storageKey);
      if (!bytes) continue;
      judged.set(row.id, await judgeModelPhoto(bytes));
    }
    assertUsable(judged.get(row.id)!, slot.path);
  }
}

/** The same check of a model photo given by URL or data URI (decision 080), before it is kept. */
export async function assertModelPhotoUsable(
  engine: Engine,
  bytes: Buffer,
  path: string,
): Promise<void> {
  if (!checksModelPhotos(engine)) return;
  assertUsable(await judgeModelPhoto(bytes), path);
}

/** A refusal as a 422 with its code, its message and the field it is about. */
function assertUsable(check: ModelCheck, path: string): void {
  if (check.ok) return;
  const key = modelRefusalKeys[check.reason];
  throw issueError(422, failureCodeOf(key), [{ path, message: key }]);
}
