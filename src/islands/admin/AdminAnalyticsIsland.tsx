import { useStore } from '@nanostores/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type SubmitEvent } from 'react';
import {
  statisticsPeriods,
  statisticsQuerySchema,
  type AdminUserPage,
  type GenerationStatistics,
  type StatisticsPeriod,
  type UserGenerationSummary,
  type UserStatistics,
} from '../../contracts/admin.ts';
import { studioTools } from '../../contracts/studio.ts';
import { api } from '../../lib/api-client.ts';
import { dateInputPattern, parseDateInput } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { $session } from '../../stores/session.ts';
import { DateField } from '../app-shell/DateField.tsx';
import { fieldMessage, useT, type IslandT } from '../app-shell/i18n.ts';
import {
  AccessDenied,
  AdminPage,
  isForbidden,
  retryServerErrors,
  useFormat,
} from './AdminFrame.tsx';
import { SeriesChart, type ChartLine } from '../charts/SeriesChart.tsx';
import { EconomicsSection } from './EconomicsSection.tsx';
import { ScrollTable } from '../ui/ScrollTable.tsx';

/**
 * /admin/analytics: generations by tool and by plan, sign-ups, and revenue, engine cost and margin
 * (issue 27), over a chosen range.
 */
export default function AdminAnalyticsIsland() {
  return (
    <AdminPage title="admin.analytics.title" screen="analytics">
      <AdminAnalytics />
    </AdminPage>
  );
}

interface Range {
  period: StatisticsPeriod;
  start: string;
  end: string;
  tool: string;
}

function queryOf(range: Range, withTool: boolean): string {
  const query = new URLSearchParams({ period: range.period });
  if (range.start) query.set('start_date', range.start);
  if (range.end) query.set('end_date', range.end);
  if (withTool && range.tool) query.set('ai_function', range.tool);
  return query.toString();
}

function AdminAnalytics() {
  const t = useT();
  const session = useStore($session);
  const locale = useStore($locale);
  const ids = { period: useId(), start: useId(), end: useId(), tool: useId(), heading: useId() };
  const [draft, setDraft] = useState<Range>({ period: 'monthly', start: '', end: '', tool: '' });
  const [range, setRange] = useState<Range>(draft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const generations = useQuery({
    queryKey: ['admin-stats-generations', queryOf(range, true)],
    queryFn: () =>
      api.get<GenerationStatistics>(`/api/admin/statistics/generations?${queryOf(range, true)}`),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
  const users = useQuery({
    queryKey: ['admin-stats-users', queryOf(range, false)],
    queryFn: () => api.get<UserStatistics>(`/api/admin/statistics/users?${queryOf(range, false)}`),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
  if (isForbidden(generations.error) || isForbidden(users.error)) {
    return <AccessDenied email={session.user?.email ?? ''} />;
  }

  function apply(event: SubmitEvent) {
    event.preventDefault();
    // The fields hold dates as typed in the page's order; the API takes YYYY-MM-DD.
    const typed = { start_date: draft.start.trim(), end_date: draft.end.trim() };
    const days = {
      start_date: typed.start_date ? parseDateInput(typed.start_date, locale) : undefined,
      end_date: typed.end_date ? parseDateInput(typed.end_date, locale) : undefined,
    };
    const unreadable = Object.entries(days).filter(([, day]) => day === null);
    const parsed = statisticsQuerySchema.safeParse({
      period: draft.period,
      start_date: days.start_date ?? undefined,
      end_date: days.end_date ?? undefined,
      ai_function: draft.tool || undefined,
    });
    if (unreadable.length > 0 || !parsed.success) {
      const found: Record<string, string> = {};
      for (const [field] of unreadable) {
        found[field] = t('format.dateInvalid', { pattern: dateInputPattern(locale) });
      }
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        found[String(issue.path[0])] ??= fieldMessage(t, issue.message) ?? '';
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setRange({ ...draft, start: days.start_date ?? '', end: days.end_date ?? '' });
  }
  const serverError = [generations.error, users.error].find(Boolean);
  const input = 'mt-1 w-full rounded-md border border-ink-300 px-3 py-2';
  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">{t('admin.analytics.title')}</h1>
      <form
        noValidate
        onSubmit={apply}
        aria-labelledby={ids.heading}
        className="mt-6 rounded-xl border border-ink-200 bg-white p-4"
      >
        <h2 id={ids.heading} className="text-lg font-bold text-ink-900">
          {t('admin.analytics.controls')}
        </h2>
        <div className="mt-3 grid gap-4 md:grid-cols-4">
          <div>
            <label htmlFor={ids.period} className="text-sm font-semibold text-ink-800">
              {t('admin.analytics.period')}
            </label>
            <select
              id={ids.period}
              value={draft.period}
              onChange={(e) => setDraft({ ...draft, period: e.target.value as StatisticsPeriod })}
              className={input}
            >
              {statisticsPeriods.map((period) => (
                <option key={period} value={period}>
                  {t(`admin.analytics.${period}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <DateField
              id={ids.start}
              label={t('admin.analytics.from')}
              value={draft.start}
              onChange={(start) => setDraft({ ...draft, start })}
              error={errors.start_date}
              className={input}
            />
          </div>
          <div>
            <DateField
              id={ids.end}
              label={t('admin.analytics.to')}
              value={draft.end}
              onChange={(end) => setDraft({ ...draft, end })}
              error={errors.end_date}
              className={input}
            />
          </div>
          <div>
            <label htmlFor={ids.tool} className="text-sm font-semibold text-ink-800">
              {t('admin.analytics.tool')}
            </label>
            <select
              id={ids.tool}
              value={draft.tool}
              onChange={(e) => setDraft({ ...draft, tool: e.target.value })}
              className={input}
            >
              <option value="">{t('admin.analytics.allTools')}</option>
              {studioTools.map((tool) => (
                <option key={tool} value={tool}>
                  {t(`tools.name.${tool}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button
          type="submit"
          className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          {t('admin.analytics.apply')}
        </button>
      </form>
      {serverError ? (
        <p role="alert" className="mt-6 text-red-700">
          {serverError instanceof Error && serverError.message
            ? serverError.message
            : t('admin.analytics.loadFailed')}
        </p>
      ) : null}
      {!generations.data || !users.data ? (
        !serverError && (
          <p role="status" className="mt-6 text-ink-700">
            {t('admin.analytics.loading')}
          </p>
        )
      ) : (
        <Charts generations={generations.data} users={users.data} t={t} />
      )}
      <EconomicsSection query={queryOf(range, true)} />
      <TopUsers />
    </>
  );
}

function Charts({
  generations,
  users,
  t,
}: {
  generations: GenerationStatistics;
  users: UserStatistics;
  t: IslandT;
}) {
  const format = useFormat();
  const labels = useMemo(
    () => generations.buckets.map((day) => shortLabel(day, generations.period)),
    [generations],
  );
  const signupLabels = useMemo(
    () => users.signups.buckets.map((day) => shortLabel(day, users.signups.period)),
    [users],
  );
  const byTool = useMemo<ChartLine[]>(
    () =>
      generations.by_tool.map((g) => ({
        label: t(`tools.name.${g.key as 'virtual-tryon'}`),
        values: g.series,
      })),
    [generations, t],
  );
  const byPlan = useMemo<ChartLine[]>(
    () =>
      generations.by_plan.map((g) => ({
        label: t(`pricing.plan.${g.key as 'free'}`),
        values: g.series,
      })),
    [generations, t],
  );
  const signups = useMemo<ChartLine[]>(
    () => [{ label: t('admin.analytics.signupsSeries'), values: users.signups.series }],
    [users, t],
  );
  const number = format.number;
  const summary = (total: number, start: string, end: string, lines: ChartLine[]) =>
    t('admin.analytics.summary', {
      total: number(total),
      start: format.date(start),
      end: format.date(end),
      detail: lines
        .map((line) =>
          t('admin.analytics.summaryPart', {
            name: line.label,
            count: number(line.values.reduce((sum, v) => sum + v, 0)),
          }),
        )
        .join('; '),
    });
  const { totals } = generations;
  return (
    <div className="mt-6 space-y-8">
      <p className="text-ink-800">
        {t('admin.analytics.totals', {
          total: number(totals.total),
          success: number(totals.success),
          failed: number(totals.failed),
          processing: number(totals.processing),
        })}
      </p>
      {(
        [
          ['admin.analytics.byTool', byTool, generations, labels],
          ['admin.analytics.byPlan', byPlan, generations, labels],
        ] as const
      ).map(([caption, lines, stats, axis]) => (
        <section key={caption} className="space-y-3">
          <SeriesChart
            caption={t(caption)}
            summary={summary(stats.totals.total, stats.start_date, stats.end_date, lines)}
            labels={axis}
            lines={lines}
            formatNumber={number}
          />
          <NumbersTable caption={t(caption)} buckets={stats.buckets} lines={lines} t={t} />
        </section>
      ))}
      <section className="space-y-3">
        <SeriesChart
          caption={t('admin.analytics.signups')}
          summary={summary(
            users.signups.total,
            users.signups.start_date,
            users.signups.end_date,
            signups,
          )}
          labels={signupLabels}
          lines={signups}
          formatNumber={number}
        />
        <NumbersTable
          caption={t('admin.analytics.signups')}
          buckets={users.signups.buckets}
          lines={signups}
          t={t}
        />
      </section>
    </div>
  );
}

const TOP_USERS = 10;

/** The accounts with the most generations of all time (GET /users/generation-summary). */
function TopUsers() {
  const t = useT();
  const format = useFormat();
  const top = useQuery({
    queryKey: ['admin-top-users'],
    queryFn: () =>
      api.get<AdminUserPage<UserGenerationSummary>>(
        `/api/admin/users/generation-summary?limit=${TOP_USERS}&min_generations=1`,
      ),
    retry: retryServerErrors,
  });
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold text-ink-900">{t('admin.analytics.topUsers')}</h2>
      {!top.data ? (
        <p role={top.error ? 'alert' : 'status'} className="mt-2 text-ink-700">
          {top.error ? t('admin.analytics.loadFailed') : t('admin.analytics.loading')}
        </p>
      ) : top.data.users.length === 0 ? (
        <p className="mt-2 text-ink-700">{t('admin.analytics.noGenerations')}</p>
      ) : (
        <div className="mt-3">
          <ScrollTable
            caption={t('admin.analytics.topUsers')}
            rows="all"
            head={
              <>
                <th scope="col" className="px-3 py-2 text-left">
                  {t('admin.table.email')}
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  {t('admin.table.plan')}
                </th>
                {studioTools.map((tool) => (
                  <th key={tool} scope="col" className="px-3 py-2">
                    {t(`tools.name.${tool}`)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2">
                  {t('admin.analytics.status.failed')}
                </th>
                <th scope="col" className="px-3 py-2">
                  {t('admin.analytics.total')}
                </th>
              </>
            }
          >
            {top.data.users.map((user) => (
              <tr key={user.id} className="border-t border-ink-200">
                <th scope="row" className="px-3 py-1 text-left font-normal break-all">
                  {user.email}
                </th>
                <td className="px-3 py-1 text-left">{t(`pricing.plan.${user.plan as 'free'}`)}</td>
                {studioTools.map((tool) => (
                  <td key={tool} className="px-3 py-1">
                    {format.number(user.by_tool[tool] ?? 0)}
                  </td>
                ))}
                <td className="px-3 py-1">{format.number(user.failed)}</td>
                <td className="px-3 py-1 font-semibold">{format.number(user.total)}</td>
              </tr>
            ))}
          </ScrollTable>
        </div>
      )}
    </section>
  );
}

/** The axis label of a bucket: the day for days and weeks, the month for months. */
function shortLabel(day: string, period: StatisticsPeriod): string {
  return period === 'monthly' ? day.slice(0, 7) : day.slice(5);
}

function NumbersTable({
  caption,
  buckets,
  lines,
  t,
}: {
  caption: string;
  buckets: string[];
  lines: ChartLine[];
  t: IslandT;
}) {
  const format = useFormat();
  return (
    <ScrollTable
      caption={caption}
      head={
        <>
          <th scope="col" className="px-3 py-2 text-left">
            {t('admin.analytics.bucket')}
          </th>
          {lines.map((line) => (
            <th key={line.label} scope="col" className="px-3 py-2">
              {line.label}
            </th>
          ))}
          {lines.length > 1 && (
            <th scope="col" className="px-3 py-2">
              {t('admin.analytics.total')}
            </th>
          )}
        </>
      }
    >
      {buckets.map((day, i) => (
        <tr key={day} className="border-t border-ink-200">
          <th scope="row" className="px-3 py-1 text-left font-normal">
            {format.date(day)}
          </th>
          {lines.map((line) => (
            <td key={line.label} className="px-3 py-1">
              {format.number(line.values[i] ?? 0)}
            </td>
          ))}
          {lines.length > 1 && (
            <td className="px-3 py-1 font-semibold">
              {format.number(lines.reduce((sum, line) => sum + (line.values[i] ?? 0), 0))}
            </td>
          )}
        </tr>
      ))}
    </ScrollTable>
  );
}
