import { Hono } from 'hono';
import {
  generationSummaryQuerySchema,
  updateUserSchema,
  userGenerationsQuerySchema,
  userSearchQuerySchema,
} from '../../../contracts/admin.ts';
import { fairUseBudgetSchema } from '../../../contracts/admin-economics.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { authDeps } from '../../services/auth/auth-deps.ts';
import { isAdmin } from '../../services/auth/start-session.ts';
import { listUserGenerations, readAdminUser } from '../../services/admin/read-admin-user.ts';
import { readFairUseRecord, setFairUseBudget } from '../../services/admin/fair-use-budget.ts';
import { searchUsers } from '../../services/admin/search-users.ts';
import { summarizeUserGenerations } from '../../services/admin/summarize-user-generations.ts';
import { updateAdminUser } from '../../services/admin/update-admin-user.ts';

/**
 * /api/admin/users (spec §7): the generation summary and search lists (limit 1–200, 50 by
 * default; offset 0 by default, spec §9), one account's record, its change, its generations.
 * The fixed paths come before `/:id`, which would read them as ids.
 */
export function usersRoutes(deps: AppDeps) {
  const db = deps.database.db;
  const now = () => deps.clock.now();
  const auth = authDeps(deps);
  const admin = (user: Parameters<typeof isAdmin>[1]) => isAdmin(auth, user);
  const fairUse = {
    defaultBudgetVnd: deps.env.FAIR_USE_MONTHLY_BUDGET_VND,
    reserveVnd: deps.env.FAIR_USE_RESERVE_VND,
  };
  return (
    new Hono<AuthedBindings>()
      .get('/generation-summary', async (c) =>
        c.json(
          await summarizeUserGenerations(db, parseQuery(c, generationSummaryQuerySchema), now()),
        ),
      )
      .get('/search', async (c) =>
        c.json(await searchUsers(db, parseQuery(c, userSearchQuerySchema), now())),
      )
      .get('/:id', async (c) => c.json(await readAdminUser(db, c.req.param('id'), now(), admin)))
      .put('/:id', async (c) => {
        const changes = await parseJson(c, updateUserSchema);
        const user = c.get('user');
        const id = c.req.param('id');
        await updateAdminUser(db, {
          id,
          admin: { id: user.id, email: user.email },
          changes,
          now: now(),
        });
        return c.json(await readAdminUser(db, id, now(), admin));
      })
      // Decision 067: the account's monthly engine-cost budget on an unlimited plan.
      .get('/:id/fair-use', async (c) =>
        c.json(await readFairUseRecord(db, c.req.param('id'), now(), fairUse)),
      )
      .put('/:id/fair-use', async (c) => {
        const change = await parseJson(c, fairUseBudgetSchema);
        const user = c.get('user');
        const id = c.req.param('id');
        await setFairUseBudget(db, {
          id,
          admin: { id: user.id, email: user.email },
          change,
          now: now(),
        });
        return c.json(await readFairUseRecord(db, id, now(), fairUse));
      })
      .get('/:id/generations', async (c) => {
        const query = parseQuery(c, userGenerationsQuerySchema);
        return c.json(await listUserGenerations(db, c.req.param('id'), query, now()));
      })
  );
}
