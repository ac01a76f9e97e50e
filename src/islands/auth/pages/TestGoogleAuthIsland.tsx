import { useId, useState } from 'react';
import type { FirebaseLoginResponse, IdentityPendingResponse } from '../../../contracts/auth.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { AppShell } from '../../app-shell/AppShell.tsx';
import { firebaseConfig } from '../../app-shell/config.ts';
import { useT } from '../../app-shell/i18n.ts';
import { buttonClass } from '../Field.tsx';
import { ConfirmIdentityView } from '../ConfirmIdentityView.tsx';
import { finishGoogleLogin, signInWithGoogle } from '../google-sign-in.ts';

/** /test-google-auth: runs the Google popup flow (the Auth emulator in development). */
export default function TestGoogleAuthIsland({ locale }: { locale: Locale }) {
  return (
    <AppShell locale={locale} bar={false} main={false} skipLink={false}>
      <TestGoogleAuth />
    </AppShell>
  );
}

function TestGoogleAuth() {
  const t = useT();
  const headingId = useId();
  const confirmId = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<
    | { ok: FirebaseLoginResponse }
    | { pending: IdentityPendingResponse }
    | { failed: string }
    | { cancelled: true }
    | null
  >(null);

  async function run() {
    setBusy(true);
    setOutcome(null);
    const { result, pending, failure } = await signInWithGoogle(t, { navigate: false });
    setBusy(false);
    if (result) setOutcome({ ok: result });
    else if (pending) setOutcome({ pending });
    else if (failure && typeof failure === 'object' && failure.kind === 'ignored')
      setOutcome({ cancelled: true });
    else
      setOutcome({
        failed:
          typeof failure === 'object' && failure ? failure.message : t('authUi.error.unknown'),
      });
  }

  return (
    <div className="max-w-xl space-y-5">
      <p className="text-sm text-ink-700">
        {firebaseConfig.emulatorUrl
          ? t('authUi.test.emulator', { url: firebaseConfig.emulatorUrl })
          : t('authUi.test.noEmulator')}
      </p>
      <button type="button" className={`${buttonClass} sm:w-auto`} disabled={busy} onClick={run}>
        {busy ? t('authUi.working') : t('authUi.test.run')}
      </button>
      {outcome && 'pending' in outcome && (
        <section className="rounded-xl border border-ink-200 bg-white p-5">
          <ConfirmIdentityView
            titleId={confirmId}
            email={outcome.pending.email}
            confirmation={outcome.pending.confirmation}
            onConfirmed={(result) => {
              finishGoogleLogin(t, result, { navigate: false });
              setOutcome({ ok: result });
            }}
          />
        </section>
      )}
      <section
        aria-labelledby={headingId}
        className="rounded-xl border border-ink-200 bg-white p-5"
      >
        <h2 id={headingId} className="font-bold text-ink-900">
          {t('authUi.test.result')}
        </h2>
        <div aria-live="polite" className="mt-2 text-ink-800">
          {outcome && 'ok' in outcome && (
            <>
              <p>
                {t('authUi.test.signedIn', {
                  name: outcome.ok.user.name,
                  email: outcome.ok.user.email,
                })}
              </p>
              <p>
                {t('authUi.test.newUser', {
                  value: outcome.ok.is_new_user ? t('authUi.test.yes') : t('authUi.test.no'),
                })}
              </p>
            </>
          )}
          {outcome && 'failed' in outcome && (
            <p>{t('authUi.test.failed', { message: outcome.failed })}</p>
          )}
          {outcome && 'cancelled' in outcome && <p>{t('authUi.test.cancelled')}</p>}
        </div>
      </section>
    </div>
  );
}
