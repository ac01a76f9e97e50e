import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import {
  ACCOUNT_CLOSING_GRACE_DAYS,
  type CloseAccountRequest,
  type CloseAccountResponse,
} from '../../contracts/account-closing.ts';
import { formatDateTime } from '../../lib/format.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { $locale } from '../../stores/locale.ts';
import { clearSession } from '../../stores/session.ts';
import { firebaseConfig } from '../app-shell/config.ts';
import { useT } from '../app-shell/i18n.ts';
import { Field, secondaryButtonClass } from '../auth/Field.tsx';
import { errorToast } from '../auth/toasts.ts';
import { ProfileSection } from '../profile/ProfileSection.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { ClosingNotice } from './ClosingNotice.tsx';
import { focusHeading } from '../ui/focus.ts';

const dangerButtonClass =
  'inline-flex w-full items-center justify-center rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

/**
 * "Close my account" on /profile (issue 26 point 1, decision 056): a dialog asks the person to
 * sign in again (current password, or Google for linked accounts), then DELETE /auth/account.
 * The server has already ended every session by then, so the card says what happens next and
 * focus moves to that message; leaving the page drops the local session.
 */
export function AccountClosingSection({ providers }: { providers: string[] }) {
  const t = useT();
  const locale = useStore($locale);
  const title = useId();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [deleteAfter, setDeleteAfter] = useState<string | null>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const passwordField = useRef<HTMLInputElement>(null);
  // The dialog focuses its first control (its close button); the question is the password.
  // This effect runs after the dialog's own, so it has the last word.
  useEffect(() => {
    if (open) passwordField.current?.focus();
  }, [open]);

  const close = async (proof: CloseAccountRequest) => {
    setBusy(true);
    try {
      const result = await apiRequest<CloseAccountResponse>('/auth/account', {
        method: 'DELETE',
        body: proof,
      });
      setOpen(false);
      setDeleteAfter(result.delete_after);
      // After the dialog's focus return, so the message is what a screen reader reads next.
      setTimeout(() => focusHeading(done.current), 350);
    } catch (error) {
      errorToast(t, 'accountClosing.failed', error);
    } finally {
      setBusy(false);
    }
  };

  const withGoogle = async () => {
    const firebase = await import('../../lib/firebase-client.ts');
    try {
      const user = await firebase.signInWithGooglePopup(firebase.firebaseAuth(firebaseConfig));
      await close({ id_token: await firebase.idTokenOf(user, true) });
    } catch (error) {
      errorToast(t, 'accountClosing.failed', error);
    }
  };

  return (
    <ProfileSection id="close-account" heading={t('accountClosing.heading')}>
      {deleteAfter ? (
        <>
          <p ref={done} role="status" className="mt-3 text-ink-800">
            {t('accountClosing.done', { date: formatDateTime(deleteAfter, locale) })}
          </p>
          <a
            href={locale === 'en' ? '/en/' : '/'}
            className={`${secondaryButtonClass} mt-4 sm:w-auto`}
            onClick={() => clearSession()}
          >
            {t('accountClosing.home')}
          </a>
        </>
      ) : (
        <>
          <p className="mt-3 text-ink-700">
            {t('accountClosing.intro', { days: ACCOUNT_CLOSING_GRACE_DAYS })}
          </p>
          <button
            type="button"
            className={`${secondaryButtonClass} mt-4 sm:w-auto`}
            onClick={() => setOpen(true)}
          >
            {t('accountClosing.start')}
          </button>
        </>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        labelledBy={title}
        closeLabel={t('accountClosing.cancel')}
      >
        <div>
          <h2 id={title} className="text-xl font-bold text-ink-900">
            {t('accountClosing.dialogTitle')}
          </h2>
          {open && <ClosingNotice id={`${title}-notice`} />}
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void close({ password });
            }}
            className="mt-4 space-y-4"
          >
            <Field
              label={t('accountClosing.passwordLabel')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-describedby={`${title}-notice`}
              ref={passwordField}
            />
            <button type="submit" className={dangerButtonClass} disabled={busy}>
              {busy ? t('accountClosing.closing') : t('accountClosing.confirm')}
            </button>
          </form>
          {providers.includes('firebase') && (
            <div className="mt-4 space-y-2">
              <p className="text-ink-700">{t('accountClosing.googleHint')}</p>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={busy}
                onClick={() => void withGoogle()}
              >
                {t('accountClosing.withGoogle')}
              </button>
            </div>
          )}
          <button
            type="button"
            className={`${secondaryButtonClass} mt-4`}
            onClick={() => setOpen(false)}
          >
            {t('accountClosing.cancel')}
          </button>
        </div>
      </Dialog>
    </ProfileSection>
  );
}
