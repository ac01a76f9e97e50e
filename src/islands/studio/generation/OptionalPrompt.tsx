import type { ComponentProps, ReactNode } from 'react';
import { useT } from '../../app-shell/i18n.ts';
import { inputClass, labelClass } from './ToolScreen.tsx';

/**
 * A field's label marked "(tùy chọn)" / "(optional)": the tool runs without it.
 * @example <OptionalLabel htmlFor={`${id}-hints`}>{t('toolsUi.body.hints')}</OptionalLabel>
 */
export function OptionalLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  const t = useT();
  return (
    <label htmlFor={htmlFor} className={labelClass}>
      {children} <span className="font-normal text-ink-600">({t('toolsUi.optional')})</span>
    </label>
  );
}

/**
 * The tools' optional prompt ("Mô tả"): its label and a textarea. Every other attribute (value,
 * a form's `register`, described-by) goes to the textarea.
 * @example <OptionalPrompt id={`${id}-prompt`} rows={2} value={prompt} onChange={change} />
 */
export function OptionalPrompt({ id, ...textarea }: ComponentProps<'textarea'> & { id: string }) {
  const t = useT();
  return (
    <>
      <OptionalLabel htmlFor={id}>{t('toolsUi.prompt')}</OptionalLabel>
      <textarea id={id} className={inputClass} {...textarea} />
    </>
  );
}
