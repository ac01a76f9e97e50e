import { z } from 'zod';
import { planIds } from './plans.ts';
import { studioTools } from './studio.ts';

/** The admin API's users and statistics (spec §2.5, §3 admin user record, §7, §9). */

/** Spec §9: admin lists default to 50 rows from offset 0; a page holds at most 200. */
export const ADMIN_PAGE_DEFAULT = 50;
export const ADMIN_PAGE_MAX = 200;
/** A credit adjustment: a non-zero whole number within ±100,000, with a reason. */
export const ADJUSTMENT_MAX = 100_000;
export const REASON_MAX = 500;
/** Statistics ranges: daily buckets over at most a year, weekly or monthly over five. */
export const DAILY_RANGE_MAX_DAYS = 366;
export const RANGE_MAX_DAYS = 1830;
/** One user's generations answered at most. */
export const USER_GENERATIONS_MAX = 200;

export const statisticsPeriods = ['daily', 'weekly', 'monthly'] as const;
export type StatisticsPeriod = (typeof statisticsPeriods)[number];

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'admin.errors.date')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  }, 'admin.errors.date');

const limit = z.coerce
  .number('admin.errors.limit')
  .int('admin.errors.limit')
  .min(1, 'admin.errors.limit')
  .max(ADMIN_PAGE_MAX, 'admin.errors.limit')
  .default(ADMIN_PAGE_DEFAULT);
const offset = z.coerce
  .number('admin.errors.offset')
  .int('admin.errors.offset')
  .min(0, 'admin.errors.offset')
  .default(0);
const plan = z.enum(planIds, 'admin.errors.plan');

/** start_date must not come after end_date; the issue is reported on end_date. */
function orderedRange<T extends { start_date?: string; end_date?: string }>(
  range: T,
  ctx: z.RefinementCtx,
) {
  if (range.start_date && range.end_date && range.start_date > range.end_date) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'admin.errors.dateOrder' });
  }
}

const rangeFields = { start_date: isoDay.optional(), end_date: isoDay.optional() };

/** GET /statistics/generations (and /statistics/users, which ignores ai_function). */
export const statisticsQuerySchema = z
  .object({
    period: z.enum(statisticsPeriods, 'admin.errors.period').default('monthly'),
    ai_function: z.enum(studioTools, 'admin.errors.aiFunction').optional(),
    ...rangeFields,
  })
  .superRefine(orderedRange);
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** GET /users/generation-summary. */
export const generationSummaryQuerySchema = z.object({
  limit,
  offset,
  plan_filter: plan.optional(),
  min_generations: z.coerce
    .number('admin.errors.minGenerations')
    .int('admin.errors.minGenerations')
    .min(0, 'admin.errors.minGenerations')
    .max(1_000_000_000, 'admin.errors.minGenerations')
    .optional(),
});
export type GenerationSummaryQuery = z.infer<typeof generationSummaryQuerySchema>;

/** GET /users/search: parts of the email or name, plan, verified or not. */
export const userSearchQuerySchema = z.object({
  limit,
  offset,
  email: z.string().trim().max(254, 'admin.errors.searchTooLong').optional(),
  name: z.string().trim().max(100, 'admin.errors.searchTooLong').optional(),
  plan: plan.optional(),
  is_verified: z
    .enum(['true', 'false'], 'admin.errors.isVerified')
    .transform((value) => value === 'true')
    .optional(),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;

/** GET /users/{id}/generations. */
export const userGenerationsQuerySchema = z.object(rangeFields).superRefine(orderedRange);

export const creditAdjustmentSchema = z.object({
  amount: z
    .number('admin.errors.amount')
    .int('admin.errors.amount')
    .min(-ADJUSTMENT_MAX, 'admin.errors.amount')
    .max(ADJUSTMENT_MAX, 'admin.errors.amount')
    .refine((amount) => amount !== 0, 'admin.errors.amount'),
  reason: z
    .string('admin.errors.reason')
    .trim()
    .min(1, 'admin.errors.reason')
    .max(REASON_MAX, 'admin.errors.reason'),
});
export type CreditAdjustmentInput = z.infer<typeof creditAdjustmentSchema>;

/** PUT /users/{id}: any of these, at least one; all applied in one transaction. */
export const updateUserSchema = z
  .object({
    plan: plan.optional(),
    credit_adjustment: creditAdjustmentSchema.optional(),
    is_verified: z.boolean('admin.errors.boolean').optional(),
    disabled: z.boolean('admin.errors.boolean').optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'admin.errors.nothingToChange',
  );
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

// Answers (the islands read these types).

export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  plan: string;
  is_verified: boolean;
  disabled: boolean;
  created_at: string;
}

export interface AdminUserPage<T> {
  users: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface GenerationCounts {
  total: number;
  success: number;
  failed: number;
  processing: number;
}

export interface UserGenerationSummary extends Omit<AdminUserRow, 'created_at'>, GenerationCounts {
  by_tool: Record<string, number>;
}

export interface CreditAdjustmentRecord {
  id: string;
  amount: number;
  reason: string;
  admin_email: string | null;
  created_at: string;
}

/** GET /users/{id}: spec §3's admin user record (email, name, plan, is_verified) and more. */
export interface AdminUserRecord extends AdminUserRow {
  is_admin: boolean;
  /**
   * The owner closed the account (decision 056): when, and when it is deleted. Only the owner's
   * mailed link undoes it; nothing an administrator does brings the account back.
   */
  closing: { requested_at: string; delete_after: string } | null;
  credits: { balance: number; next_expiry: string | null };
  subscription: {
    plan: string;
    billing_cycle: string;
    period_start: string;
    period_end: string;
    next_plan: string | null;
  } | null;
  generations: GenerationCounts;
  credit_adjustments: CreditAdjustmentRecord[];
}

export interface UserGenerationItem {
  id: string;
  tool: string;
  status: string;
  engine: string | null;
  error: string | null;
  processing_ms: number | null;
  created_at: string;
  completed_at: string | null;
}

export interface SeriesGroup {
  key: string;
  total: number;
  series: number[];
}

export interface GenerationStatistics {
  period: StatisticsPeriod;
  ai_function: string | null;
  start_date: string;
  end_date: string;
  /** The first day of each bucket (UTC), every bucket present. */
  buckets: string[];
  totals: GenerationCounts;
  series: number[];
  by_tool: (SeriesGroup & GenerationCounts)[];
  by_status: SeriesGroup[];
  by_plan: SeriesGroup[];
}

export interface UserStatistics {
  totals: { all: number; verified: number; unverified: number; disabled: number };
  by_plan: { plan: string; users: number }[];
  signups: {
    period: StatisticsPeriod;
    start_date: string;
    end_date: string;
    buckets: string[];
    series: number[];
    total: number;
  };
}

export interface AdminDashboardSummary {
  users: {
    total: number;
    verified: number;
    unverified: number;
    disabled: number;
    new_last_7_days: number;
    new_last_30_days: number;
  };
  generations: { total: number; today: number; last_30_days: number };
  credits_spent_last_30_days: number;
  revenue_vnd: { total: number; last_30_days: number };
  active_subscriptions: number;
  generated_at: string;
}
