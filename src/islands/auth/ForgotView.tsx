import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { forgotPassword } from '../../stores/auth-actions.ts';
import { fieldMessage, useT } from '../app-shell/i18n.ts';
import { showAuthView } from './auth-modal-store.ts';
import { Field, buttonClass, linkButtonClass, secondaryButtonClass } from './Field.tsx';
import { forgotFormSchema, type ForgotForm } from './forms.ts';
import { errorToast } from './toasts.ts';

/** Spec §2.6: the email form, then check-your-email with resend (back to the filled form). */
export function ForgotView({ titleId, email }: { titleId: string; email: string }) {
  const t = useT();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotForm>({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { email },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgotPassword(values.email);
      toast.success(t('authUi.toast.resetRequested'), {
        description: t('authUi.toast.resetRequestedBody'),
      });
      setSentTo(values.email.trim());
    } catch (error) {
      errorToast(t, 'authUi.toast.requestFailed', error);
    }
  });

  const backToLogin = () => showAuthView('login', sentTo ?? form.getValues('email'));

  if (sentTo) {
    return (
      <div>
        <h2 id={titleId} className="text-2xl font-bold text-ink-900">
          {t('authUi.forgot.sentTitle')}
        </h2>
        <p className="mt-3 text-ink-700">{t('authUi.forgot.sentBody', { email: sentTo })}</p>
        <button
          type="button"
          className={`${secondaryButtonClass} mt-5`}
          onClick={() => setSentTo(null)}
        >
          {t('authUi.forgot.resend')}
        </button>
        <button type="button" className={`${buttonClass} mt-3`} onClick={backToLogin}>
          {t('authUi.backToLogin')}
        </button>
      </div>
    );
  }

  return (
    <div>
      <h2 id={titleId} className="text-2xl font-bold text-ink-900">
        {t('authUi.forgot.title')}
      </h2>
      <p className="mt-1 text-ink-700">{t('authUi.forgot.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <Field
          label={t('authUi.email')}
          type="email"
          autoComplete="email"
          autoFocus
          error={fieldMessage(t, errors.email?.message)}
          {...form.register('email')}
        />
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          {isSubmitting ? t('authUi.working') : t('authUi.forgot.submit')}
        </button>
      </form>
      <p className="mt-5 text-center text-sm">
        <button type="button" className={linkButtonClass} onClick={backToLogin}>
          {t('authUi.backToLogin')}
        </button>
      </p>
    </div>
  );
}
