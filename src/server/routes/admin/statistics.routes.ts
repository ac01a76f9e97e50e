import { Hono } from 'hono';
import { statisticsQuerySchema } from '../../../contracts/admin.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthedBindings } from '../../http/auth.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { readGenerationStatistics } from '../../services/admin/read-generation-statistics.ts';
import { readEconomics } from '../../services/admin/read-economics.ts';
import { readUserStatistics } from '../../services/admin/read-user-statistics.ts';

/**
 * /api/admin/statistics (spec §7): accounts, and generations over time by tool, status and
 * plan. Both take period (daily, weekly, monthly; monthly by default) and start_date, end_date
 * (YYYY-MM-DD, UTC); generations also ai_function (a studio tool).
 */
export function statisticsRoutes(deps: AppDeps) {
  const db = deps.database.db;
  return (
    new Hono<AuthedBindings>()
      .get('/users', async (c) => {
        const { period, start_date, end_date } = parseQuery(c, statisticsQuerySchema);
        return c.json(
          await readUserStatistics(db, { period, start_date, end_date }, deps.clock.now()),
        );
      })
      .get('/generations', async (c) => {
        const query = parseQuery(c, statisticsQuerySchema);
        return c.json(await readGenerationStatistics(db, query, deps.clock.now()));
      })
      // Issue 27 point 6: revenue, engine cost and margin from generation_economics.
      .get('/economics', async (c) => {
        const query = parseQuery(c, statisticsQuerySchema);
        return c.json(await readEconomics(db, query, deps.clock.now()));
      })
  );
}
