import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { otpRules } from '../../contracts/auth.ts';
import { register } from '../../stores/auth-actions.ts';
import { fieldMessage, useT } from '../app-shell/i18n.ts';
import { showAuthView } from './auth-modal-store.ts';
import { Field, buttonClass, linkButtonClass, passwordRuleHint } from './Field.tsx';
import { registerFormSchema, type RegisterForm } from './forms.ts';
import { errorToast } from './toasts.ts';

export function RegisterView({ titleId, email }: { titleId: string; email: string }) {
  const t = useT();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    let registered: string;
    try {
      registered = (await register(values.email, values.password, values.name)).email;
    } catch (error) {
      errorToast(
        t,
        'authUi.toast.registrationFailed',
        error,
        'authUi.toast.registrationFailedBody',
      );
      return;
    }
    // Spec §2.6: on success a code is requested and the verify step opens. The register call
    // is that request (it mails the code), so asking again would only meet the API's one code
    // a minute; the resend wait starts from this send.
    toast.success(t('authUi.toast.otpSent'), {
      description: t('authUi.toast.otpSentBody', { email: registered }),
    });
    showAuthView('verify', registered, { resendAt: Date.now() + otpRules.resendSeconds * 1000 });
  });

  return (
    <div>
      <h2 id={titleId} className="text-2xl font-bold text-ink-900">
        {t('authUi.register.title')}
      </h2>
      <p className="mt-1 text-ink-700">{t('authUi.register.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <Field
          label={t('authUi.name')}
          autoComplete="name"
          autoFocus
          error={fieldMessage(t, errors.name?.message)}
          {...form.register('name')}
        />
        <Field
          label={t('authUi.email')}
          type="email"
          autoComplete="email"
          error={fieldMessage(t, errors.email?.message)}
          {...form.register('email')}
        />
        <Field
          label={t('authUi.password')}
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
          {isSubmitting ? t('authUi.working') : t('authUi.register.submit')}
        </button>
      </form>
      <p className="mt-5 text-center text-sm text-ink-700">
        {t('authUi.register.haveAccount')}{' '}
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => showAuthView('login', form.getValues('email'))}
        >
          {t('authUi.register.toLogin')}
        </button>
      </p>
    </div>
  );
}
