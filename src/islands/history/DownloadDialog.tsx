import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { captionStripHeight, defaultAiLabel, type AiLabel } from '../../contracts/ai-label.ts';
import type { HistoryItem } from '../../contracts/history.ts';
import {
  downloadFormats,
  downloadQualities,
  type DownloadFormat,
  type DownloadQuality,
  type DownloadSize,
} from '../../contracts/studio.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { buttonClass } from '../auth/Field.tsx';
import { formatBytes } from '../../lib/format.ts';
import { defaultFilename, extensionOf } from './format.ts';
import { downloadResult } from './history-api.ts';
import { SizeChoices } from './SizeChoices.tsx';
import { FrameChoice, type DownloadFrame } from './FrameChoice.tsx';
import { useViewerPlan } from '../billing/use-viewer-plan.ts';
import {
  deliveredSize,
  estimateBytes,
  estimateReencodedBytes,
  paddedSize,
  sizeExists,
} from '../../contracts/download-sizes.ts';
import { AiLabelChoice } from '../ai-label/AiLabelChoice.tsx';
import { useProfile, useSaveAiLabel } from '../ai-label/ai-label-api.ts';

interface DownloadDialogProps {
  item: HistoryItem;
  open: boolean;
  onClose: () => void;
}

/** The original's pixel size, read from the result itself (for the estimate). */
function useImageSize(url: string | null, enabled: boolean) {
  const [dims, setDims] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    if (!url || !enabled) return;
    const image = new Image();
    image.onload = () => setDims({ width: image.naturalWidth, height: image.naturalHeight });
    image.src = url;
    return () => {
      image.onload = null;
    };
  }, [url, enabled]);
  return dims;
}

const formatExtensions = { jpeg: 'jpg', webp: 'webp', png: 'png' } as const;

/**
 * Spec §2.10 download options: file name, format (the original's, or JPEG, WebP or PNG, decision
 * 101), the frame (issue 42: padded with the edge colour, never cropped), quality, size (only
 * those the result has), the visible AI label (decision 054: starts on the remembered one, and a
 * new choice is remembered), an estimated size and the progress of the download. The server
 * renders the chosen frame, size and label.
 */
export function DownloadDialog({ item, open, onClose }: DownloadDialogProps) {
  const t = useT();
  const locale = useStore($locale);
  const id = useId();
  const video = item.result_media_type === 'video';
  const originalExt = extensionOf(item);
  const [format, setFormat] = useState<DownloadFormat>('original');
  const ext = format === 'original' ? originalExt : formatExtensions[format];
  // The other formats: the original's own is offered once, as the original.
  const otherFormats = downloadFormats.filter(
    (value): value is Exclude<DownloadFormat, 'original'> =>
      value !== 'original' && formatExtensions[value] !== originalExt.replace('jpeg', 'jpg'),
  );
  const [filename, setFilename] = useState(() => defaultFilename(item));
  const [size, setSize] = useState<DownloadSize>('original');
  const [quality, setQuality] = useState<DownloadQuality>('high');
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [frame, setFrame] = useState<DownloadFrame>('as-made');
  const own = useImageSize(item.result_url, open && !video);
  // Issue 42: the sizes and the label strip are those of the framed file the server renders.
  const framed = (choice: DownloadFrame) =>
    own && choice !== 'as-made' ? paddedSize(own, choice) : own;
  const dims = framed(frame);
  const gates = useViewerPlan(open && !video);
  const busy = progress !== undefined;
  const profile = useProfile(open && !video);
  const saveAiLabel = useSaveAiLabel();
  const remembered = profile.data?.ai_label ?? defaultAiLabel;
  const everConfirmed = Boolean(profile.data?.ai_label_none_confirmed_at);
  const [label, setLabel] = useState<AiLabel>(remembered);
  const [confirmed, setConfirmed] = useState(everConfirmed);
  const [labelError, setLabelError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    setFilename(defaultFilename(item));
    setSize('original');
    setQuality('high');
    setFormat('original');
    setFrame('as-made');
    setProgress(undefined);
  }, [open, item]);

  useEffect(() => {
    if (!open) return;
    setLabel(remembered);
    setConfirmed(everConfirmed);
    setLabelError(null);
  }, [open, remembered, everConfirmed]);

  const delivered = dims && gates ? deliveredSize(dims, size, gates.plan) : null;
  const stripPixels = delivered ? captionStripHeight(delivered.width, delivered.height) : null;

  // A margin of one colour packs far smaller than the picture: no honest figure for a frame.
  const estimate =
    item.result_bytes === null || frame !== 'as-made'
      ? null
      : video
        ? item.result_bytes
        : format !== 'original' && delivered
          ? estimateReencodedBytes(delivered, format, quality)
          : format !== 'original'
            ? null
            : dims && gates
              ? estimateBytes(item.result_bytes, dims, size, quality, gates.plan)
              : size === 'original' && quality === 'high'
                ? item.result_bytes
                : null;

  async function start() {
    if (!video && label === 'none' && !confirmed) {
      setLabelError(t('aiLabel.confirmNeeded'));
      confirmRef.current?.focus();
      return;
    }
    setProgress(null);
    try {
      // The dialog's choice becomes the remembered one (and records the confirmation of "none").
      if (!video && (label !== remembered || (label === 'none' && !everConfirmed))) {
        await saveAiLabel(label, confirmed);
      }
      const aspect = frame === 'as-made' ? undefined : frame;
      const options = video ? { size, quality } : { size, quality, format, label, aspect };
      const blob = await downloadResult(item.id, options, setProgress);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${filename.trim() || defaultFilename(item)}.${ext}`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      toast.success(t('history.downloadDone'));
      onClose();
    } catch {
      toast.error(t('history.downloadFailed'), { description: t('history.downloadFailedBody') });
    } finally {
      setProgress(undefined);
    }
  }

  const fieldset = 'mt-4 rounded-md border border-ink-200 p-3';
  const legend = 'px-1 text-sm font-semibold text-ink-800';
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      closeLabel={t('history.close')}
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className="text-xl font-bold text-ink-900">
            {t('history.downloadTitle')}
          </h2>
          <label htmlFor={`${id}-name`} className="mt-4 block text-sm font-semibold text-ink-800">
            {t('history.filename')}
          </label>
          <div className="mt-1 flex items-center gap-1">
            <input
              id={`${id}-name`}
              value={filename}
              maxLength={120}
              onChange={(event) => setFilename(event.target.value)}
              className="block w-full rounded-md border border-ink-300 px-3 py-2 text-ink-900"
            />
            <span className="text-ink-700">.{ext}</span>
          </div>
          <label htmlFor={`${id}-format`} className="mt-4 block text-sm font-semibold text-ink-800">
            {t('history.format')}
          </label>
          <select
            id={`${id}-format`}
            className="mt-1 block w-full rounded-md border border-ink-300 px-3 py-2"
            value={format}
            disabled={video}
            onChange={(event) => setFormat(event.target.value as DownloadFormat)}
          >
            <option value="original">
              {t('history.formatOriginal', { ext: originalExt.toUpperCase() })}
            </option>
            {!video &&
              otherFormats.map((value) => (
                <option key={value} value={value}>
                  {t(`history.format.${value}` as const)}
                </option>
              ))}
          </select>
          {!video && (
            <FrameChoice
              id={`${id}-frame`}
              value={frame}
              onChange={(next) => {
                setFrame(next);
                // A size only the other frame had is gone: back to the original.
                const pixels = framed(next);
                if (!pixels || !sizeExists(pixels, size)) setSize('original');
              }}
            />
          )}
          <fieldset className={fieldset} disabled={video}>
            <legend className={legend}>{t('history.quality')}</legend>
            <div className="flex gap-4">
              {downloadQualities.map((value) => (
                <label key={value} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-quality`}
                    checked={quality === value}
                    onChange={() => setQuality(value)}
                  />
                  {t(`history.quality.${value}` as const)}
                </label>
              ))}
            </div>
          </fieldset>
          <SizeChoices
            name={`${id}-size`}
            value={size}
            onChange={setSize}
            video={video}
            dims={dims}
            gates={gates}
            className={fieldset}
            legendClassName={legend}
          />
          {video ? (
            <p className="mt-4 text-sm text-ink-700">{t('aiLabel.videoNote')}</p>
          ) : (
            <AiLabelChoice
              ref={confirmRef}
              value={label}
              onChange={(next) => {
                setLabel(next);
                setLabelError(null);
              }}
              confirmed={confirmed}
              onConfirmedChange={(next) => {
                setConfirmed(next);
                if (next) setLabelError(null);
              }}
              error={labelError}
              stripPixels={stripPixels}
              className={fieldset}
              legendClassName={legend}
            />
          )}
          <p className="mt-3 text-sm text-ink-700" aria-live="polite">
            {estimate === null
              ? t('history.estimateUnknown')
              : t('history.estimatedSize', { size: formatBytes(estimate, locale) })}
          </p>
          {busy && (
            <div className="mt-3">
              <div
                role="progressbar"
                aria-label={t('history.progress')}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress ?? undefined}
                className="h-2 overflow-hidden rounded bg-ink-100"
              >
                <div className="h-full bg-brand-700" style={{ width: `${progress ?? 0}%` }} />
              </div>
              <p className="mt-1 text-sm text-ink-700">
                {t('history.downloading', { percent: progress ?? 0 })}
              </p>
            </div>
          )}
          <button
            type="button"
            className={`${buttonClass} mt-5`}
            disabled={busy}
            onClick={() => void start()}
          >
            {t('history.downloadStart')}
          </button>
        </>
      )}
    </Dialog>
  );
}
