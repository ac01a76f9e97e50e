import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  aspectRatios,
  bodyGenders,
  bodyLimits,
  bodyTypes,
  hintsMaxLength,
  promptMaxLength,
  skinTones,
  type BodyParams,
  type SkinTone,
} from '../../../contracts/tools.ts';
import { useT } from '../../app-shell/i18n.ts';
import { errorClass, inputClass, labelClass } from '../generation/ToolScreen.tsx';
import { OptionalLabel, OptionalPrompt } from '../generation/OptionalPrompt.tsx';
import type { BodyFormValues } from './body-form.ts';

interface BodyFieldsProps {
  form: UseFormReturn<BodyFormValues, unknown, BodyParams>;
  message: (text: string | undefined) => string | undefined;
  /** The tool's engine: the local one reads no written text, so none is asked (decision 098). */
  engine: string | undefined;
}

const numbers = ['height', 'weight', 'age'] as const;
const fieldset = 'rounded-md border border-ink-200 p-3';
const legend = 'px-1 text-sm font-semibold text-ink-800';

/**
 * Every parameter of spec §3's body: gender, size, age, skin tone, type, ratio, prompt, hints;
 * the prompt and hints only on an engine that reads them.
 */
export function BodyFields({ form, message, engine }: BodyFieldsProps) {
  const t = useT();
  const id = useId();
  const errors = form.formState.errors;
  const error = (field: keyof BodyFormValues) => {
    const text = message(errors[field]?.message);
    return text ? (
      <p id={`${id}-${field}-error`} role="alert" className={errorClass}>
        {text}
      </p>
    ) : null;
  };
  const described = (field: keyof BodyFormValues) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <div className="grid gap-4">
      <fieldset
        className={fieldset}
        aria-describedby={errors.gender ? `${id}-gender-error` : undefined}
      >
        <legend className={legend}>{t('toolsUi.body.gender')}</legend>
        <div className="flex gap-6">
          {bodyGenders.map((gender) => (
            <label key={gender} className="flex items-center gap-2">
              <input type="radio" value={gender} {...form.register('gender')} />
              {t(`toolsUi.gender.${gender}`)}
            </label>
          ))}
        </div>
        {error('gender')}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        {numbers.map((field) => (
          <div key={field}>
            <label htmlFor={`${id}-${field}`} className={labelClass}>
              {t(`toolsUi.body.${field}`)}
            </label>
            <input
              id={`${id}-${field}`}
              type="number"
              inputMode="numeric"
              min={bodyLimits[field].min}
              max={bodyLimits[field].max}
              className={inputClass}
              {...described(field)}
              {...form.register(field, { valueAsNumber: true })}
            />
            {error(field)}
          </div>
        ))}
      </div>

      <fieldset
        className={fieldset}
        aria-describedby={errors.skinTone ? `${id}-skinTone-error` : undefined}
      >
        <legend className={legend}>{t('toolsUi.body.skinTone')}</legend>
        <div className="flex flex-wrap gap-3">
          {(Object.keys(skinTones) as SkinTone[]).map((tone) => (
            <label
              key={tone}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-ink-200 px-2 py-1 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input type="radio" value={tone} {...form.register('skinTone')} />
              <span
                aria-hidden="true"
                className="size-6 rounded-full border border-ink-300"
                style={{ background: skinTones[tone] }}
              />
              <span className="text-sm">{t(`toolsUi.skinTone.${tone}`)}</span>
            </label>
          ))}
        </div>
        {error('skinTone')}
      </fieldset>

      <div>
        <label htmlFor={`${id}-bodyType`} className={labelClass}>
          {t('toolsUi.body.bodyType')}
        </label>
        <select
          id={`${id}-bodyType`}
          className={inputClass}
          {...described('bodyType')}
          {...form.register('bodyType')}
        >
          <option value="">{t('toolsUi.body.bodyTypeChoose')}</option>
          {bodyTypes.map((type) => (
            <option key={type} value={type}>
              {t(`toolsUi.bodyType.${type}`)}
            </option>
          ))}
        </select>
        {error('bodyType')}
      </div>

      <fieldset className={fieldset}>
        <legend className={legend}>{t('toolsUi.body.aspectRatio')}</legend>
        <div className="flex flex-wrap gap-4">
          {aspectRatios.map((ratio) => (
            <label key={ratio} className="flex items-center gap-2">
              <input type="radio" value={ratio} {...form.register('aspectRatio')} />
              {ratio}
            </label>
          ))}
        </div>
        {error('aspectRatio')}
      </fieldset>

      {engine === 'local' ? (
        <p className="rounded-md border border-ink-200 bg-ink-50 p-2 text-sm text-ink-800">
          {t('toolsUi.body.textNotUsed')}
        </p>
      ) : (
        <>
          <div>
            <OptionalPrompt
              id={`${id}-prompt`}
              rows={3}
              maxLength={promptMaxLength + 50}
              {...described('prompt')}
              {...form.register('prompt')}
            />
            {error('prompt')}
          </div>
          <div>
            <OptionalLabel htmlFor={`${id}-hints`}>{t('toolsUi.body.hints')}</OptionalLabel>
            <input
              id={`${id}-hints`}
              maxLength={hintsMaxLength + 50}
              className={inputClass}
              {...described('hints')}
              {...form.register('hints')}
            />
            {error('hints')}
          </div>
        </>
      )}
    </div>
  );
}
