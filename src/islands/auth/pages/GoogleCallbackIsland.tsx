import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { IdentityPendingResponse } from '../../../contracts/auth.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { isPending, loginWithGoogleCode } from '../../../stores/auth-actions.ts';
import { AppShell } from '../../app-shell/AppShell.tsx';
import { useT } from '../../app-shell/i18n.ts';
import { finishLogin } from '../../app-shell/navigation.ts';
import { ConfirmIdentityView } from '../ConfirmIdentityView.tsx';

/**
 * /auth/google/callback?code=…: POST /auth/google/callback, then the usual login landing; a
 * first sign-in asks for the code mailed to the address first (decision 092).
 */
export default function GoogleCallbackIsland({ locale }: { locale: Locale }) {
  return (
    <AppShell locale={locale} bar={false} main={false} skipLink={false}>
      <GoogleCallback />
    </AppShell>
  );
}

function GoogleCallback() {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<IdentityPendingResponse | null>(null);
  const titleId = useId();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = new URLSearchParams(location.search).get('code');
    if (!code) {
      setError(t('authUi.google.missingCode'));
      return;
    }
    // The redirect URI the code was issued for: this page, without its query.
    const redirectUri = `${location.origin}${location.pathname}`;
    loginWithGoogleCode(code, redirectUri)
      .then((result) =>
        isPending(result) ? setPending(result) : finishLogin(t, { name: result.user.name }),
      )
      .catch((failure: unknown) => {
        const message =
          failure instanceof ApiError ? failure.message : t('authUi.error.networkBody');
        toast.error(t('authUi.toast.googleLoginFailed'), { description: message });
        setError(message);
      });
  }, [t]);

  if (pending) {
    return (
      <ConfirmIdentityView
        titleId={titleId}
        email={pending.email}
        confirmation={pending.confirmation}
        onConfirmed={(result) =>
          finishLogin(t, { name: result.user.name, isNewUser: result.is_new_user })
        }
      />
    );
  }
  if (error) {
    return (
      <div role="alert">
        <p className="text-ink-800">{error}</p>
        <a href="/dashboard" className="mt-4 inline-block font-semibold text-brand-700 underline">
          {t('authUi.google.tryAgain')}
        </a>
      </div>
    );
  }
  return (
    <p role="status" className="text-ink-700">
      {t('authUi.google.signingIn')}
    </p>
  );
}
