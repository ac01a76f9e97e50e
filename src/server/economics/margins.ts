import { creditPacks, type CreditPack } from '../../contracts/credit-packs.ts';
import type { Plan } from '../../contracts/plans.ts';
import { parseEngineChains, type EngineName, type Env } from '../env.ts';
import { resolutionAllowed } from '../services/billing/plan-gates.ts';
import {
  MissingPriceError,
  microUsdToVnd,
  priceTable,
  requestCostMicroUsd,
} from './engine-prices.ts';
import { engineModelFor, offeredOptions, type OfferedOption } from './offered-options.ts';

/** One line of `npm run economics`: a plan or a credit pack selling one option. */
export interface MarginRow {
  /** A plan's id, or a credit pack's (decision 102). */
  plan: Plan['id'] | CreditPack['id'];
  option: OfferedOption;
  /** The engines that may serve it, dearest first (a failover may land on any). */
  engine: string;
  model: string;
  credits: number;
  /** The lowest price a credit of this plan sells at: its annual price per credit. */
  creditPriceVnd: number;
  revenueVnd: number;
  costVnd: number;
  /** 1 − cost ÷ revenue; null when the engine model has no price. */
  margin: number | null;
}

/**
 * The lowest price a plan sells a credit at (annual billing, the cheaper), in dong; null for
 * plans that sell no credits: the free trial gives them away, an unlimited plan has none (its
 * cost is bounded by the fair-use budget instead).
 * @example creditPriceVnd({ annualPrice: 950_000, credits: 18, … }) // 4398
 */
export function creditPriceVnd(plan: Plan): number | null {
  if (plan.unlimited || !plan.credits || plan.monthlyPrice === 0) return null;
  const perMonthly = plan.monthlyPrice / plan.credits;
  const perAnnual = plan.annualPrice / (12 * plan.credits);
  return Math.floor(Math.min(perMonthly, perAnnual));
}

/** An option's cost on the dearest engine of its tool's chain (an unpriced one first). */
function dearestCost(env: Env, option: OfferedOption, chain: EngineName[]) {
  const prices = priceTable(env);
  const costs = chain.map((engine) => {
    const model = engineModelFor(env, engine, option);
    try {
      const request = { engine, model, tool: option.tool, params: option.params };
      return { engine, model, micro: requestCostMicroUsd(prices, request) as number | null };
    } catch (error) {
      if (error instanceof MissingPriceError) return { engine, model, micro: null };
      throw error;
    }
  });
  return costs.reduce((dearest, cost) =>
    dearest.micro === null || (cost.micro !== null && cost.micro <= dearest.micro) ? dearest : cost,
  );
}

/** Who sells credits, at what lowest price each, and the plan whose gates limit the options. */
interface CreditSeller {
  id: MarginRow['plan'];
  price: number;
  /** A plan's gates; a pack's credits may meet any option, so none. */
  plan?: Plan;
}

function creditSellers(plans: readonly Plan[], packs: readonly CreditPack[]): CreditSeller[] {
  const sellers: CreditSeller[] = [];
  for (const plan of plans) {
    const price = creditPriceVnd(plan);
    if (price !== null) sellers.push({ id: plan.id, price, plan });
  }
  for (const pack of packs) {
    sellers.push({ id: pack.id, price: Math.floor(pack.price / pack.credits) });
  }
  return sellers;
}

/**
 * Every plan or credit pack × option on sale with its credits, credit price, engine cost and
 * gross margin, on the engines GENERATION_ENGINES configures. Options a plan cannot buy (a
 * resolution above its gate) are left out; a pack is checked against every option.
 */
export function marginTable(
  env: Env,
  plans: readonly Plan[],
  options: OfferedOption[] = offeredOptions(),
  packs: readonly CreditPack[] = creditPacks,
): MarginRow[] {
  const sellers = creditSellers(plans, packs);
  const chains = parseEngineChains(env.GENERATION_ENGINES);
  const rows: MarginRow[] = [];
  for (const option of options) {
    const { engine, model, micro } = dearestCost(env, option, chains[option.tool]);
    const costVnd = micro === null ? Number.NaN : microUsdToVnd(micro, env);
    for (const { id, price, plan } of sellers) {
      const resolution = option.params.resolution;
      if (plan && typeof resolution === 'string' && !resolutionAllowed(plan, resolution)) continue;
      const revenueVnd = price * option.credits;
      rows.push({
        plan: id,
        option,
        engine,
        model,
        credits: option.credits,
        creditPriceVnd: price,
        revenueVnd,
        costVnd,
        margin: micro === null ? null : 1 - costVnd / revenueVnd,
      });
    }
  }
  return rows;
}

/** The rows sold below MIN_GROSS_MARGIN, or with no engine price at all. */
export function belowMargin(env: Env, rows: MarginRow[]): MarginRow[] {
  return rows.filter((row) => row.margin === null || row.margin < env.MIN_GROSS_MARGIN);
}

/** One failing row in words, for the script and the API's refusal to start. */
export function describeRow(row: MarginRow): string {
  const margin = row.margin === null ? 'no engine price' : `margin ${row.margin.toFixed(2)}`;
  return `${row.plan} × ${row.option.tool} ${row.option.label}: ${row.credits} credit(s) on ${row.engine} ${row.model}, ${margin}`;
}

/**
 * The guard of `npm run economics` and the API's start: the rows, the failing ones and the
 * exit code (1 when any option on sale falls below MIN_GROSS_MARGIN).
 */
export function checkEconomics(
  env: Env,
  plans: readonly Plan[],
  options: OfferedOption[] = offeredOptions(),
  packs: readonly CreditPack[] = creditPacks,
) {
  const rows = marginTable(env, plans, options, packs);
  const failing = belowMargin(env, rows);
  return { rows, failing, exitCode: failing.length > 0 ? 1 : 0 };
}
