import { Hono } from 'hono';
import { ANNUAL_DISCOUNT_PERCENT, type PlansResponse } from '../../../contracts/plans.ts';
import type { AppBindings } from '../../app-deps.ts';
import { listPlans } from '../../services/plans/list-plans.ts';

/** GET /plans: the catalogue for the pricing page, read at build time and by the checkout. */
export function plansRoutes() {
  return new Hono<AppBindings>().get('/plans', async (c) => {
    const body: PlansResponse = {
      plans: await listPlans(),
      currency: 'VND',
      annualDiscountPercent: ANNUAL_DISCOUNT_PERCENT,
    };
    c.header('cache-control', 'public, max-age=300');
    return c.json(body);
  });
}
