/**
 * Decision 067: the unlimited plan's default monthly engine-cost budget per account, in whole
 * dong: half the Enterprise monthly price (4,990,000 ₫), so an account at its budget still keeps
 * a 50% gross margin (MIN_GROSS_MARGIN). The API's FAIR_USE_MONTHLY_BUDGET_VND defaults to it and
 * the pricing pages show it; an administrator may set an account's own.
 */
export const FAIR_USE_DEFAULT_BUDGET_VND = 2_495_000;
