import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { $session } from '../../stores/session.ts';
import { useT } from '../app-shell/i18n.ts';
import { openAuthModal } from '../auth/auth-modal-store.ts';
import { StudioApp } from '../studio-shell/StudioApp.tsx';
import { Banner } from './Banner.tsx';
import { BodyModels } from './BodyModels.tsx';
import { Community } from './Community.tsx';
import { GetStarted } from './GetStarted.tsx';
import { QuickAccess } from './QuickAccess.tsx';
import { RecentGenerations } from './RecentGenerations.tsx';
import { StatsAndCredits } from './StatsAndCredits.tsx';

/** /dashboard (spec §2.4): open to visitors, blocked on phones like every studio screen. */
export default function DashboardIsland() {
  return (
    <StudioApp title="dashboard.title" section="dashboard" requireLogin={false}>
      <Dashboard />
    </StudioApp>
  );
}

function Dashboard() {
  const t = useT();
  const session = useStore($session);
  const heading = useRef<HTMLHeadingElement>(null);
  // A login lands here with a full page load (spec §2.4): start keyboard and screen-reader
  // users at the page's heading rather than on the body, unless something already has focus.
  useEffect(() => {
    if (session.status === 'unknown') return;
    const active = document.activeElement;
    if (!active || active === document.body) heading.current?.focus({ preventScroll: true });
  }, [session.status]);
  // The free plan's button (pricing, about) lands here to start an account: a visitor gets the
  // sign-up form, not the 'welcome back' login (issue 40); the address loses the request.
  useEffect(() => {
    if (session.status === 'unknown') return;
    const url = new URL(window.location.href);
    if (url.searchParams.get('auth') !== 'register') return;
    url.searchParams.delete('auth');
    window.history.replaceState(null, '', url);
    if (session.status === 'anonymous') openAuthModal('register');
  }, [session.status]);
  if (session.status === 'unknown') {
    return (
      <p role="status" className="px-8 py-10 text-ink-700">
        {t('session.loading')}
      </p>
    );
  }
  const signedIn = session.status === 'authenticated' && session.user;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-10 px-6 py-8 lg:px-10">
      <header>
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-ink-900 outline-none">
          {signedIn
            ? t('dashboard.welcome', { name: session.user!.name })
            : t('dashboard.visitorTitle')}
        </h1>
        <p className="mt-2 text-ink-700">
          {signedIn ? t('dashboard.intro') : t('dashboard.visitorIntro')}
        </p>
      </header>
      <Banner signedIn={Boolean(signedIn)} />
      {signedIn && <GetStarted />}
      <div data-tour="dashboard-credits">{signedIn ? <StatsAndCredits /> : <VisitorPrompt />}</div>
      <div data-tour="dashboard-tools">
        <QuickAccess signedIn={Boolean(signedIn)} />
      </div>
      {signedIn && <RecentGenerations />}
      {signedIn && <BodyModels />}
      {/* Spec §2.4, §6: a visitor sees no generation list of anyone, only the prompt above. */}
      {signedIn && <Community />}
    </div>
  );
}

/**
 * Spec §2.4: for visitors the generation lists give way to a prompt to sign in or register.
 * The spec's 'Authentication Required' text is said here once, as an invitation, rather than on
 * every tool card (issue 22 point 11).
 */
function VisitorPrompt() {
  const t = useT();
  return (
    <section
      aria-labelledby="visitor-prompt"
      className="rounded-xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id="visitor-prompt" className="text-lg font-bold text-ink-900">
        {t('dashboard.invite.title')}
      </h2>
      <p className="mt-2 font-semibold text-ink-800">{t('session.authRequired')}</p>
      <p className="mt-1 text-ink-700">{t('dashboard.visitorPrompt')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => openAuthModal('login')}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('dashboard.signIn')}
        </button>
        <button
          type="button"
          onClick={() => openAuthModal('register')}
          className="rounded-md border border-ink-300 bg-white px-4 py-2 font-semibold text-ink-800 hover:bg-ink-50"
        >
          {t('dashboard.signUp')}
        </button>
      </div>
    </section>
  );
}
