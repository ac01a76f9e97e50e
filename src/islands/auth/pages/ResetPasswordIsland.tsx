import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { Locale } from '../../../i18n/locales.ts';
import { resetPassword } from '../../../stores/auth-actions.ts';
import { AppShell } from '../../app-shell/AppShell.tsx';
import { fieldMessage, useT } from '../../app-shell/i18n.ts';
import { openAuthModal } from '../auth-modal-store.ts';
import { Field, buttonClass, passwordRuleHint } from '../Field.tsx';
import { resetFormSchema, type ResetForm } from '../forms.ts';
import { errorToast } from '../toasts.ts';

/** /auth/reset-password?email=…&token=… (the mailed link): a new password, then login. */
export default function ResetPasswordIsland({ locale }: { locale: Locale }) {
  return (
    <AppShell locale={locale} bar={false} main={false} skipLink={false}>
      <ResetPasswordPage />
    </AppShell>
  );
}

function ResetPasswordPage() {
  const t = useT();
  const [link] = useState(() => {
    const query = new URLSearchParams(location.search);
    return { email: query.get('email') ?? '', token: query.get('token') ?? '' };
  });
  const form = useForm<ResetForm>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword(link.email, link.token, password);
      toast.success(t('authUi.toast.resetDone'), { description: t('authUi.toast.resetDoneBody') });
      form.reset();
      openAuthModal('login', { email: link.email });
    } catch (error) {
      errorToast(t, 'authUi.toast.resetFailed', error, 'authUi.toast.resetFailedBody');
    }
  });

  if (!link.email || !link.token) {
    return (
      <p role="alert" className="text-ink-800">
        {t('authUi.reset.incomplete')}
      </p>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-md space-y-4">
      <p className="text-ink-700">{t('authUi.reset.forEmail', { email: link.email })}</p>
      <Field
        label={t('authUi.reset.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={passwordRuleHint(t)}
        error={fieldMessage(t, errors.password?.message)}
        {...form.register('password')}
      />
      <Field
        label={t('authUi.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldMessage(t, errors.confirmPassword?.message)}
        {...form.register('confirmPassword')}
      />
      <button type="submit" className={buttonClass} disabled={isSubmitting}>
        {isSubmitting ? t('authUi.working') : t('authUi.reset.submit')}
      </button>
    </form>
  );
}
