import type { FirebaseLoginResponse } from '../../contracts/auth.ts';
import { confirmIdentity } from '../../stores/auth-actions.ts';
import { useT } from '../app-shell/i18n.ts';
import { CodeForm, useCodeForm } from './CodeForm.tsx';
import { linkButtonClass } from './Field.tsx';
import { errorToast } from './toasts.ts';

/**
 * Decision 092: the mailed code that finishes a Google sign-in no account knows yet, whether
 * it joins the address's account or makes one. Used by the auth modal, the Google callback page
 * and the Google test page; `onConfirmed` gets the session the API answered.
 */
export function ConfirmIdentityView({
  titleId,
  email,
  confirmation,
  onConfirmed,
  onBack,
}: {
  titleId: string;
  email: string;
  confirmation: string;
  onConfirmed: (result: FirebaseLoginResponse) => void;
  onBack?: () => void;
}) {
  const t = useT();
  const form = useCodeForm();
  const onCode = async (code: string) => {
    try {
      onConfirmed(await confirmIdentity(confirmation, code));
    } catch (error) {
      errorToast(t, 'authUi.toast.verifyFailed', error, 'authUi.toast.verifyFailedBody');
    }
  };

  return (
    <div>
      <h2 id={titleId} className="text-2xl font-bold text-ink-900">
        {t('authUi.confirm.title')}
      </h2>
      <p className="mt-1 text-ink-700">
        {t('authUi.confirm.intro')} <strong className="text-ink-900">{email}</strong>
      </p>
      <CodeForm
        form={form}
        label={t('authUi.confirm.code')}
        submitLabel={t('authUi.confirm.submit')}
        onCode={onCode}
      />
      <p className="mt-4 text-sm text-ink-700">{t('authUi.confirm.help')}</p>
      {onBack && (
        <p className="mt-5 text-center text-sm">
          <button type="button" className={linkButtonClass} onClick={onBack}>
            {t('authUi.backToLogin')}
          </button>
        </p>
      )}
    </div>
  );
}
