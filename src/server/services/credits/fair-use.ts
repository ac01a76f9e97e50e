import { formatLongDate, formatMoney } from '../../../lib/format.ts';
import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { generationEconomics, generations, users } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Lang } from '../../http/app-error.ts';
import { lockUser } from './reserve-credits.ts';
import { t } from '../../../i18n/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Vietnam keeps UTC+7 all year (no daylight saving), so its months start at 17:00 UTC. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/**
 * The start of the calendar month holding `now` in Asia/Ho_Chi_Minh, as an instant.
 * @example vietnamMonthStart(new Date('2026-03-31T18:00:00Z')) // 2026-03-31T17:00:00Z (1 April)
 */
export function vietnamMonthStart(now: Date): Date {
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - VIETNAM_OFFSET_MS);
}

export interface FairUseSettings {
  /** FAIR_USE_MONTHLY_BUDGET_VND: the budget of an account without its own. */
  defaultBudgetVnd: number;
  /** FAIR_USE_RESERVE_VND: what a running generation without a recorded cost counts. */
  reserveVnd: number;
}

export interface FairUseStanding {
  budgetVnd: number;
  /** Whether the budget is the account's own (set by an administrator) or the default. */
  own: boolean;
  /** Recorded engine cost this month (every row, settled or not). */
  spentVnd: number;
  /** What running generations may still spend: each up to the reserve, less what it recorded. */
  pendingVnd: number;
}

/** The account's budget and what counts against it this month; the caller holds any lock. */
export async function readFairUse(
  db: Db | Tx,
  userId: string,
  now: Date,
  settings: FairUseSettings,
  /** A generation of this transaction that is being decided, not yet spending. */
  excludeId?: string,
): Promise<FairUseStanding> {
  const [user] = await db
    .select({ budget: users.fairUseBudgetVnd })
    .from(users)
    .where(eq(users.id, userId));
  const [spent] = await db
    .select({ vnd: sql<string>`coalesce(sum(${generationEconomics.costVnd}), 0)` })
    .from(generationEconomics)
    .where(
      and(
        eq(generationEconomics.userId, userId),
        gte(generationEconomics.createdAt, vietnamMonthStart(now)),
      ),
    );
  // A running generation may not have spent yet what it will: it counts at least the reserve
  // (its recorded cost so far is in `spent`, only the rest up to the reserve is added), so a
  // burst of submits cannot slip past the budget before any cost is known. A generation the
  // ledger has not opened a row for yet counts the whole reserve.
  const [running] = await db
    .select({
      vnd: sql<string>`coalesce(sum(greatest(${settings.reserveVnd}::bigint - coalesce(${generationEconomics.costVnd}, 0), 0)), 0)`,
    })
    .from(generations)
    .leftJoin(generationEconomics, eq(generationEconomics.generationId, generations.id))
    .where(
      and(
        eq(generations.userId, userId),
        eq(generations.status, 'processing'),
        excludeId ? ne(generations.id, excludeId) : undefined,
      ),
    );
  const own = user?.budget ?? null;
  return {
    budgetVnd: own ?? settings.defaultBudgetVnd,
    own: own !== null,
    spentVnd: Number(spent?.vnd ?? 0),
    pendingVnd: Number(running?.vnd ?? 0),
  };
}

/**
 * Decision 067: an unlimited plan's submit is refused once the month's engine cost (recorded,
 * plus running generations at the reserve) has reached the account's budget. Call it inside the
 * submit's transaction before anything is held: it locks the user's row as the credit hold does,
 * so racing submits of one account are counted one after the other. `newId` is the generation
 * being submitted (already inserted in this transaction), left out of the count.
 */
export async function assertWithinFairUse(
  tx: Tx,
  input: { userId: string; newId: string; now: Date; settings: FairUseSettings },
) {
  await lockUser(tx, input.userId);
  const standing = await readFairUse(tx, input.userId, input.now, input.settings, input.newId);
  if (standing.spentVnd + standing.pendingVnd >= standing.budgetVnd)
    throw fairUseErrors.budgetReached(standing.budgetVnd, input.now);
}

export const fairUseErrors = {
  /**
   * 429, not 402: the limit passes with time (the next month) and no payment lifts it, so a
   * client must not offer a top-up; `resets_at` is the start of the next Vietnamese month.
   */
  budgetReached: (budgetVnd: number, now: Date) => {
    const resetsAt = vietnamMonthStart(new Date(vietnamMonthStart(now).getTime() + 32 * DAY_MS));
    const text = (lang: Lang) =>
      t(lang)('ai.fairUseBudgetReached', {
        budget: formatMoney(budgetVnd, lang),
        date: formatLongDate(resetsAt, lang),
      });
    // Every 429 says when to come back (issue 18), in its body too (decision 128): here, the
    // start of the next month.
    const seconds = Math.ceil((resetsAt.getTime() - now.getTime()) / 1000);
    return new AppError(
      429,
      'fair_use_budget_reached',
      { en: text('en'), vi: text('vi') },
      { budget_vnd: budgetVnd, resets_at: resetsAt.toISOString(), retry_after_seconds: seconds },
      { 'retry-after': String(seconds) },
    );
  },
};

const DAY_MS = 86_400_000;
