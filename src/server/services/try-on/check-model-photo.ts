import { and, eq } from 'drizzle-orm';
import type { CheckModelResponse } from '../../../contracts/try-on.ts';
import type { Db } from '../../db/database.ts';
import { assets, storedFiles } from '../../db/schema.ts';
import { EngineError } from '../../engine/engine.ts';
import {
  checkTryOnModel,
  modelRefusalKeys,
  type ModelCheck,
} from '../../engine/local/model-check.ts';
import { analyseImage } from '../../engine/perception/index.ts';
import { errors, type Lang } from '../../http/app-error.ts';
import { translateMessage } from '../../http/localize.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { readObject } from '../../storage/read-object.ts';
import { findSample } from '../samples/sample-catalogue.ts';
import { renderSample } from '../samples/render-sample.ts';

/**
 * Checks a try-on model photo before anything is spent: the on-device pose (and face) of one of
 * the caller's image assets, or of a sample model, against the try-on's rules (the same check
 * the engine makes). Another user's asset, a non-image asset or an unknown sample is "not
 * found"; unreadable image bytes are refused as "no person".
 * @example await checkModelPhoto(deps, userId, { assetId }, 'vi') // { ok: true }
 */
export async function checkModelPhoto(
  deps: { db: Db; store: ObjectStore },
  userId: string,
  request: { assetId?: string; sampleId?: string },
  lang: Lang,
): Promise<CheckModelResponse> {
  const photo = request.assetId
    ? await assetBytes(deps, userId, request.assetId)
    : await sampleBytes(request.sampleId!);
  const check = await judgeModelPhoto(photo);
  if (check.ok) return { ok: true };
  return {
    ok: false,
    reason: check.reason,
    message: translateMessage(modelRefusalKeys[check.reason], lang),
  };
}

/**
 * The try-on's check of a model photo's bytes (engine/local/model-check.ts): what the island asks
 * when a model is chosen and what a submit is refused by (assert-model-usable.ts). Bytes that
 * cannot be read are "no person".
 */
export async function judgeModelPhoto(photo: Buffer): Promise<ModelCheck> {
  let perception;
  try {
    perception = await analyseImage(photo, { pose: true, faces: true });
  } catch (error) {
    if (!(error instanceof EngineError) || error.code !== 'bad-input') throw error;
    perception = { width: 1, height: 1, pose: null, faces: [], mask: null };
  }
  return checkTryOnModel(perception);
}

async function assetBytes(deps: { db: Db; store: ObjectStore }, userId: string, id: string) {
  const [row] = await deps.db
    .select({ mediaType: assets.mediaType, storageKey: storedFiles.storageKey })
    .from(assets)
    .innerJoin(storedFiles, eq(storedFiles.id, assets.storedFileId))
    .where(and(eq(assets.id, id), eq(assets.userId, userId)));
  if (!row || row.mediaType !== 'image') throw errors.notFound();
  const bytes = await readObject(deps.store, row.storageKey);
  if (!bytes) throw errors.notFound();
  return bytes;
}

async function sampleBytes(id: string) {
  const entry = findSample(id);
  if (!entry || entry.kind !== 'model') throw errors.notFound();
  return renderSample(entry);
}
