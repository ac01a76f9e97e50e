import { useId } from 'react';
import { hairColorHex, hairColors, type HairColorName } from '../../../contracts/hairstyles.ts';
import { useT } from '../../app-shell/i18n.ts';
import { labelClass } from '../generation/ToolScreen.tsx';

/** Named hair colours as swatches (radio buttons with names) and a free colour input. */
export function HairColorPicker({
  value,
  onChange,
}: {
  value: string;
  onChange: (color: string) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div>
      <fieldset>
        <legend className={labelClass}>{t('toolsUi.hair.color')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {(Object.keys(hairColors) as HairColorName[]).map((name) => (
            <label
              key={name}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-ink-200 px-2 py-1 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name={`${id}-color`}
                value={name}
                checked={value === name}
                onChange={() => onChange(name)}
              />
              <span
                aria-hidden="true"
                className="size-5 rounded-full border border-ink-300"
                style={{ background: hairColors[name] }}
              />
              <span className="text-sm">{t(`toolsUi.hairColor.${name}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${id}-custom`} className={`${labelClass} mt-3`}>
        {t('toolsUi.hair.customColor')}
      </label>
      <input
        id={`${id}-custom`}
        type="color"
        value={hairColorHex(value)}
        onChange={(event) => onChange(event.target.value)}
        className="mt-1 h-9 w-16 rounded border border-ink-300"
      />
    </div>
  );
}
