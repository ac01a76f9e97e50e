import { Hono } from 'hono';
import { exportRequestSchema } from '../../../contracts/catalogue.ts';
import type { AppDeps } from '../../app-deps.ts';
import { requireAccount, type AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { readCatalogueExport } from '../../services/catalogue/read-catalogue-export.ts';
import { startExport } from '../../services/catalogue/start-export.ts';

/**
 * Marketplace exports of the `/catalogue` screen (issue 20 point 4, decision 087): ask for one
 * ZIP of a batch, a SKU or chosen results fitted to a preset, then poll it until its link is set.
 */
export function catalogueExportRoutes(deps: AppDeps) {
  const app = new Hono<AuthedBindings>();
  const signedIn = requireAccount(deps);
  const services = {
    db: deps.database.db,
    queue: deps.queue,
    store: deps.store,
    clock: deps.clock,
  };

  app.post('/catalogue/exports', signedIn, async (c) => {
    const request = await parseJson(c, exportRequestSchema);
    const started = await startExport(
      services,
      { userId: c.get('user').id, lang: c.get('lang') },
      request,
    );
    return c.json(started, 202);
  });

  app.get('/catalogue/exports/:id', signedIn, async (c) =>
    c.json({ export: await readCatalogueExport(services, c.get('user').id, c.req.param('id')) }),
  );

  return app;
}
