import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthedBindings } from '../../http/auth.ts';
import { summarizeUsers } from '../../services/admin/summarize-users.ts';
import { blogRoutes } from './blog.routes.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { statisticsRoutes } from './statistics.routes.ts';
import { usersRoutes } from './users.routes.ts';

/**
 * The admin API under /api/admin. The guard (signed in, then admin) is applied by `createApp`
 * to every /api/admin path before routing, so routes added here are covered automatically.
 */
export function adminRoutes(deps: AppDeps) {
  return new Hono<AuthedBindings>()
    .get('/dashboard/summary', async (c) =>
      c.json(await summarizeUsers(deps.database.db, deps.clock.now())),
    )
    .route('/blog', blogRoutes(deps))
    .route('/payments', paymentsRoutes(deps))
    .route('/statistics', statisticsRoutes(deps))
    .route('/users', usersRoutes(deps));
}
