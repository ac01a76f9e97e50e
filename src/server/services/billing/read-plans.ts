import { asc, eq } from 'drizzle-orm';
import type { Plan, PlanId } from '../../../contracts/plans.ts';
import type { Db } from '../../db/database.ts';
import { plans } from '../../db/schema.ts';
import type { Tx } from './billing-types.ts';

type PlanRow = typeof plans.$inferSelect;

function toPlan(row: PlanRow): Plan {
  return {
    id: row.id as PlanId,
    credits: row.credits,
    creditsPeriod: row.creditsPeriod as Plan['creditsPeriod'],
    unlimited: row.unlimited,
    monthlyPrice: row.monthlyPrice,
    annualPrice: row.annualPrice,
    watermark: row.watermark,
    maxResolution: row.maxResolution as Plan['maxResolution'],
    priority: row.priority,
    apiAccess: row.apiAccess,
    teamAccess: row.teamAccess,
    highlighted: row.highlighted,
  };
}

/** The plans on sale, cheapest first (GET /plans, the pricing pages, the checkout). */
export async function listPlans(db: Db | Tx): Promise<Plan[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.position));
  return rows.map(toPlan);
}

/** One plan by id, on sale or not (a subscriber keeps a plan taken off sale); null if unknown. */
export async function findPlan(
  db: Db | Tx,
  id: string,
): Promise<(Plan & { active: boolean }) | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row ? { ...toPlan(row), active: row.active } : null;
}
