import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import { login } from '../../stores/auth-actions.ts';
import { fieldMessage, useT } from '../app-shell/i18n.ts';
import { finishLogin } from '../app-shell/navigation.ts';
import { closeAuthModal, showAuthView } from './auth-modal-store.ts';
import { Field, buttonClass, linkButtonClass, secondaryButtonClass } from './Field.tsx';
import { loginFormSchema, type LoginForm } from './forms.ts';
import { signInWithGoogle } from './google-sign-in.ts';
import { errorToast } from './toasts.ts';

export function LoginView({ titleId, email }: { titleId: string; email: string }) {
  const t = useT();
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email, password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Busy while Google's popup is open, until its outcome is in: a second click would only
  // cancel the first popup, and a closed popup ends the wait without a word. Not `disabled`,
  // which would drop the focus to <body>.
  const [googleBusy, setGoogleBusy] = useState(false);
  const onGoogle = async () => {
    if (googleBusy) return;
    setGoogleBusy(true);
    try {
      await signInWithGoogle(t);
    } finally {
      setGoogleBusy(false);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await login(values.email, values.password);
      closeAuthModal();
      finishLogin(t, { name: result.user.name });
    } catch (error) {
      errorToast(t, 'authUi.toast.loginFailed', error, 'authUi.toast.loginFailedBody');
      // Also said at the password, announced and focused: the toast alone vanished (issue 40).
      if (error instanceof ApiError && error.code === 'invalid_credentials') {
        form.setError('password', { message: 'authApi.invalidCredentials' }, { shouldFocus: true });
      }
      // An account that never entered its code: the verify step, with this email.
      if (error instanceof ApiError && error.code === 'email_not_verified') {
        showAuthView('verify', values.email.trim());
      }
    }
  });

  return (
    <div>
      <h2 id={titleId} className="text-2xl font-bold text-ink-900">
        {t('authUi.login.title')}
      </h2>
      <p className="mt-1 text-ink-700">{t('authUi.login.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-5 space-y-4">
        <Field
          label={t('authUi.email')}
          type="email"
          autoComplete="email"
          autoFocus
          error={fieldMessage(t, errors.email?.message)}
          {...form.register('email')}
        />
        <Field
          label={t('authUi.password')}
          type="password"
          autoComplete="current-password"
          error={fieldMessage(t, errors.password?.message)}
          {...form.register('password')}
        />
        <div className="text-right text-sm">
          <button
            type="button"
            className={linkButtonClass}
            onClick={() => showAuthView('forgot', form.getValues('email'))}
          >
            {t('authUi.login.forgot')}
          </button>
        </div>
        <button type="submit" className={buttonClass} disabled={isSubmitting}>
          {isSubmitting ? t('authUi.working') : t('authUi.login.submit')}
        </button>
      </form>
      <p className="my-4 text-center text-sm text-ink-600">{t('authUi.or')}</p>
      <button
        type="button"
        className={secondaryButtonClass}
        aria-busy={googleBusy}
        aria-disabled={googleBusy}
        onClick={onGoogle}
      >
        <GoogleMark />
        {t('authUi.login.google')}
      </button>
      <p className="mt-5 text-center text-sm text-ink-700">
        {t('authUi.login.noAccount')}{' '}
        <button
          type="button"
          className={linkButtonClass}
          onClick={() => showAuthView('register', form.getValues('email'))}
        >
          {t('authUi.login.toRegister')}
        </button>
      </p>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c1-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}
