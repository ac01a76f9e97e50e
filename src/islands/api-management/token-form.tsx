import { useId, useRef, useState } from 'react';
import {
  RATE_LIMIT_MAX,
  RATE_LIMIT_MIN,
  createTokenSchema,
  type CreateToken,
} from '../../contracts/api-tokens.ts';
import type { StudioTool } from '../../contracts/studio.ts';
import { useT } from '../app-shell/i18n.ts';
import { serviceOptions } from './service-options.ts';

type Errors = Partial<Record<'name' | 'services' | 'rateLimitPerMinute', string>>;

/**
 * The token fields of the create dialog and the details panel, checked with the same contract
 * schema as the API (spec §5), each message under its field, tied to it and announced; focus
 * goes to the first field in error (issue 40: the services' message was tied to nothing and
 * focus stayed on Submit).
 */
export function TokenForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  cancelLabel,
}: {
  initial: CreateToken;
  submitLabel: string;
  busy: boolean;
  onSubmit: (value: CreateToken) => void;
  onCancel?: () => void;
  cancelLabel?: string;
}) {
  const t = useT();
  const ids = { name: useId(), services: useId(), rate: useId() };
  const [name, setName] = useState(initial.name);
  const [services, setServices] = useState<StudioTool[]>(initial.services);
  const [rate, setRate] = useState(String(initial.rateLimitPerMinute));
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);

  function submit() {
    if (busy) return;
    const parsed = createTokenSchema.safeParse({
      name,
      services,
      rateLimitPerMinute: rate.trim() === '' ? Number.NaN : Number(rate),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors;
        next[field] ??= t(issue.message as Parameters<typeof t>[0]);
      }
      setErrors(next);
      // After the render that marks the fields: the first one in error, in the form's order.
      setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  }

  const toggle = (service: StudioTool) =>
    setServices((list) =>
      list.includes(service) ? list.filter((item) => item !== service) : [...list, service],
    );

  return (
    <form
      ref={form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      className="grid gap-4"
    >
      <div>
        <label htmlFor={ids.name} className="block text-sm font-semibold text-ink-900">
          {t('apiTokens.create.name')}
        </label>
        <input
          id={ids.name}
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('apiTokens.create.namePlaceholder')}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? `${ids.name}-error` : undefined}
          maxLength={80}
          className="mt-1 w-full rounded-md border border-ink-300 px-3 py-2"
        />
        {errors.name && (
          <p id={`${ids.name}-error`} role="alert" className="mt-1 text-sm text-red-800">
            {errors.name}
          </p>
        )}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">
          {t('apiTokens.create.services')}
        </legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {serviceOptions.map(({ service, label }) => (
            <label key={service} className="flex min-h-10 items-center gap-2 text-sm text-ink-800">
              <input
                type="checkbox"
                checked={services.includes(service)}
                onChange={() => toggle(service)}
                aria-invalid={Boolean(errors.services)}
                aria-describedby={errors.services ? `${ids.services}-error` : undefined}
              />
              {t(label)}
            </label>
          ))}
        </div>
        {errors.services && (
          <p id={`${ids.services}-error`} role="alert" className="mt-1 text-sm text-red-800">
            {errors.services}
          </p>
        )}
      </fieldset>
      <div>
        <label htmlFor={ids.rate} className="block text-sm font-semibold text-ink-900">
          {t('apiTokens.create.rateLimit')}
        </label>
        <input
          id={ids.rate}
          type="number"
          inputMode="numeric"
          min={RATE_LIMIT_MIN}
          max={RATE_LIMIT_MAX}
          step={1}
          value={rate}
          onChange={(event) => setRate(event.target.value)}
          aria-invalid={Boolean(errors.rateLimitPerMinute)}
          aria-describedby={errors.rateLimitPerMinute ? `${ids.rate}-error` : undefined}
          className="mt-1 w-40 rounded-md border border-ink-300 px-3 py-2"
        />
        {errors.rateLimitPerMinute && (
          <p id={`${ids.rate}-error`} role="alert" className="mt-1 text-sm text-red-800">
            {errors.rateLimitPerMinute}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-3">
        {onCancel && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-md border border-ink-300 px-4 py-2 font-semibold text-ink-800"
          >
            {cancelLabel}
          </button>
        )}
        <button
          type="submit"
          // Not `disabled`: that dropped focus to the dialog's top while saving (issue 40).
          aria-disabled={busy || undefined}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
