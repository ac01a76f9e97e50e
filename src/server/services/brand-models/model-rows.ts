import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { assets, brandModels, generations, storedFiles } from '../../db/schema.ts';

const resultFiles = alias(storedFiles, 'model_result_files');
const personFiles = alias(storedFiles, 'model_person_files');
const personThumbnails = alias(storedFiles, 'model_person_thumbnails');

/**
 * A model with what its state is read from: its job's status and result file, and its person
 * photo's files (decision 119). Person and face assets are only the account's own.
 */
export async function selectModels(db: Db, userId: string, where?: SQL) {
  return db
    .select({
      ...getTableColumns(brandModels),
      jobStatus: generations.status,
      resultKey: resultFiles.storageKey,
      personKey: personFiles.storageKey,
      personThumbnailKey: personThumbnails.storageKey,
    })
    .from(brandModels)
    .leftJoin(generations, eq(generations.id, brandModels.generationId))
    .leftJoin(resultFiles, eq(resultFiles.id, generations.resultFileId))
    .leftJoin(assets, eq(assets.id, brandModels.personAssetId))
    .leftJoin(personFiles, eq(personFiles.id, assets.storedFileId))
    .leftJoin(personThumbnails, eq(personThumbnails.id, assets.thumbnailFileId))
    .where(and(eq(brandModels.userId, userId), where))
    .orderBy(brandModels.createdAt, brandModels.id);
}

export type ModelRow = Awaited<ReturnType<typeof selectModels>>[number];
