import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import { requireAccount, type AuthedBindings } from '../../http/auth.ts';
import { readDashboardSummary } from '../../services/dashboard/read-dashboard-summary.ts';

/** The dashboard's own figures (spec §2.4); lists come from /history, /assets, /community. */
export function dashboardRoutes(deps: AppDeps) {
  const app = new Hono<AuthedBindings>();
  app.get('/dashboard/summary', requireAccount(deps), async (c) =>
    c.json(await readDashboardSummary(deps.database.db, c.get('user').id, deps.clock.now())),
  );
  return app;
}
