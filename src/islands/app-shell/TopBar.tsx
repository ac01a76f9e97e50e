import { useStore } from '@nanostores/react';
import { initials } from '../../lib/initials.ts';
import { $locale } from '../../stores/locale.ts';
import { $session } from '../../stores/session.ts';
import { openAuthModal } from '../auth/auth-modal-store.ts';
import { useT } from './i18n.ts';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import { logoutAndLeave } from './navigation.ts';

const linkClass =
  'rounded px-2 py-1 font-semibold text-ink-700 hover:text-brand-700 aria-[current=page]:text-brand-700';

/** The app pages' bar: brand, Dashboard, Profile, Admin (admins only), language, account. */
export function TopBar() {
  const t = useT();
  const session = useStore($session);
  const locale = useStore($locale);
  const here = typeof location === 'undefined' ? '' : location.pathname;
  const current = (path: string) => (here === path ? 'page' : undefined);
  return (
    <header className="border-b border-ink-200 bg-white">
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-3">
        <a href={locale === 'en' ? '/en/' : '/'} className="text-xl font-bold text-brand-700">
          Kiểu Studio
        </a>
        <nav aria-label={t('session.nav.label')} className="flex flex-wrap items-center gap-2">
          <a href="/dashboard" className={linkClass} aria-current={current('/dashboard')}>
            {t('session.nav.dashboard')}
          </a>
          {session.status === 'authenticated' && (
            <a href="/profile" className={linkClass} aria-current={current('/profile')}>
              {t('session.nav.profile')}
            </a>
          )}
          {session.isAdmin && (
            <a href="/admin" className={linkClass} aria-current={current('/admin')}>
              {t('session.nav.admin')}
            </a>
          )}
        </nav>
        <div className="flex flex-wrap items-center gap-3">
          <LocaleSwitch />
          {session.status === 'authenticated' && session.user ? (
            <>
              <span className="flex items-center gap-2 text-sm font-semibold text-ink-800">
                <span
                  aria-hidden="true"
                  className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-brand-800"
                >
                  {initials(session.user)}
                </span>
                {session.user.name}
              </span>
              <button
                type="button"
                onClick={() => void logoutAndLeave()}
                className="rounded-md border border-ink-300 px-3 py-1.5 text-sm font-semibold text-ink-800 hover:bg-ink-50"
              >
                {t('session.logout')}
              </button>
            </>
          ) : session.status === 'anonymous' ? (
            <button
              type="button"
              onClick={() => openAuthModal('login')}
              className="rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
            >
              {t('session.signIn')}
            </button>
          ) : null}
        </div>
      </div>
    </header>
  );
}
