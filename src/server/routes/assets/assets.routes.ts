import { Hono } from 'hono';
import {
  assetDeleteQuerySchema,
  assetListQuerySchema,
  assetUpdateSchema,
  assetUploadFieldsSchema,
} from '../../../contracts/assets.ts';
import { studioUploadLimits, studioVideoUploadLimits } from '../../../contracts/studio.ts';
import type { AppDeps } from '../../app-deps.ts';
import { errors } from '../../http/app-error.ts';
import { requireAccount, type AuthedBindings } from '../../http/auth.ts';
import { issuesFromZod } from '../../http/localize.ts';
import { perUserLimit, UPLOAD_RATE_RULE } from '../../http/rate-limit.ts';
import { parseJson } from '../../http/parse-json.ts';
import { readUpload } from '../../http/read-upload.ts';
import { assetName, createAsset } from '../../services/assets/create-asset.ts';
import { deleteAsset } from '../../services/assets/delete-asset.ts';
import { getAsset } from '../../services/assets/get-asset.ts';
import { listAssetSkus } from '../../services/assets/list-asset-skus.ts';
import { listAssets } from '../../services/assets/list-assets.ts';
import { assertConsentForContent } from '../../services/assets/person-consent.ts';
import { processUpload } from '../../services/assets/process-upload.ts';
import { updateAssetLabels } from '../../services/assets/update-asset-labels.ts';
import { uploadConsent } from '../../services/assets/upload-consent.ts';
import { localizeSampleName, localizeSampleNames } from '../../services/samples/sample-names.ts';

/**
 * A full-size file plus 1MB for the text fields and multipart framing: a file of 10MB and one
 * byte still reaches parseForm and gets the spec §5 message rather than a generic body error.
 * The public API's uploads take images only (POST /v1/uploads).
 */
export const ASSETS_BODY_LIMIT_BYTES = studioUploadLimits.maxFileBytes + 1024 * 1024;

/** POST /assets also takes a video (issue 40): its larger limit, with the same room. */
export const LIBRARY_UPLOAD_BODY_LIMIT_BYTES = studioVideoUploadLimits.maxFileBytes + 1024 * 1024;

/**
 * The assets library (spec §2.10), each call for the signed-in user's own assets only:
 * POST /assets (multipart: file — an image, or a video kept as kind `image` —, kind, name?,
 * consent, and for a garment sku?, color?, category?), GET /assets (?sku=, ?media_type=),
 * GET /assets/skus, GET /assets/:id, PATCH /assets/:id (a garment's SKU, colour and category),
 * GET /assets/:id/file and DELETE /assets/:id (?with_results=true: and what was made from it).
 */
export function assetsRoutes(deps: AppDeps) {
  const store = { db: deps.database.db, store: deps.store };
  const app = new Hono<AuthedBindings>();
  app.use('/assets', requireAccount(deps));
  app.use('/assets/*', requireAccount(deps));

  const uploadLimit = perUserLimit(deps, UPLOAD_RATE_RULE);
  app.post('/assets', async (c) => {
    await uploadLimit(c.get('user').id);
    // The fields, consent included, are checked before the file is read, and a garment in which
    // a person is seen before it is stored: a refused upload stores nothing and uses no quota.
    const { fields, upload } = await readUpload(
      c,
      assetUploadFieldsSchema,
      studioVideoUploadLimits.maxFileBytes,
    );
    const bytes = Buffer.from(await upload.file.arrayBuffer());
    const { image, mediaType } = await processUpload(bytes, upload.file.type, fields.kind);
    if (mediaType === 'image') await assertConsentForContent(fields, image.bytes);
    const asset = await createAsset(store, {
      userId: c.get('user').id,
      kind: fields.kind,
      name: assetName(fields.name, upload.name, image.ext),
      image,
      mediaType,
      consent: fields.consent && uploadConsent(fields.consent, c.get('lang'), bytes, mediaType),
      labels: { sku: fields.sku, color: fields.color, category: fields.category },
    });
    return c.json(asset, 201);
  });

  app.get('/assets', async (c) => {
    const query = assetListQuerySchema.safeParse(c.req.query());
    if (!query.success) throw errors.validation(issuesFromZod(query.error));
    const list = await listAssets(store, c.get('user').id, query.data);
    return c.json(localizeSampleNames(list, c.get('lang')));
  });

  // Before /assets/:id, which would take 'skus' for an id.
  app.get('/assets/skus', async (c) => c.json(await listAssetSkus(store, c.get('user').id)));

  app.patch('/assets/:id', async (c) => {
    const update = await parseJson(c, assetUpdateSchema);
    const asset = await updateAssetLabels(store, c.get('user').id, c.req.param('id'), update);
    return c.json(localizeSampleName(asset, c.get('lang')));
  });

  app.get('/assets/:id', async (c) =>
    c.json(
      localizeSampleName(await getAsset(store, c.get('user').id, c.req.param('id')), c.get('lang')),
    ),
  );

  // A stable link by id for API callers: a redirect to a fresh signed link (the preview with
  // ?variant=thumbnail). Another user's asset is 404, like an unknown one.
  app.get('/assets/:id/file', async (c) => {
    const asset = await getAsset(store, c.get('user').id, c.req.param('id'));
    c.header('cache-control', 'no-store');
    return c.redirect(c.req.query('variant') === 'thumbnail' ? asset.thumbnail_url : asset.url);
  });

  app.delete('/assets/:id', async (c) => {
    const query = assetDeleteQuerySchema.safeParse(c.req.query());
    if (!query.success) throw errors.validation(issuesFromZod(query.error));
    await deleteAsset(
      { ...store, logger: c.get('logger'), queue: deps.queue, clock: deps.clock },
      c.get('user').id,
      c.req.param('id'),
      { withResults: query.data.with_results },
    );
    return c.body(null, 204);
  });

  return app;
}
