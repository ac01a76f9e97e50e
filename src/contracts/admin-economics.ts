import { z } from 'zod';

/** Issue 27 points 5 and 6 (decision 067): admin analytics of the margin, and fair use. */

/** What a set of generations earned and cost, in whole dong. */
export interface MarginFigures {
  generations: number;
  revenue_vnd: number;
  cost_vnd: number;
  /** revenue − cost. */
  margin_vnd: number;
  /** margin ÷ revenue; null when nothing was earned (free credits, unlimited plans). */
  margin_ratio: number | null;
}

export interface MarginGroup extends MarginFigures {
  key: string;
  /** The margin of each bucket, in the order of `buckets`. */
  margin_series: number[];
}

/** A priced option (tool × the credits table's option key) and what it lost. */
export interface OptionLoss extends MarginFigures {
  tool: string;
  option: string;
}

/** The number of losing options the analytics names. */
export const WORST_OPTIONS = 5;

/** GET /api/admin/statistics/economics. */
export interface EconomicsStatistics {
  period: 'daily' | 'weekly' | 'monthly';
  ai_function: string | null;
  start_date: string;
  end_date: string;
  buckets: string[];
  totals: MarginFigures;
  /** The figures of each bucket. */
  series: MarginFigures[];
  by_tool: MarginGroup[];
  by_engine: MarginGroup[];
  by_model: MarginGroup[];
  by_plan: MarginGroup[];
  /** At most five options with a negative margin, the largest loss first. */
  worst_options: OptionLoss[];
}

/** An account's budget cap: whole dong up to ten billion; null returns to the default. */
export const FAIR_USE_BUDGET_MAX = 10_000_000_000;
export const fairUseBudgetSchema = z.object({
  budget_vnd: z
    .number('admin.errors.fairUseBudget')
    .int('admin.errors.fairUseBudget')
    .min(0, 'admin.errors.fairUseBudget')
    .max(FAIR_USE_BUDGET_MAX, 'admin.errors.fairUseBudget')
    .nullable(),
});
export type FairUseBudgetInput = z.infer<typeof fairUseBudgetSchema>;

/** GET/PUT /api/admin/users/{id}/fair-use. */
export interface FairUseRecord {
  budget_vnd: number;
  default_budget_vnd: number;
  /** Whether the account has its own budget (else the default applies). */
  own: boolean;
  /** Recorded engine cost since `month_start`. */
  spent_vnd: number;
  /** What running generations may still spend: each up to the reserve, less what it recorded. */
  pending_vnd: number;
  /** The start of the current month in Asia/Ho_Chi_Minh. */
  month_start: string;
}
