import type { Asset } from '../../../contracts/assets.ts';
import type { AssetKind } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { createAsset } from './create-asset.ts';
import { ExistingCopy, findCopy } from './existing-copy.ts';
import { processUploadImage, type ProcessedImage } from './process-upload-image.ts';

/**
 * Keeps one copy of a server-side image in the user's library (a sample, a result, a stored
 * input), made without the browser downloading and uploading it (decision 043). The same
 * origin always answers the same asset, also when two requests race: the loser's files are
 * removed and it answers the winner's copy. The copy counts against the storage quota.
 * @example const { asset } = await copyIntoAssets(deps, { userId, origin: 'sample:model-lan', kind: 'model', name, load });
 */
export async function copyIntoAssets(
  deps: { db: Db; store: ObjectStore },
  input: {
    userId: string;
    origin: string;
    kind: AssetKind;
    name: string;
    /** The image's bytes; only read when no copy is kept yet. */
    load: () => Promise<Buffer>;
  },
): Promise<{ asset: Asset; created: boolean }> {
  const kept = await findCopy(deps, input.userId, input.origin);
  if (kept) return { asset: kept, created: false };
  const image = await processUploadImage(await input.load(), 'file');
  return keepOne(deps, input.userId, input.origin, () => createAsset(deps, { ...input, image }));
}

/**
 * Keeps one copy of a video result in the user's library (spec §1: "uploaded images and
 * videos"), with its poster frame as the preview and for its size. Same race rules as images.
 * @example await copyVideoIntoAssets(deps, { userId, origin: 'result:…:video', name, contentType: 'video/mp4', load, loadPoster });
 */
export async function copyVideoIntoAssets(
  deps: { db: Db; store: ObjectStore },
  input: {
    userId: string;
    origin: string;
    name: string;
    contentType: string;
    load: () => Promise<Buffer>;
    loadPoster: () => Promise<Buffer>;
  },
): Promise<{ asset: Asset; created: boolean }> {
  const kept = await findCopy(deps, input.userId, input.origin);
  if (kept) return { asset: kept, created: false };
  const poster = await processUploadImage(await input.loadPoster(), 'file');
  const video: ProcessedImage = {
    ...poster,
    bytes: await input.load(),
    contentType: input.contentType,
    ext: input.contentType === 'video/webm' ? 'webm' : 'mp4',
  };
  const { load: _load, loadPoster: _poster, contentType: _type, ...rest } = input;
  return keepOne(deps, input.userId, input.origin, () =>
    createAsset(deps, { ...rest, kind: 'image', image: video, mediaType: 'video' }),
  );
}

/** Creates the copy, or answers the copy a parallel request made first. */
async function keepOne(
  deps: { db: Db; store: ObjectStore },
  userId: string,
  origin: string,
  create: () => Promise<Asset>,
): Promise<{ asset: Asset; created: boolean }> {
  try {
    return { asset: await create(), created: true };
  } catch (error) {
    if (!(error instanceof ExistingCopy) && !isOriginConflict(error)) throw error;
    const winner = await findCopy(deps, userId, origin);
    if (!winner) throw error;
    return { asset: winner, created: false };
  }
}

/** A unique violation on assets_user_origin_idx (the index backing the row lock). */
function isOriginConflict(error: unknown): boolean {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  return text.includes('assets_user_origin_idx');
}
