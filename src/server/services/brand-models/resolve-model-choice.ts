import { eq } from 'drizzle-orm';
import type { Locale } from '../../../i18n/locales.ts';
import { brandModels } from '../../db/schema.ts';
import { copyIntoAssets } from '../assets/copy-into-assets.ts';
import { isUuid } from '../assets/asset-view.ts';
import { findSample } from '../samples/sample-catalogue.ts';
import { renderSample } from '../samples/render-sample.ts';
import { brandModelErrors } from './brand-model-errors.ts';
import { modelStatus } from './brand-model-view.ts';
import { selectModels } from './model-rows.ts';
import { settleModel, type ModelDeps } from './settle-model.ts';

/** What a tool needs of the model it was asked for (issue 42). */
export interface ModelChoice {
  /** The brand model the job shows: record it as `generations.brand_model_id`. */
  brandModelId?: string;
  /** Its name, for an export's file names and the job's label. */
  name?: string;
  /** The sample model the job shows (`model-lan`). */
  sampleId?: string;
  /** The full-body `model` asset to dress, in the account's library. */
  personAssetId?: string;
  /** The face photo to send as the identity reference (FASHN's `face_reference`). */
  faceAssetId?: string;
}

/**
 * A tool's model choice (`params.model`), as product to model, model swap and the try-on take
 * it: one of the account's brand models by its id, a sample model by its id (`model-lan`), kept
 * in the library as the try-on's samples tab keeps it (`sample:<id>`, once per account), or
 * nothing ("a suitable model": `{}`). Refusals, in both languages, name `path`: 404
 * `model_not_found` (unknown, another account's, or a sample garment), 422 `model_retired`,
 * 409 `model_not_ready` with `status` pending or failed.
 * @example const { personAssetId, faceAssetId, brandModelId } = await resolveModelChoice(deps, userId, body.params.model);
 */
export async function resolveModelChoice(
  deps: ModelDeps,
  accountId: string,
  choice: string | undefined,
  options: { path?: string; lang?: Locale } = {},
): Promise<ModelChoice> {
  if (choice === undefined || choice === '') return {};
  const path = options.path ?? 'params.model';
  if (isUuid(choice)) {
    const [found] = await selectModels(deps.db, accountId, eq(brandModels.id, choice));
    if (!found) throw brandModelErrors.modelNotFound(choice, path);
    if (found.retiredAt) throw brandModelErrors.modelRetired(found.name, path);
    const row = await settleModel(deps, found);
    const status = modelStatus(row);
    if (status !== 'ready') throw brandModelErrors.modelNotReady(row.name, status, path);
    return {
      brandModelId: row.id,
      name: row.name,
      personAssetId: row.personAssetId!,
      ...(row.faceAssetId ? { faceAssetId: row.faceAssetId } : {}),
    };
  }
  const sample = findSample(choice);
  if (!sample || sample.kind !== 'model') throw brandModelErrors.modelNotFound(choice, path);
  // One copy per account and sample (decision 043), named in the caller's language as the
  // samples tab names it; the library shows a sample's name in the reader's language anyway.
  const { asset } = await copyIntoAssets(deps, {
    userId: accountId,
    origin: `sample:${sample.id}`,
    kind: 'model',
    name: sample.name[options.lang ?? 'vi'],
    load: () => renderSample(sample),
  });
  return { sampleId: sample.id, personAssetId: asset.id };
}
