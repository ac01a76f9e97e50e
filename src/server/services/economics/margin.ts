import {
  WORST_OPTIONS,
  type MarginFigures,
  type MarginGroup,
  type OptionLoss,
} from '../../../contracts/admin-economics.ts';

/** One grouped row of `generation_economics`: sums over the generations of one bucket. */
export interface EconomicsRow {
  bucket: string;
  tool: string;
  planId: string;
  option: string;
  engine: string | null;
  model: string | null;
  generations: number;
  revenueVnd: number;
  costVnd: number;
}

/**
 * Revenue, cost and gross margin of a total. The ratio is of revenue (gross margin), and null
 * when nothing was earned: a cost on free credits or an unlimited plan has no margin to divide.
 * @example marginOf(2, 3_960, 1_950) // { generations: 2, revenue_vnd: 3960, cost_vnd: 1950, margin_vnd: 2010, margin_ratio: 0.5076 }
 */
export function marginOf(generations: number, revenueVnd: number, costVnd: number): MarginFigures {
  const margin = revenueVnd - costVnd;
  return {
    generations,
    revenue_vnd: revenueVnd,
    cost_vnd: costVnd,
    margin_vnd: margin,
    margin_ratio: revenueVnd > 0 ? Math.round((margin / revenueVnd) * 10_000) / 10_000 : null,
  };
}

interface Sum {
  generations: number;
  revenue: number;
  cost: number;
}

/** An engine or model the ledger did not know (a refusal before any call) shows as this. */
export const UNKNOWN = 'none';

/**
 * The admin analytics of decision 067 from grouped rows: totals and each bucket's figures, the
 * margin by tool, engine, model and plan (largest loss first), and the options that lose most.
 */
export function summarizeMargins(rows: readonly EconomicsRow[], buckets: readonly string[]) {
  const at = new Map(buckets.map((bucket, i) => [bucket, i]));
  const empty = (): Sum => ({ generations: 0, revenue: 0, cost: 0 });
  const add = (sum: Sum, row: EconomicsRow) => {
    sum.generations += row.generations;
    sum.revenue += row.revenueVnd;
    sum.cost += row.costVnd;
  };
  const total = empty();
  const perBucket = buckets.map(empty);
  const dimensions = {
    tool: (row: EconomicsRow) => row.tool,
    engine: (row: EconomicsRow) => row.engine ?? UNKNOWN,
    model: (row: EconomicsRow) => row.model ?? UNKNOWN,
    plan: (row: EconomicsRow) => row.planId,
  };
  const groups = Object.fromEntries(
    Object.keys(dimensions).map((name) => [name, new Map<string, { sum: Sum; series: Sum[] }>()]),
  ) as Record<keyof typeof dimensions, Map<string, { sum: Sum; series: Sum[] }>>;
  const options = new Map<string, { tool: string; option: string; sum: Sum }>();
  for (const row of rows) {
    const i = at.get(row.bucket);
    if (i === undefined) continue;
    add(total, row);
    add(perBucket[i]!, row);
    for (const [name, keyOf] of Object.entries(dimensions)) {
      const map = groups[name as keyof typeof dimensions];
      const key = keyOf(row);
      let group = map.get(key);
      if (!group) map.set(key, (group = { sum: empty(), series: buckets.map(empty) }));
      add(group.sum, row);
      add(group.series[i]!, row);
    }
    const optionKey = `${row.tool}\u0000${row.option}`;
    let option = options.get(optionKey);
    if (!option)
      options.set(optionKey, (option = { tool: row.tool, option: row.option, sum: empty() }));
    add(option.sum, row);
  }
  const figures = (sum: Sum) => marginOf(sum.generations, sum.revenue, sum.cost);
  const listOf = (map: Map<string, { sum: Sum; series: Sum[] }>): MarginGroup[] =>
    [...map.entries()]
      .map(([key, group]) => ({
        key,
        ...figures(group.sum),
        margin_series: group.series.map((sum) => sum.revenue - sum.cost),
      }))
      .sort((a, b) => a.margin_vnd - b.margin_vnd || a.key.localeCompare(b.key));
  const worst: OptionLoss[] = [...options.values()]
    .map(({ tool, option, sum }) => ({ tool, option, ...figures(sum) }))
    .filter((option) => option.margin_vnd < 0)
    .sort((a, b) => a.margin_vnd - b.margin_vnd || a.option.localeCompare(b.option))
    .slice(0, WORST_OPTIONS);
  return {
    totals: figures(total),
    series: perBucket.map(figures),
    by_tool: listOf(groups.tool),
    by_engine: listOf(groups.engine),
    by_model: listOf(groups.model),
    by_plan: listOf(groups.plan),
    worst_options: worst,
  };
}
