import { useStore } from '@nanostores/react';
import { dateInputPattern } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from './i18n.ts';

interface DateFieldProps {
  id: string;
  label: string;
  /** What the user typed, in the page's order (see `parseDateInput`). */
  value: string;
  onChange: (text: string) => void;
  error?: string;
  className?: string;
}

/**
 * A date typed in the page's language: dd/mm/yyyy on Vietnamese pages, mm/dd/yyyy on English
 * ones (decision 047). A native date input would follow the browser's language instead.
 */
export function DateField({ id, label, value, onChange, error, className }: DateFieldProps) {
  const t = useT();
  const locale = useStore($locale);
  const pattern = dateInputPattern(locale);
  const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={pattern}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={className}
        aria-describedby={described}
        {...(error ? { 'aria-invalid': true } : {})}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-600">
        {t('format.dateHint', { pattern })}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </>
  );
}
