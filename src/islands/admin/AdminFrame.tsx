import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { fetchProfile } from '../../stores/auth-actions.ts';
import { $locale } from '../../stores/locale.ts';
import { $session } from '../../stores/session.ts';
import { StudioApp } from '../studio-shell/StudioApp.tsx';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { homeHref } from '../app-shell/navigation.ts';

/** Retries a failed admin call only when the server itself failed (spec §9: up to 3). */
export const retryServerErrors = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 3;

type AdminScreen = 'dashboard' | 'users' | 'payments' | 'analytics' | 'blog';

/**
 * An admin screen (spec §2.5): the studio frame, then the admin guard of spec §6 (the server
 * decides, with is_admin from GET /auth/profile; every /api/admin call checks again), the admin
 * navigation and the screen.
 */
export function AdminPage({
  title,
  screen,
  children,
}: {
  title: IslandKey;
  screen: AdminScreen;
  children: ReactNode;
}) {
  return (
    <StudioApp title={title} section="admin" requireLogin={false}>
      <AdminGuard screen={screen}>{children}</AdminGuard>
    </StudioApp>
  );
}

function AdminGuard({ screen, children }: { screen: AdminScreen; children: ReactNode }) {
  const t = useT();
  const session = useStore($session);
  const signedIn = session.status === 'authenticated';
  const profile = useQuery({
    queryKey: ['profile', session.token],
    queryFn: fetchProfile,
    enabled: signedIn,
    retry: retryServerErrors,
  });
  useEffect(() => {
    // The home page in the studio's language: the Vietnamese one would store `vi` (issue 40).
    if (session.status === 'anonymous') location.replace(homeHref($locale.get()));
  }, [session.status]);
  if (profile.data && profile.data.is_admin !== true) {
    return <AccessDenied email={session.user?.email ?? profile.data.email ?? ''} />;
  }
  if (!signedIn || !profile.data) {
    return (
      <p role="status" className="container-page py-12 text-ink-700">
        {t('session.admin.verifying')}
      </p>
    );
  }
  return (
    <div className="container-page py-8">
      <AdminNav screen={screen} />
      {children}
    </div>
  );
}

const links: [AdminScreen, string, IslandKey][] = [
  ['dashboard', '/admin', 'admin.nav.dashboard'],
  ['users', '/admin/users', 'admin.nav.users'],
  ['payments', '/admin/payments', 'admin.nav.payments'],
  ['analytics', '/admin/analytics', 'admin.nav.analytics'],
  ['blog', '/admin/blog', 'admin.nav.blog'],
];

/** The admin sections, the current one marked. */
function AdminNav({ screen }: { screen: AdminScreen }) {
  const t = useT();
  return (
    <nav aria-label={t('admin.nav.label')} className="mb-6 border-b border-ink-200">
      <ul className="flex flex-wrap gap-1">
        {links.map(([key, href, label]) => (
          <li key={key}>
            <a
              href={href}
              aria-current={key === screen ? 'page' : undefined}
              className={`inline-block border-b-2 px-3 py-2 font-semibold ${
                key === screen
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-ink-700 hover:text-ink-900'
              }`}
            >
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Spec §6: the non-admin's screen, word for word, with the email, Go back and the hint. */
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

/** A call refused with 403 (the account lost its admin rights): the Access Denied screen. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

// The admin pages format through the one module, like every island (decision 047).
export { useFormat } from '../app-shell/use-format.ts';
