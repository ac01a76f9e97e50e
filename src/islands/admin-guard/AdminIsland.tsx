import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, api } from '../../lib/api-client.ts';
import { fetchProfile } from '../../stores/auth-actions.ts';
import { $session } from '../../stores/session.ts';
import { StudioApp } from '../studio-shell/StudioApp.tsx';
import { useT, type IslandKey } from '../app-shell/i18n.ts';

interface AdminSummary {
  users: {
    total: number;
    verified: number;
    unverified: number;
    disabled: number;
    new_last_7_days: number;
    new_last_30_days: number;
  };
}

/** /admin and /admin/dashboard: the admin guard of spec §6, then the summary. */
export default function AdminIsland() {
  return (
    <StudioApp title="session.admin.title" section="admin" requireLogin={false}>
      <AdminGuard />
    </StudioApp>
  );
}

function AdminGuard() {
  const t = useT();
  const session = useStore($session);
  const signedIn = session.status === 'authenticated';
  // The server decides (is_admin from GET /auth/profile); /api/admin/* enforces it again.
  const profile = useQuery({
    queryKey: ['profile', session.token],
    queryFn: fetchProfile,
    enabled: signedIn,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
  const isAdmin = profile.data?.is_admin === true;
  const summary = useQuery({
    queryKey: ['admin-summary', session.token],
    queryFn: () => api.get<AdminSummary>('/api/admin/dashboard/summary'),
    enabled: isAdmin,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

  useEffect(() => {
    if (session.status === 'anonymous') location.replace('/');
  }, [session.status]);

  const forbidden =
    (profile.data && !isAdmin) ||
    (summary.error instanceof ApiError && summary.error.status === 403);
  if (forbidden) return <AccessDenied email={session.user?.email ?? profile.data?.email ?? ''} />;
  if (!signedIn || profile.isPending || (isAdmin && summary.isPending)) {
    return (
      <p role="status" className="container-page py-12 text-ink-700">
        {t('session.admin.verifying')}
      </p>
    );
  }
  if (!summary.data) {
    return (
      <p role="alert" className="container-page py-12 text-red-700">
        {t('session.admin.loadFailed')}
      </p>
    );
  }
  const users = summary.data.users;
  const rows: [IslandKey, number][] = [
    ['session.admin.total', users.total],
    ['session.admin.verified', users.verified],
    ['session.admin.unverified', users.unverified],
    ['session.admin.disabled', users.disabled],
    ['session.admin.new7', users.new_last_7_days],
    ['session.admin.new30', users.new_last_30_days],
  ];
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-ink-900">{t('session.admin.title')}</h1>
      <section aria-labelledby="admin-users" className="mt-6">
        <h2 id="admin-users" className="text-xl font-bold text-ink-900">
          {t('session.admin.usersHeading')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-ink-200 bg-white p-4">
              <dt className="text-sm text-ink-700">{t(label)}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

export function AccessDenied({ email }: { email: string }) {
  const t = useT();
  return (
    <div className="container-page py-12">
      <div role="alert" className="max-w-xl rounded-xl border border-red-200 bg-white p-6">
        <h1 className="text-2xl font-bold text-red-800">{t('session.admin.deniedTitle')}</h1>
        <p className="mt-2 text-ink-800">{t('session.admin.deniedBody')}</p>
        {email && <p className="mt-3 text-ink-700">{t('session.admin.signedInAs', { email })}</p>}
        <button
          type="button"
          onClick={() => (history.length > 1 ? history.back() : location.assign('/dashboard'))}
          className="mt-5 rounded-md border border-ink-300 px-4 py-2 font-semibold text-ink-800 hover:bg-ink-50"
        >
          {t('session.admin.goBack')}
        </button>
        <p className="mt-4 text-sm text-ink-700">{t('session.admin.contactHint')}</p>
      </div>
    </div>
  );
}
