import { useStore } from '@nanostores/react';
import { initials } from '../../lib/initials.ts';
import { $locale } from '../../stores/locale.ts';
import { $session } from '../../stores/session.ts';
import { openAuthModal } from '../auth/auth-modal-store.ts';
import { useT } from '../app-shell/i18n.ts';
import { LocaleSwitch } from '../app-shell/LocaleSwitch.tsx';
import { homeHref, logoutAndLeave } from '../app-shell/navigation.ts';
import { Tooltip } from '../ui/Tooltip.tsx';
import { SectionIcon } from './icons.tsx';
import { sidebarGroups } from './sections.ts';
import type { StudioSection } from './StudioApp.tsx';

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-100 aria-[current=page]:text-brand-900';

/** Spec §2.7: the studio sidebar with the language switch and the account card. */
export function Sidebar({ section }: { section: StudioSection }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <div className="flex h-full flex-col gap-6 overflow-y-auto bg-white px-3 py-5">
      <a
        href={homeHref(locale)}
        className="px-3 text-xl font-bold text-brand-700"
        title={t('studio.backToSite')}
      >
        Kiểu Studio
      </a>
      <nav aria-label={t('studio.nav.label')} className="flex flex-col gap-5">
        {sidebarGroups.map((group) => (
          <div key={group.label}>
            <p className="px-3 text-xs font-bold tracking-wide text-ink-600 uppercase">
              {t(group.label)}
            </p>
            <ul className="mt-2 flex flex-col gap-0.5">
              {group.links.map((link) => (
                <li key={link.section}>
                  <a
                    href={link.href}
                    className={linkClass}
                    aria-current={link.section === section ? 'page' : undefined}
                  >
                    <SectionIcon section={link.section} />
                    {t(link.label)}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="mt-auto flex flex-col gap-4 px-3">
        <LocaleSwitch />
        <AccountCard section={section} />
      </div>
    </div>
  );
}

function AccountCard({ section }: { section: StudioSection }) {
  const t = useT();
  const session = useStore($session);
  if (session.status === 'unknown') return null;
  if (session.status !== 'authenticated' || !session.user) {
    return (
      <section
        aria-labelledby="guest-card-title"
        className="rounded-lg border border-ink-200 bg-ink-50 p-3"
      >
        <h2 id="guest-card-title" className="text-sm font-bold text-ink-900">
          {t('studio.account.guestTitle')}
        </h2>
        <p className="mt-1 text-xs text-ink-700">{t('studio.account.guestBody')}</p>
        <button
          type="button"
          onClick={() => openAuthModal('login')}
          className="mt-3 w-full rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('studio.account.signIn')}
        </button>
      </section>
    );
  }
  const user = session.user;
  return (
    <section
      aria-label={t('studio.account.label')}
      className="rounded-lg border border-ink-200 p-3"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
        >
          {initials(user)}
        </span>
        <div className="min-w-0">
          {/* Long names and addresses wrap, whole (issue 40): cut to the card's width, they could
              be read only in the tooltip, which a touch screen never opens. */}
          <Tooltip label={user.name}>
            <p tabIndex={0} className="text-sm font-bold break-words text-ink-900">
              {user.name}
            </p>
          </Tooltip>
          <Tooltip label={user.email}>
            <p tabIndex={0} className="text-xs break-all text-ink-600">
              {user.email}
            </p>
          </Tooltip>
        </div>
      </div>
      <ul className="mt-3 flex flex-col gap-0.5 text-sm">
        <li>
          <a href="/profile" className={linkClass}>
            {t('studio.account.profile')}
          </a>
        </li>
        <li>
          <a
            href="/team"
            className={linkClass}
            aria-current={section === 'team' ? 'page' : undefined}
          >
            {t('studio.account.team')}
          </a>
        </li>
        {session.isAdmin && (
          <li>
            <a
              href="/admin"
              className={linkClass}
              aria-current={section === 'admin' ? 'page' : undefined}
            >
              {t('studio.account.admin')}
            </a>
          </li>
        )}
        <li>
          <button
            type="button"
            onClick={() => void logoutAndLeave()}
            className={`${linkClass} w-full text-left`}
          >
            {t('studio.account.logout')}
          </button>
        </li>
      </ul>
    </section>
  );
}
