import { useId, type ReactNode } from 'react';
import { useT } from '../../app-shell/i18n.ts';

/** One way to choose the model: its radio's label, a hint under it, and what it shows when chosen. */
export interface ModelOption<Id extends string = string> {
  id: Id;
  label: string;
  hint?: string;
  /** The option's own controls (the samples, the photo input), shown while it is chosen. */
  panel?: ReactNode;
}

interface ModelChooserProps<Id extends string> {
  options: readonly ModelOption<Id>[];
  value: Id;
  onChange: (id: Id) => void;
}

/**
 * The model tools' model (issue 42): a radio per option, then the chosen option's panel. It
 * takes a list so that each tool composes its own, and the brand's models ("One of your
 * models", from the /models API) are added as one more option without changing this component.
 * Arrow keys move between the radios; a chosen option's panel follows them in the Tab order.
 * @example <ModelChooser options={standardModelOptions(t, model)} value={model.source} onChange={model.setSource} />
 */
export function ModelChooser<Id extends string>({
  options,
  value,
  onChange,
}: ModelChooserProps<Id>) {
  const t = useT();
  const id = useId();
  const chosen = options.find((option) => option.id === value);
  return (
    <div>
      <fieldset className="rounded-md border border-ink-200 p-3">
        <legend className="px-1 text-sm font-semibold text-ink-800">
          {t('modelTools.model.legend')}
        </legend>
        <div className="grid gap-2">
          {options.map((option) => (
            <label key={option.id} className="flex items-start gap-2">
              <input
                type="radio"
                name={`${id}-model`}
                className="mt-1"
                checked={option.id === value}
                aria-describedby={option.hint ? `${id}-${option.id}-hint` : undefined}
                onChange={() => onChange(option.id)}
              />
              <span>
                <span className="font-semibold text-ink-900">{option.label}</span>
                {option.hint && (
                  <span id={`${id}-${option.id}-hint`} className="block text-sm text-ink-600">
                    {option.hint}
                  </span>
                )}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {chosen?.panel && <div className="mt-3">{chosen.panel}</div>}
    </div>
  );
}
