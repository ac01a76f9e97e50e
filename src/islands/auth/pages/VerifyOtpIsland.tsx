import { useId, useState } from 'react';
import type { Locale } from '../../../i18n/locales.ts';
import { AppShell } from '../../app-shell/AppShell.tsx';
import { openAuthModal } from '../auth-modal-store.ts';
import { VerifyView } from '../VerifyView.tsx';

/** sessionStorage key that carries the email to /auth/verify-otp across a page load. */
export const VERIFY_EMAIL_KEY = 'kieu.auth.verifyEmail';

/** The email from navigation state (history.state), else from this tab's session storage. */
function emailFromNavigation(): string {
  const state = history.state as { email?: unknown } | null;
  if (typeof state?.email === 'string') return state.email;
  return sessionStorage.getItem(VERIFY_EMAIL_KEY) ?? '';
}

/** /auth/verify-otp: the verify step as a page; success opens the login modal. */
export default function VerifyOtpIsland({ locale }: { locale: Locale }) {
  return (
    <AppShell locale={locale} bar={false} main={false} skipLink={false}>
      <VerifyOtpPage />
    </AppShell>
  );
}

function VerifyOtpPage() {
  const [email] = useState(emailFromNavigation);
  const titleId = useId();
  return (
    <div className="mx-auto max-w-md rounded-xl border border-ink-200 bg-white p-6">
      <VerifyView
        titleId={titleId}
        email={email}
        onVerified={() => {
          sessionStorage.removeItem(VERIFY_EMAIL_KEY);
          openAuthModal('login', { email });
        }}
        onBack={() => openAuthModal('login', { email })}
      />
    </div>
  );
}
