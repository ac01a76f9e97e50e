import { planCatalogue, type Plan } from '../../../contracts/plans.ts';

/**
 * The plans on sale, cheapest first. Today the catalogue of decision 004; a later issue reads
 * them from the database, which is why this is async and the route only ever calls it.
 */
export async function listPlans(): Promise<Plan[]> {
  return planCatalogue.map((plan) => ({ ...plan }));
}
