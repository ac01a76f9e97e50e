import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { otpRules } from '../../contracts/auth.ts';
import { fieldMessage, useT } from '../app-shell/i18n.ts';
import { Field, buttonClass } from './Field.tsx';
import { verifyFormSchema, type VerifyForm } from './forms.ts';

/** The form state of a mailed code (spec §5: at least 4 characters). */
export const useCodeForm = () =>
  useForm<VerifyForm>({ resolver: zodResolver(verifyFormSchema), defaultValues: { code: '' } });

/**
 * Spec §2.6: a code field of at most 6 characters and its submit, for the verify step and the
 * step that finishes a first Google sign-in (decision 092).
 */
export function CodeForm({
  form,
  label,
  submitLabel,
  onCode,
}: {
  form: UseFormReturn<VerifyForm>;
  label: string;
  submitLabel: string;
  onCode: (code: string) => Promise<void>;
}) {
  const t = useT();
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(({ code }) => onCode(code))}
      className="mt-5 space-y-4"
    >
      <Field
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={otpRules.length}
        autoFocus
        error={fieldMessage(t, errors.code?.message)}
        {...form.register('code')}
      />
      <button type="submit" className={buttonClass} disabled={isSubmitting}>
        {isSubmitting ? t('authUi.working') : submitLabel}
      </button>
    </form>
  );
}
