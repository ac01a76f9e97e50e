import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { requireUser, type AuthedBindings } from '../../http/auth.ts';
import { readAccountExport } from '../../services/account/read-account-export.ts';
import { startAccountExport } from '../../services/account/start-account-export.ts';

/**
 * "Download my data" (issue 26 point 2, decision 055): start an export of the signed-in
 * account, then poll it by id (or `latest`) until its link is ready.
 */
export function accountExportRoutes(deps: AppDeps) {
  const app = new Hono<AuthedBindings>();
  const signedIn = requireUser(deps);
  const services = {
    db: deps.database.db,
    queue: deps.queue,
    store: deps.store,
    clock: deps.clock,
  };

  // 202 for a new export, 200 when one is already queued or running and this answers it.
  app.post('/auth/account/export', signedIn, async (c) => {
    const { created, status } = await startAccountExport(services, c.get('user').id);
    return c.json(status, created ? 202 : 200);
  });

  // Its own path: an `:id` that is not a UUID is refused before any route (decision 036).
  app.get('/auth/account/export/latest', signedIn, async (c) =>
    c.json(await readAccountExport(services, c.get('user').id, 'latest')),
  );

  app.get('/auth/account/export/:id', signedIn, async (c) =>
    c.json(await readAccountExport(services, c.get('user').id, c.req.param('id'))),
  );

  return app;
}
