import { useStore } from '@nanostores/react';
import { $session } from '../../stores/session.ts';
import { AppShell } from '../app-shell/AppShell.tsx';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { openAuthModal } from '../auth/auth-modal-store.ts';

const TOOLS: IslandKey[] = [
  'session.tool.tryOn',
  'session.tool.bodyGenerator',
  'session.tool.hairstyle',
  'session.tool.imageToVideo',
  'session.tool.imageEditing',
];

/** /dashboard for now: the greeting or the sign-in prompt, and the tool cards (spec §2.4). */
export default function DashboardIsland() {
  return (
    <AppShell title="session.dashboard.title">
      <Dashboard />
    </AppShell>
  );
}

function Dashboard() {
  const t = useT();
  const session = useStore($session);
  const signedIn = session.status === 'authenticated' && session.user;
  return (
    <div className="container-page py-10">
      {signedIn ? (
        <h1 className="text-3xl font-bold text-ink-900">
          {t('session.dashboard.welcome', { name: session.user!.name })}
        </h1>
      ) : (
        <section aria-labelledby="visitor-heading">
          <h1 id="visitor-heading" className="text-3xl font-bold text-ink-900">
            {t('session.dashboard.visitorTitle')}
          </h1>
          <p className="mt-2 text-ink-700">{t('session.dashboard.visitorPrompt')}</p>
          {session.status === 'anonymous' && (
            <div className="mt-4 flex gap-3">
              <button
                type="button"
                onClick={() => openAuthModal('login')}
                className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                {t('session.signIn')}
              </button>
              <button
                type="button"
                onClick={() => openAuthModal('register')}
                className="rounded-md border border-ink-300 bg-white px-4 py-2 font-semibold text-ink-800 hover:bg-ink-50"
              >
                {t('session.signUp')}
              </button>
            </div>
          )}
        </section>
      )}
      <h2 className="mt-10 text-xl font-bold text-ink-900">{t('session.dashboard.tools')}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TOOLS.map((tool) => (
          <li key={tool} className="rounded-xl border border-ink-200 bg-white p-5">
            <h3 className="font-semibold text-ink-900">{t(tool)}</h3>
            <p className="mt-2 text-sm text-ink-700">
              {signedIn ? t('session.dashboard.comingSoon') : t('session.authRequired')}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
