import { useState } from 'react';
import type { Asset } from '../../../contracts/assets.ts';
import type { AssetKind } from '../../../contracts/studio.ts';
import { useT, type IslandKey } from '../../app-shell/i18n.ts';
import { AssetsPicker } from '../../assets/AssetsPicker.tsx';
import { secondaryButton } from '../../assets/UploadButton.tsx';

interface ImageInputProps {
  kind: AssetKind;
  /** The slot's name, e.g. 'Source image'. */
  label: IslandKey;
  value: Asset | null;
  onChange: (asset: Asset | null) => void;
  optional?: boolean;
}

/** An input image: its preview, and a button opening the assets picker to choose or upload one. */
export function ImageInput({ kind, label, value, onChange, optional }: ImageInputProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p className="text-sm font-semibold text-ink-800">
        {t(label)}
        {optional && <span className="font-normal text-ink-600"> ({t('toolsUi.optional')})</span>}
      </p>
      <figure className="mt-2 flex items-center gap-4">
        {value ? (
          <img
            src={value.thumbnail_url}
            alt={value.name}
            className="size-28 rounded-lg bg-ink-100 object-cover"
          />
        ) : (
          <div className="flex size-28 items-center justify-center rounded-lg border border-dashed border-ink-300 text-center text-sm text-ink-600">
            {t('tryOn.notChosen')}
          </div>
        )}
        <figcaption className="flex flex-col gap-2">
          <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
            {value
              ? t('toolsUi.changeImage', { slot: t(label) })
              : t('toolsUi.chooseImage', { slot: t(label) })}
          </button>
          {value && optional && (
            <button type="button" className={secondaryButton} onClick={() => onChange(null)}>
              {t('toolsUi.removeImage', { slot: t(label) })}
            </button>
          )}
        </figcaption>
      </figure>
      <AssetsPicker open={open} kind={kind} onSelect={onChange} onClose={() => setOpen(false)} />
    </div>
  );
}
