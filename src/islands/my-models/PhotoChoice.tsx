import { useId, useState } from 'react';
import type { Asset } from '../../contracts/assets.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { AssetsPicker } from '../assets/AssetsPicker.tsx';
import { secondaryButton } from '../assets/UploadButton.tsx';
import { errorClass } from '../studio/generation/ToolScreen.tsx';

interface PhotoChoiceProps {
  /** The library's kind: `model` for a full-body photo, `face` for a face photo. */
  kind: 'model' | 'face';
  label: IslandKey;
  choose: IslandKey;
  change: IslandKey;
  value: Asset | null;
  onChange: (asset: Asset) => void;
  /** A refusal of this photo (no consent, wrong kind), in the API's words. */
  error?: string | undefined;
}

/**
 * A required photo of the library: its preview and a button opening the assets picker of that
 * kind, where a new photo can be uploaded (with its consent) and chosen at once.
 */
export function PhotoChoice({
  kind,
  label,
  choose,
  change,
  value,
  onChange,
  error,
}: PhotoChoiceProps) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p id={`${id}-label`} className="text-sm font-semibold text-ink-800">
        {t(label)}
      </p>
      <div className="mt-2 flex items-center gap-4">
        {value ? (
          <img
            src={value.thumbnail_url}
            alt={value.name}
            className="size-28 rounded-lg bg-ink-100 object-cover"
          />
        ) : (
          <div className="flex size-28 items-center justify-center rounded-lg border border-dashed border-ink-300 text-center text-sm text-ink-600">
            {t('myModels.notChosen')}
          </div>
        )}
        <button
          type="button"
          className={secondaryButton}
          aria-describedby={error ? `${id}-error` : undefined}
          onClick={() => setOpen(true)}
        >
          {t(value ? change : choose)}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={errorClass}>
          {error}
        </p>
      )}
      <AssetsPicker
        open={open}
        kind={kind}
        title={choose}
        onSelect={onChange}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
