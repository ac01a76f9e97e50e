import { sql, type SQL } from 'drizzle-orm';
import type { StatisticsPeriod } from '../../../contracts/admin.ts';
import { subscriptions } from '../../db/schema.ts';
import { addMonths } from '../billing/billing-periods.ts';

/**
 * The plan in force at `now` for a row joined (left) with its `subscriptions` row, as
 * `effectivePeriod` in billing/current-plan.ts decides it: the paid period covering `now`, else
 * the paid change that follows it while that lasts, else the free plan.
 */
export function planInForce(now: Date): SQL<string> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql<string>`coalesce(
    case
      when ${subscriptions.periodEnd} > ${at} then ${subscriptions.planId}
      when ${subscriptions.nextPlanId} is not null and ${subscriptions.periodEnd}
        + case when ${subscriptions.nextBillingCycle} = 'annual'
            then interval '12 months' else interval '1 month' end > ${at}
        then ${subscriptions.nextPlanId}
    end, 'free')`;
}

const units: Record<StatisticsPeriod, string> = { daily: 'day', weekly: 'week', monthly: 'month' };

/** The first day (YYYY-MM-DD, UTC) of the bucket a timestamp column falls in. */
export function bucketOf(period: StatisticsPeriod, column: SQL | unknown): SQL<string> {
  return sql<string>`to_char(date_trunc('${sql.raw(units[period])}', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;
}

const DAY = 86_400_000;

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** The start of the bucket holding `date` (weeks start on Monday, as date_trunc's do). */
function bucketStart(period: StatisticsPeriod, date: Date): Date {
  if (period === 'monthly') return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1));
  if (period === 'weekly') return new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY);
  return date;
}

/** Every bucket from the one holding `start` to the one holding `end`, as first days. */
export function bucketSeries(period: StatisticsPeriod, start: string, end: string): string[] {
  const last = dayStart(end);
  const buckets: string[] = [];
  let cursor = bucketStart(period, dayStart(start));
  while (cursor <= last) {
    buckets.push(isoDay(cursor));
    cursor =
      period === 'monthly'
        ? addMonths(cursor, 1)
        : new Date(cursor.getTime() + (period === 'weekly' ? 7 : 1) * DAY);
  }
  return buckets;
}

/**
 * The days a statistics query covers: as asked, else ending today (UTC) and starting 30 days,
 * 12 weeks or 12 months back (daily, weekly, monthly). `to` is exclusive (the day after the end).
 */
export function resolveRange(
  period: StatisticsPeriod,
  query: { start_date?: string; end_date?: string },
  now: Date,
) {
  const today = isoDay(now);
  const end =
    query.end_date ?? (query.start_date && query.start_date > today ? query.start_date : today);
  let start = query.start_date;
  if (!start) {
    const endDate = dayStart(end);
    start =
      period === 'daily'
        ? isoDay(new Date(endDate.getTime() - 29 * DAY))
        : period === 'weekly'
          ? isoDay(bucketStart('weekly', new Date(endDate.getTime() - 11 * 7 * DAY)))
          : isoDay(addMonths(bucketStart('monthly', endDate), -11));
  }
  const from = dayStart(start);
  const to = new Date(dayStart(end).getTime() + DAY);
  return { start, end, from, to, days: Math.round((to.getTime() - from.getTime()) / DAY) };
}

/** Escapes LIKE's wildcards so a search matches the text as typed. */
export function likeContaining(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// Vietnamese letters with marks, upper and lower case, and what they fold to.
const MARKED = 'àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ';
const PLAIN = 'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyyd';
const FROM = MARKED + MARKED.toUpperCase();
const TO = PLAIN + PLAIN;

/**
 * Folds case and Vietnamese marks the same way in JavaScript and in SQL (translate, then
 * lower for ASCII), whatever the database's locale: 'Nguyễn' and 'NGUYEN' both read 'nguyen'.
 */
export function foldText(text: string): string {
  let folded = '';
  for (const char of text.normalize('NFC')) {
    const at = FROM.indexOf(char);
    folded += at >= 0 ? TO[at] : char;
  }
  return folded.toLowerCase();
}

export function foldSql(column: unknown): SQL<string> {
  return sql<string>`lower(translate(${column}, ${FROM}, ${TO}))`;
}
