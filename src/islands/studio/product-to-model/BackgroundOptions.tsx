import { useId } from 'react';
import {
  marketplaceBackgrounds,
  productBackgrounds,
  sceneMaxLength,
  type ProductBackground,
} from '../../../contracts/product-to-model.ts';
import { useT } from '../../app-shell/i18n.ts';
import { inputClass, labelClass } from '../generation/ToolScreen.tsx';

export interface BackgroundChoice {
  background: ProductBackground;
  marketplace: (typeof marketplaceBackgrounds)[number];
  scene: string;
}

interface BackgroundOptionsProps {
  value: BackgroundChoice;
  onChange: (value: BackgroundChoice) => void;
  /** The API's refusal of this choice (a scene on the demo engine), shown at the field. */
  error?: string;
}

/**
 * Where the model stands (issue 42): studio white, a marketplace's own background, or a scene
 * the seller describes. The engine decides whether it draws scenes: its refusal is shown here
 * as the API words it.
 */
export function BackgroundOptions({ value, onChange, error: refusal }: BackgroundOptionsProps) {
  const t = useT();
  // The refusal is of the scene: it goes once another background is chosen.
  const error = value.background === 'scene' ? refusal : undefined;
  const id = useId();
  const set = (change: Partial<BackgroundChoice>) => onChange({ ...value, ...change });
  return (
    <fieldset
      className="rounded-md border border-ink-200 p-3"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-semibold text-ink-800">
        {t('modelTools.background')}
      </legend>
      <div className="flex flex-wrap gap-4">
        {productBackgrounds.map((item) => (
          <label key={item} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-background`}
              checked={value.background === item}
              onChange={() => set({ background: item })}
            />
            {t(`history.background.${item}`)}
          </label>
        ))}
      </div>
      {value.background === 'marketplace' && (
        <div className="mt-3">
          <label htmlFor={`${id}-marketplace`} className={labelClass}>
            {t('modelTools.marketplace')}
          </label>
          <select
            id={`${id}-marketplace`}
            value={value.marketplace}
            onChange={(event) =>
              set({ marketplace: event.target.value as BackgroundChoice['marketplace'] })
            }
            className={`${inputClass} max-w-xs`}
          >
            {marketplaceBackgrounds.map((item) => (
              <option key={item} value={item}>
                {t(`catalogue.preset.${item}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {value.background === 'scene' && (
        <div className="mt-3">
          <label htmlFor={`${id}-scene`} className={labelClass}>
            {t('modelTools.scene')}
          </label>
          <input
            id={`${id}-scene`}
            type="text"
            maxLength={sceneMaxLength}
            value={value.scene}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-scene-hint`}
            onChange={(event) => set({ scene: event.target.value })}
            className={inputClass}
          />
          <p id={`${id}-scene-hint`} className="mt-1 text-sm text-ink-600">
            {t('modelTools.sceneHint')}
          </p>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
