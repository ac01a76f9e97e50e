import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { AdminDashboardSummary } from '../../contracts/admin.ts';
import { api } from '../../lib/api-client.ts';
import { $session } from '../../stores/session.ts';
import {
  AccessDenied,
  AdminPage,
  isForbidden,
  retryServerErrors,
  useFormat,
} from '../admin/AdminFrame.tsx';
import { useT, type IslandKey } from '../app-shell/i18n.ts';

/** /admin and /admin/dashboard: the admin guard of spec §6, then the summary cards. */
export default function AdminIsland() {
  return (
    <AdminPage title="session.admin.title" screen="dashboard">
      <AdminDashboard />
    </AdminPage>
  );
}

function AdminDashboard() {
  const t = useT();
  const format = useFormat();
  const session = useStore($session);
  const summary = useQuery({
    queryKey: ['admin-summary', session.token],
    queryFn: () => api.get<AdminDashboardSummary>('/api/admin/dashboard/summary'),
    retry: retryServerErrors,
  });
  if (isForbidden(summary.error)) return <AccessDenied email={session.user?.email ?? ''} />;
  if (summary.isPending) {
    return (
      <p role="status" className="py-12 text-ink-700">
        {t('session.admin.verifying')}
      </p>
    );
  }
  if (!summary.data) {
    return (
      <p role="alert" className="py-12 text-red-700">
        {t('session.admin.loadFailed')}
      </p>
    );
  }
  const { users, generations, revenue_vnd: revenue } = summary.data;
  const groups: { id: string; heading: IslandKey; cards: [IslandKey, string][] }[] = [
    {
      id: 'admin-users',
      heading: 'admin.dashboard.usersHeading',
      cards: [
        ['session.admin.total', format.number(users.total)],
        ['session.admin.verified', format.number(users.verified)],
        ['session.admin.unverified', format.number(users.unverified)],
        ['session.admin.disabled', format.number(users.disabled)],
        ['session.admin.new7', format.number(users.new_last_7_days)],
        ['session.admin.new30', format.number(users.new_last_30_days)],
      ],
    },
    {
      id: 'admin-generations',
      heading: 'admin.dashboard.generationsHeading',
      cards: [
        ['admin.dashboard.generationsToday', format.number(generations.today)],
        ['admin.dashboard.generations30', format.number(generations.last_30_days)],
        ['admin.dashboard.generationsTotal', format.number(generations.total)],
      ],
    },
    {
      id: 'admin-business',
      heading: 'admin.dashboard.businessHeading',
      cards: [
        ['admin.dashboard.creditsSpent30', format.number(summary.data.credits_spent_last_30_days)],
        ['admin.dashboard.revenue30', format.money(revenue.last_30_days)],
        ['admin.dashboard.revenueTotal', format.money(revenue.total)],
        ['admin.dashboard.activeSubscriptions', format.number(summary.data.active_subscriptions)],
      ],
    },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">{t('session.admin.title')}</h1>
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mt-8">
          <h2 id={group.id} className="text-xl font-bold text-ink-900">
            {t(group.heading)}
          </h2>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            {group.cards.map(([label, value]) => (
              <div key={label} className="rounded-xl border border-ink-200 bg-white p-4">
                <dt className="text-sm text-ink-700">{t(label)}</dt>
                <dd className="mt-1 text-2xl font-bold text-ink-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section aria-labelledby="admin-shortcuts" className="mt-8">
        <h2 id="admin-shortcuts" className="text-xl font-bold text-ink-900">
          {t('admin.dashboard.shortcuts')}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          {(
            [
              ['/admin/users', 'admin.nav.users'],
              ['/admin/analytics', 'admin.nav.analytics'],
              ['/admin/blog', 'admin.nav.blog'],
            ] as const
          ).map(([href, label]) => (
            <li key={href}>
              <a
                href={href}
                className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {t(label)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
