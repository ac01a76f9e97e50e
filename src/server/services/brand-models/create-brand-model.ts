import { and, eq, isNull } from 'drizzle-orm';
import {
  brandModelNameKey,
  type BrandModel,
  type CreateBrandModel,
} from '../../../contracts/brand-models.ts';
import { brandModels } from '../../db/schema.ts';
import type { Logger } from '../../logger.ts';
import { cancelGeneration } from '../generation/cancel-generation.ts';
import type { GenerationDeps } from '../generation/generation-deps.ts';
import { isUniqueViolation, submitGeneration } from '../generation/submit-generation.ts';
import { assertModelsUsable } from '../try-on/assert-model-usable.ts';
import { brandModelErrors } from './brand-model-errors.ts';
import { toBrandModelView } from './brand-model-view.ts';
import { checkSourceAsset } from './check-source-asset.ts';
import { selectModels } from './model-rows.ts';

type Db = GenerationDeps['db'];

/**
 * Creates one of the account's models (decision 119). From a `photo`: the library's full-body
 * photo, consented and one the try-on can dress, is the model at once (no job, no credits). From
 * `params`, with or without a `face`: a body generator job submitted exactly as the studio's
 * (its credits, consent, plan and job caps), the model `pending` until the job ends. Every
 * refusal comes before anything is written or held. Two creates of one name at once: the loser's
 * job is cancelled, its credits given back, and it hears 409 `model_name_taken`.
 * @returns the model, and the balance after the job's hold (null when no job ran)
 * @example const { model } = await createBrandModel(deps, { userId, request: { name: 'Lan', params } });
 */
export async function createBrandModel(
  deps: GenerationDeps & { logger: Logger },
  input: {
    userId: string;
    actorId?: string;
    request: CreateBrandModel;
    /** Set on /v1/models: the job is the token's, under the API's cap on unfinished jobs. */
    api?: { tokenId: string; maxConcurrentJobs: number };
    maxStudioJobs?: number;
  },
): Promise<{ model: BrandModel; balance: number | null }> {
  const { name, params, face, photo } = input.request;
  const nameKey = brandModelNameKey(name);
  await assertNameFree(deps.db, input.userId, nameKey, name);
  if (photo !== undefined) {
    await checkSourceAsset(deps.db, input.userId, 'photo', photo, 'model');
    await assertModelsUsable(deps, input.userId, [{ path: 'photo', assetId: photo }]);
    const id = await insertModel(deps.db, name, {
      userId: input.userId,
      name,
      nameKey,
      source: 'photo',
      personAssetId: photo,
    });
    return { model: await readCreated(deps, input.userId, id), balance: null };
  }
  if (face !== undefined) await checkSourceAsset(deps.db, input.userId, 'face', face, 'face');
  const { row: job, balance } = await submitGeneration(deps, {
    userId: input.userId,
    actorId: input.actorId,
    tool: 'body-generator',
    request: { inputs: face === undefined ? {} : { face }, params: params ?? {} },
    api: input.api,
    maxStudioJobs: input.maxStudioJobs,
  });
  try {
    const id = await insertModel(deps.db, name, {
      userId: input.userId,
      name,
      nameKey,
      source: face === undefined ? 'params' : 'face',
      // As the job was recorded: the contract's defaults filled in.
      params: job.params,
      faceAssetId: face ?? null,
      generationId: job.id,
    });
    return { model: await readCreated(deps, input.userId, id), balance };
  } catch (error) {
    await cancelGeneration(deps, job.id);
    throw error;
  }
}

async function assertNameFree(db: Db, userId: string, nameKey: string, name: string) {
  const [taken] = await db
    .select({ id: brandModels.id })
    .from(brandModels)
    .where(
      and(
        eq(brandModels.userId, userId),
        eq(brandModels.nameKey, nameKey),
        isNull(brandModels.retiredAt),
      ),
    )
    .limit(1);
  if (taken) throw brandModelErrors.nameTaken(name);
}

async function insertModel(
  db: Db,
  name: string,
  values: typeof brandModels.$inferInsert,
): Promise<string> {
  try {
    const [row] = await db.insert(brandModels).values(values).returning({ id: brandModels.id });
    return row!.id;
  } catch (error) {
    // A create of the same name won the race between the check and this insert.
    if (isUniqueViolation(error)) throw brandModelErrors.nameTaken(name);
    throw error;
  }
}

async function readCreated(deps: GenerationDeps, userId: string, id: string) {
  const [row] = await selectModels(deps.db, userId, eq(brandModels.id, id));
  return toBrandModelView(deps.store, row!);
}
