import { randomUUID } from 'node:crypto';
import type { Asset } from '../../../contracts/assets.ts';
import type { AssetKind } from '../../../contracts/studio.ts';
import type { GarmentCategory } from '../../../contracts/tools.ts';
import type { Db } from '../../db/database.ts';
import { assets, storedFiles, uploadConsents } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { toAssetView } from './asset-view.ts';
import { refuseSecondCopy } from './existing-copy.ts';
import { reserveStorage } from './reserve-storage.ts';
import type { ProcessedImage } from './process-upload-image.ts';
import type { UploadConsent } from './upload-consent.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An image to keep in a user's library, and what comes with it. */
export interface NewAsset {
  userId: string;
  kind: AssetKind;
  name: string;
  image: ProcessedImage;
  /** A server-side copy's source (decision 043): a second copy of it is refused. */
  origin?: string;
  /** A photo of a person: recorded in the same transaction as the asset (decision 057). */
  consent?: UploadConsent;
  /** A garment's SKU, colour and category (issue 20), checked by the upload's contract. */
  labels?: { sku?: string; color?: string; category?: GarmentCategory };
  /** A video keeps its poster frame as the preview (spec §1: images and videos). */
  mediaType?: 'image' | 'video';
}

/** Where an asset's file and preview were written. */
export interface AssetFiles {
  fileKey: string;
  thumbnailKey: string;
}

/**
 * Writes an image and its preview to the store under new keys, before any row names them; if
 * the second write fails the first is removed.
 * @example const files = await writeAssetFiles(store, userId, image);
 */
export async function writeAssetFiles(
  store: ObjectStore,
  userId: string,
  image: ProcessedImage,
): Promise<AssetFiles> {
  const base = `assets/${userId}/${randomUUID()}`;
  const files = { fileKey: `${base}.${image.ext}`, thumbnailKey: `${base}-thumb.webp` };
  await store.put(files.fileKey, image.bytes, image.contentType);
  try {
    await store.put(files.thumbnailKey, image.thumbnail, 'image/webp');
  } catch (error) {
    await removeAssetFiles(store, [files]);
    throw error;
  }
  return files;
}

/** Removes written files that no row came to name. */
export async function removeAssetFiles(store: ObjectStore, written: AssetFiles[]) {
  const keys = written.flatMap((files) => [files.fileKey, files.thumbnailKey]);
  await Promise.allSettled(keys.map((key) => store.delete(key)));
}

/**
 * The rows of an asset whose files are written, inside the caller's transaction: the storage
 * quota is reserved first (413 past it), then the two stored_files rows, the asset (with `id`
 * when the caller chose it) and its consent record.
 */
export async function insertAsset(
  tx: Tx,
  input: NewAsset & { files: AssetFiles; id?: string },
  now = new Date(),
) {
  const { image, files } = input;
  // The user's row is locked by reserveStorage, so a parallel copy of the same origin
  // waits here and then finds this one (the unique index backs that up).
  if (input.origin) await refuseSecondCopy(tx, input.userId, input.origin);
  await reserveStorage(tx, input.userId, image.bytes.length + image.thumbnail.length, now);
  const [file] = await tx
    .insert(storedFiles)
    .values({
      storageKey: files.fileKey,
      contentType: image.contentType,
      byteSize: image.bytes.length,
      temporary: false,
    })
    .returning({ id: storedFiles.id });
  const [thumbnail] = await tx
    .insert(storedFiles)
    .values({
      storageKey: files.thumbnailKey,
      contentType: 'image/webp',
      byteSize: image.thumbnail.length,
      temporary: false,
    })
    .returning({ id: storedFiles.id });
  const [row] = await tx
    .insert(assets)
    .values({
      ...(input.id ? { id: input.id } : {}),
      userId: input.userId,
      kind: input.kind,
      mediaType: input.mediaType ?? 'image',
      name: input.name,
      storedFileId: file!.id,
      thumbnailFileId: thumbnail!.id,
      width: image.width,
      height: image.height,
      origin: input.origin ?? null,
      sku: input.labels?.sku ?? null,
      color: input.labels?.color ?? null,
      garmentCategory: input.labels?.category ?? null,
    })
    .returning();
  if (!input.consent) return { ...row!, consentAt: null };
  const [record] = await tx
    .insert(uploadConsents)
    .values({ userId: input.userId, assetId: row!.id, ...input.consent })
    .returning({ createdAt: uploadConsents.createdAt });
  return { ...row!, consentAt: record!.createdAt };
}

/**
 * Keeps a processed image in the user's library. The files are written first, then the two
 * stored_files rows and the asset row in one transaction; if anything fails, the written files
 * are removed again, so a row never points at a missing file and no file is left behind.
 */
export async function createAsset(
  deps: { db: Db; store: ObjectStore },
  input: NewAsset,
): Promise<Asset> {
  const { image } = input;
  const files = await writeAssetFiles(deps.store, input.userId, image);
  let asset;
  try {
    asset = await deps.db.transaction((tx) => insertAsset(tx, { ...input, files }));
  } catch (error) {
    await removeAssetFiles(deps.store, [files]);
    throw error;
  }
  // Signed after the commit: the files now belong to the rows and stay whatever happens here.
  return toAssetView(deps.store, {
    ...asset,
    storageKey: files.fileKey,
    contentType: image.contentType,
    byteSize: image.bytes.length,
    thumbnailKey: files.thumbnailKey,
    consent:
      input.consent && asset.consentAt
        ? {
            answer: input.consent.answer,
            wording: input.consent.wording,
            language: input.consent.language,
            recorded_at: asset.consentAt.toISOString(),
          }
        : null,
  });
}

/**
 * The name an asset shows: the one typed, else the sender's file name without folders or
 * control characters, with the extension of what the content really is.
 * @example assetName(undefined, 'C:\\photos\\áo dài.PNG', 'png') // 'áo dài.png'
 */
export function assetName(typed: string | undefined, fileName: string, ext: string): string {
  if (typed) return typed.normalize('NFC');
  const base = (fileName.normalize('NFC').split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{Cc}"<>|*?:]/gu, '')
    .trim()
    .slice(0, 95);
  return `${base || 'image'}.${ext === 'jpeg' ? 'jpg' : ext}`;
}
