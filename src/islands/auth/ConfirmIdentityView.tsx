import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { otpRules, type FirebaseLoginResponse } from '../../contracts/auth.ts';
import { confirmIdentity } from '../../stores/auth-actions.ts';
import { fieldMessage, useT } from '../app-shell/i18n.ts';
import { Field, buttonClass, linkButtonClass } from './Field.tsx';
import { verifyFormSchema, type VerifyForm } from './forms.ts';
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
  const form = useForm<VerifyForm>({
    resolver: zodResolver(verifyFormSchema),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      onConfirmed(await confirmIdentity(confirmation, values.code));
    } catch (error) {
      errorToast(t, 'authUi.toast.verifyFailed', error, 'authUi.toast.verifyFailedBody');
    }
  });

  return (
    <div>
      <h2 id={titleId} className="text-2xl font-bold text-ink-900">
        {t('authUi.confirm.title')}
      </h2>
      <p className="mt-1 text-ink-700">
        {t('authUi.confirm.intro')} <strong className="text-ink-900">{email}</strong>
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <Field
          label={t('authUi.confirm.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={otpRules.length}
          autoFocus
          error={fieldMessage(t, errors.code?.message)}
          {...form.register('code')}
        />
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          {isSubmitting ? t('authUi.working') : t('authUi.confirm.submit')}
        </button>
      </form>
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
