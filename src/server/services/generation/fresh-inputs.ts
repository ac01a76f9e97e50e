import type { InputImageRole } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import {
  insertAsset,
  removeAssetFiles,
  writeAssetFiles,
  type AssetFiles,
  type NewAsset,
} from '../assets/create-asset.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * An input given by URL or data URI (decision 080), read and checked but not yet kept: it
 * becomes an asset of the library (with the id chosen here) only with its generation, so a
 * refused submit keeps nothing of it (issue 39, decision 093).
 */
export interface FreshInput {
  role: InputImageRole;
  asset: NewAsset & { id: string };
}

/** A fresh input whose files are written, waiting for its rows. */
export interface WrittenInput extends FreshInput {
  files: AssetFiles;
}

/** Writes each fresh input's file and preview; on a failure removes what was written. */
export async function writeFreshInputs(
  store: ObjectStore,
  fresh: FreshInput[],
): Promise<WrittenInput[]> {
  const written: WrittenInput[] = [];
  try {
    for (const input of fresh) {
      written.push({
        ...input,
        files: await writeAssetFiles(store, input.asset.userId, input.asset.image),
      });
    }
  } catch (error) {
    await removeFreshInputs(store, written);
    throw error;
  }
  return written;
}

/** The fresh inputs' rows, in the submit's transaction (the storage quota is reserved there). */
export async function insertFreshInputs(tx: Tx, written: WrittenInput[], now: Date) {
  for (const input of written) await insertAsset(tx, { ...input.asset, files: input.files }, now);
}

/** Removes the files of fresh inputs whose generation was never recorded. */
export function removeFreshInputs(store: ObjectStore, written: WrittenInput[]) {
  return removeAssetFiles(
    store,
    written.map((input) => input.files),
  );
}
