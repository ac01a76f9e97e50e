import { outputAspectRatios, type OutputAspectRatio } from '../../contracts/product-to-model.ts';
import { useT } from '../app-shell/i18n.ts';

/** The frame of an image download: as it was made, or padded to one of the catalogue's ratios. */
export type DownloadFrame = OutputAspectRatio | 'as-made';

interface FrameChoiceProps {
  id: string;
  value: DownloadFrame;
  onChange: (frame: DownloadFrame) => void;
}

/**
 * Issue 42 point 6: any image result reframed for a marketplace or a story. The server pads it
 * with its edge colour, never crops, and records the edit in its content credentials; the hint
 * says so before the person chooses. Ratios read the same in every language.
 */
export function FrameChoice({ id, value, onChange }: FrameChoiceProps) {
  const t = useT();
  return (
    <>
      <label htmlFor={id} className="mt-4 block text-sm font-semibold text-ink-800">
        {t('history.frame')}
      </label>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        className="mt-1 block w-full rounded-md border border-ink-300 px-3 py-2"
        value={value}
        onChange={(event) => onChange(event.target.value as DownloadFrame)}
      >
        <option value="as-made">{t('history.frame.asMade')}</option>
        {outputAspectRatios.map((ratio) => (
          <option key={ratio} value={ratio}>
            {ratio}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-700">
        {t('history.frameHint')}
      </p>
    </>
  );
}
