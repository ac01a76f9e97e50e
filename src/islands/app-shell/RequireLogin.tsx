import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $session } from '../../stores/session.ts';
import { openAuthModal } from '../auth/auth-modal-store.ts';
import { useT } from './i18n.ts';

/**
 * Spec §2.2: a login-required page opens the login modal. The login then lands on /dashboard
 * like every other (spec §2.4, decision 039).
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const t = useT();
  const { status } = useStore($session);

  useEffect(() => {
    if (status === 'anonymous') openAuthModal('login');
  }, [status]);

  if (status === 'authenticated') return <>{children}</>;
  if (status === 'unknown') {
    return (
      <p role="status" className="container-page py-12 text-ink-700">
        {t('session.loading')}
      </p>
    );
  }
  return (
    <div className="container-page py-12">
      <div className="max-w-lg rounded-xl border border-ink-200 bg-white p-6">
        <h1 className="text-2xl font-bold text-ink-900">{t('session.loginRequiredTitle')}</h1>
        <p className="mt-2 text-ink-700">{t('session.authRequired')}</p>
        <div className="mt-5 flex gap-3">
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
            className="rounded-md border border-ink-300 px-4 py-2 font-semibold text-ink-800 hover:bg-ink-50"
          >
            {t('session.signUp')}
          </button>
        </div>
      </div>
    </div>
  );
}
