import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { passwordRules } from '../../contracts/auth.ts';
import type { IslandT } from '../app-shell/i18n.ts';

/** The new-password rule (the contract's bounds), shown under the field before any submit. */
export const passwordRuleHint = (t: IslandT) =>
  t('authUi.passwordRule', { min: passwordRules.minLength, max: passwordRules.maxLength });

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  /** A rule shown under the field from the start (issue 40: not only after a refused submit). */
  hint?: string | undefined;
}

/** A labelled input whose hint and error are shown and tied to it (aria-describedby). */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, id, className, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 block w-full rounded-md border border-ink-300 px-3 py-2 text-ink-900 focus:border-brand-600 aria-[invalid=true]:border-red-700"
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});

export const buttonClass =
  'inline-flex w-full items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-60';
export const secondaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-md border border-ink-300 px-4 py-2.5 font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-60';
export const linkButtonClass =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';
