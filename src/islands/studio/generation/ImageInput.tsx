import { useRef, useState } from 'react';
import type { Asset } from '../../../contracts/assets.ts';
import { useT } from '../../app-shell/i18n.ts';
import { AssetsPicker } from '../../assets/AssetsPicker.tsx';
import { secondaryButton } from '../../assets/UploadButton.tsx';
import { imageSlots, type ImageSlot, type ImageSlotName } from './image-slots.ts';

interface ImageInputProps {
  /** The image's role, e.g. 'source'; it names the buttons and the picker. */
  slot: ImageSlotName;
  value: Asset | null;
  onChange: (asset: Asset | null) => void;
}

/**
 * An input image: its preview, and a button opening the assets picker to choose or upload one;
 * an optional slot (one with a remove phrase) can be emptied again.
 * @example <ImageInput slot="source" value={source} onChange={setSource} />
 */
export function ImageInput({ slot, value, onChange }: ImageInputProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const choose = useRef<HTMLButtonElement>(null);
  const texts: ImageSlot = imageSlots[slot];
  const remove = texts.remove;
  // The remove button goes with the image: focus moves to the choose button, not <body>.
  function removed() {
    onChange(null);
    choose.current?.focus();
  }

  return (
    <div>
      <p className="text-sm font-semibold text-ink-800">
        {t(texts.label)}
        {remove && <span className="font-normal text-ink-600"> ({t('toolsUi.optional')})</span>}
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
          <button
            ref={choose}
            type="button"
            className={secondaryButton}
            onClick={() => setOpen(true)}
          >
            {t(value ? texts.change : texts.choose)}
          </button>
          {value && remove && (
            <button type="button" className={secondaryButton} onClick={removed}>
              {t(remove)}
            </button>
          )}
        </figcaption>
      </figure>
      <AssetsPicker
        open={open}
        kind={texts.kind}
        title={texts.choose}
        onSelect={onChange}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
