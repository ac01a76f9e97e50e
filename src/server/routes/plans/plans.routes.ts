import { Hono } from 'hono';
import { ANNUAL_DISCOUNT_PERCENT, type PlansResponse } from '../../../contracts/plans.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { listPlans } from '../../services/billing/read-plans.ts';

/** GET /plans: the plans on sale, from the database, for the pricing pages and the checkout. */
export function plansRoutes(deps: AppDeps) {
  return new Hono<AppBindings>().get('/plans', async (c) => {
    const body: PlansResponse = {
      plans: await listPlans(deps.database.db),
      currency: 'VND',
      annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT,
    };
    c.header('cache-control', 'public, max-age=300');
    return c.json(body);
  });
}
