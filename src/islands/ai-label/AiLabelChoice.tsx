import { useStore } from '@nanostores/react';
import { forwardRef, useId } from 'react';
import { aiLabels, type AiLabel } from '../../contracts/ai-label.ts';
import { formatNumber } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';

interface AiLabelChoiceProps {
  value: AiLabel;
  onChange: (label: AiLabel) => void;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /** Shown under the confirmation when "none" is chosen without it. */
  error: string | null;
  /** How much taller the caption makes this file, when the dialog knows the picture's size. */
  stripPixels?: number | null;
  className: string;
  legendClassName: string;
}

/**
 * The visible AI label (issue 17 point 4, decision 054), in the download dialog and the profile:
 * badge, caption or none. Vietnam's AI law asks for a clear label on images imitating real
 * people, so "none" reveals a confirmation that the image will not be presented as one; the ref
 * is the confirmation's checkbox, for the form to move focus to when it is missing.
 */
export const AiLabelChoice = forwardRef<HTMLInputElement, AiLabelChoiceProps>(
  function AiLabelChoice(props, confirmRef) {
    const { value, onChange, confirmed, onConfirmedChange, error, stripPixels } = props;
    const t = useT();
    const locale = useStore($locale);
    const id = useId();
    const hint =
      stripPixels == null
        ? t('aiLabel.captionHintPlain')
        : t('aiLabel.captionHint', {
            pixels: formatNumber(stripPixels, locale, { useGrouping: false }),
          });
    return (
      <fieldset className={props.className}>
        <legend className={props.legendClassName}>{t('aiLabel.legend')}</legend>
        <div className="flex flex-col gap-2">
          {aiLabels.map((label) => (
            <label key={label} className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-label`}
                value={label}
                checked={value === label}
                aria-describedby={label === 'caption' ? `${id}-caption` : undefined}
                onChange={() => onChange(label)}
              />
              {t(`aiLabel.option.${label}` as const)}
            </label>
          ))}
        </div>
        <p id={`${id}-caption`} className="mt-2 text-sm text-ink-700">
          {hint}
        </p>
        {value === 'none' && (
          <div className="mt-3 rounded-md bg-ink-50 p-2">
            <label className="flex items-start gap-2 text-ink-900">
              <input
                ref={confirmRef}
                type="checkbox"
                className="mt-1"
                checked={confirmed}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(event) => onConfirmedChange(event.target.checked)}
              />
              {t('aiLabel.confirm')}
            </label>
            {error && (
              <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        )}
      </fieldset>
    );
  },
);
