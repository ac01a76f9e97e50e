import { Hono } from 'hono';
import { sampleListQuerySchema, type Sample } from '../../../contracts/samples.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { publicApiUrl } from '../../env.ts';
import { errors } from '../../http/app-error.ts';
import { requireAccount, type AuthedBindings } from '../../http/auth.ts';
import { issuesFromZod } from '../../http/localize.ts';
import { copyIntoAssets } from '../../services/assets/copy-into-assets.ts';
import { findSample, sampleCatalogue } from '../../services/samples/sample-catalogue.ts';
import { renderSample } from '../../services/samples/render-sample.ts';
import { localizeSampleName } from '../../services/samples/sample-names.ts';

/** A day: the drawings never change within a release. */
const IMAGE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The try-on's samples (spec §2.8): GET /samples?kind=model|garment and GET /samples/:id/image
 * are public; POST /samples/:id/use keeps one copy of a sample in the caller's assets library.
 */
export function samplesRoutes(deps: AppDeps) {
  const store = { db: deps.database.db, store: deps.store };
  const apiUrl = publicApiUrl(deps.env);
  const app = new Hono<AppBindings>();

  app.get('/samples', (c) => {
    const query = sampleListQuerySchema.safeParse(c.req.query());
    if (!query.success) throw errors.validation(issuesFromZod(query.error));
    const lang = c.get('lang');
    const items: Sample[] = sampleCatalogue
      .filter((entry) => entry.kind === query.data.kind)
      .map((entry) => ({
        id: entry.id,
        kind: entry.kind,
        category: entry.category ?? null,
        name: entry.name[lang],
        image_url: `${apiUrl}/samples/${entry.id}/image`,
      }));
    return c.json({ items });
  });

  app.get('/samples/:sampleId/image', async (c) => {
    const entry = findSample(c.req.param('sampleId'));
    if (!entry) throw errors.notFound();
    const png = await renderSample(entry);
    return c.body(new Uint8Array(png), 200, {
      'content-type': 'image/png',
      'cache-control': IMAGE_CACHE_CONTROL,
    });
  });

  const authed = new Hono<AuthedBindings>();
  authed.post('/samples/:sampleId/use', requireAccount(deps), async (c) => {
    const entry = findSample(c.req.param('sampleId'));
    if (!entry) throw errors.notFound();
    // One copy per user and sample (decision 043): a repeated or parallel pick answers it.
    const { asset, created } = await copyIntoAssets(store, {
      userId: c.get('user').id,
      origin: `sample:${entry.id}`,
      kind: entry.kind,
      name: entry.name[c.get('lang')],
      load: () => renderSample(entry),
    });
    return c.json(localizeSampleName(asset, c.get('lang')), created ? 201 : 200);
  });
  app.route('/', authed);

  return app;
}
