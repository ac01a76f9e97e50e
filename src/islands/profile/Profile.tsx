import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type SyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { initials } from '../../lib/initials.ts';
import { AiLabelSettings } from '../ai-label/AiLabelSettings.tsx';
import { AccountExportSection } from '../account-export/AccountExportSection.tsx';
import { AccountClosingSection } from '../account-closing/AccountClosingSection.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { changePassword, fetchProfile, updateProfile } from '../../stores/auth-actions.ts';
import { formatLongDate, formatTime } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { $session, readTemporaryCredentials, updateSessionUser } from '../../stores/session.ts';
import { fieldMessage, useT } from '../app-shell/i18n.ts';
import { logoutAndLeave } from '../app-shell/navigation.ts';
import { Field, buttonClass, secondaryButtonClass } from '../auth/Field.tsx';
import { errorToast } from '../auth/toasts.ts';
import { ProfileSection } from './ProfileSection.tsx';
import {
  nameFormSchema,
  passwordFormSchema,
  type NameForm,
  type PasswordForm,
} from './profile-forms.ts';

export function Profile() {
  const t = useT();
  const locale = useStore($locale);
  const session = useStore($session);
  const queryClient = useQueryClient();
  const profile = useQuery({ queryKey: ['profile', 'me'], queryFn: fetchProfile });
  const user = session.user!;
  const credentials = readTemporaryCredentials();

  const nameForm = useForm<NameForm>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: user.name },
  });
  useEffect(() => {
    if (profile.data) nameForm.reset({ name: profile.data.name });
  }, [profile.data, nameForm]);

  const saveName = nameForm.handleSubmit(async ({ name }) => {
    try {
      const updated = await updateProfile(name);
      updateSessionUser(updated);
      queryClient.setQueryData(['profile', 'me'], updated);
      toast.success(t('profile.saved'));
    } catch (error) {
      errorToast(t, 'profile.saveFailed', error);
    }
  });

  const passwordForm = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const savePassword = passwordForm.handleSubmit(async (values) => {
    try {
      await changePassword(values.currentPassword, values.password);
      passwordForm.reset();
      toast.success(t('profile.passwordChanged'));
    } catch (error) {
      // A wrong current password is the field's own error, announced and focused there: a
      // toast alone vanished before a screen reader or a slow reader took it in (issue 40).
      if (error instanceof ApiError && error.code === 'invalid_current_password') {
        passwordForm.setError(
          'currentPassword',
          { message: 'authApi.currentPasswordWrong' },
          { shouldFocus: true },
        );
        return;
      }
      errorToast(t, 'profile.passwordFailed', error);
    }
  });

  const hasPassword = profile.data ? profile.data.auth_providers.includes('password') : true;
  const nameErrors = nameForm.formState.errors;
  const passwordErrors = passwordForm.formState.errors;

  return (
    <div className="container-page max-w-3xl py-10">
      <div className="flex items-center gap-4">
        <span
          role="img"
          aria-label={t('profile.avatar', { name: user.name || user.email })}
          className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800"
        >
          {initials(user)}
        </span>
        <div>
          <h1 className="text-3xl font-bold text-ink-900">{t('profile.title')}</h1>
          {profile.data && (
            <p className="text-ink-700">
              {t('profile.memberSince', {
                date: formatLongDate(profile.data.created_at, locale),
              })}
            </p>
          )}
        </div>
      </div>

      <ProfileSection id="details" heading={t('profile.details')} first>
        <form
          noValidate
          onSubmit={once(nameForm.formState.isSubmitting, saveName)}
          className="mt-4 space-y-4"
        >
          <Field
            label={t('profile.name')}
            autoComplete="name"
            error={fieldMessage(t, nameErrors.name?.message)}
            {...nameForm.register('name')}
          />
          <Field label={t('profile.email')} type="email" value={user.email} readOnly />
          <button
            type="submit"
            className={`${buttonClass} aria-disabled:opacity-60 sm:w-auto`}
            // Not `disabled`: that dropped focus to <body> while saving (issue 40).
            aria-disabled={nameForm.formState.isSubmitting || undefined}
          >
            {t('profile.save')}
          </button>
        </form>
      </ProfileSection>

      <AiLabelSettings />

      <AccountExportSection />

      {credentials && (
        <ProfileSection id="credentials" heading={t('profile.tempCredentialsHeading')} highlight>
          <p className="mt-2 text-ink-700">
            {t('profile.tempCredentialsBody', {
              email: credentials.email,
              password: credentials.password,
              time: formatTime(credentials.expiresAt, locale),
            })}
          </p>
        </ProfileSection>
      )}

      <ProfileSection id="password" heading={t('profile.passwordHeading')}>
        {hasPassword ? (
          <form
            noValidate
            onSubmit={once(passwordForm.formState.isSubmitting, savePassword)}
            className="mt-4 space-y-4"
          >
            <Field
              label={t('profile.currentPassword')}
              type="password"
              autoComplete="current-password"
              error={fieldMessage(t, passwordErrors.currentPassword?.message)}
              {...passwordForm.register('currentPassword')}
            />
            <Field
              label={t('profile.newPassword')}
              type="password"
              autoComplete="new-password"
              error={fieldMessage(t, passwordErrors.password?.message)}
              {...passwordForm.register('password')}
            />
            <Field
              label={t('profile.confirmPassword')}
              type="password"
              autoComplete="new-password"
              error={fieldMessage(t, passwordErrors.confirmPassword?.message)}
              {...passwordForm.register('confirmPassword')}
            />
            <button
              type="submit"
              className={`${buttonClass} aria-disabled:opacity-60 sm:w-auto`}
              aria-disabled={passwordForm.formState.isSubmitting || undefined}
            >
              {t('profile.changePassword')}
            </button>
          </form>
        ) : (
          <p className="mt-3 text-ink-700">{t('profile.noPassword')}</p>
        )}
      </ProfileSection>

      <ProfileSection id="session" heading={t('profile.sessionHeading')}>
        <button
          type="button"
          className={`${secondaryButtonClass} mt-4 sm:w-auto`}
          onClick={() => void logoutAndLeave()}
        >
          {t('profile.logout')}
        </button>
      </ProfileSection>

      <AccountClosingSection providers={profile.data?.auth_providers ?? []} />
    </div>
  );
}

/** A form's submit handler that ignores a second submit while the first is saving. */
function once(
  submitting: boolean,
  submit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>,
) {
  return (event: SyntheticEvent<HTMLFormElement>) => {
    if (submitting) return event.preventDefault();
    void submit(event);
  };
}
