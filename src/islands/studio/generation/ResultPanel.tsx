import { useEffect, useRef, useState } from 'react';
import type { HistoryItem } from '../../../contracts/history.ts';
import { toolNameInSentence } from '../../../i18n/tool-names.ts';
import { useT } from '../../app-shell/i18n.ts';
import { primaryButton, secondaryButton } from '../../assets/UploadButton.tsx';
import { DownloadDialog } from '../../history/DownloadDialog.tsx';
import { fidelityBadgeState } from '../../fidelity/fidelity-badge.ts';
import { FidelityBadge } from '../../fidelity/FidelityBadge.tsx';
import { FidelityDetails } from '../../fidelity/FidelityDetails.tsx';
import { engineLabel } from './engine-label.ts';
import { SendTo } from './SendTo.tsx';

interface ResultPanelProps {
  item: HistoryItem;
  /** Keeps the inputs and clears the result. */
  onTryAnother: () => void;
  /** Clears everything and returns to the first step. */
  onStartOver: () => void;
  /** Restores the default settings, keeping the chosen images. */
  onReset: () => void;
}

/**
 * Spec §2.8 result: the image or video, open in a new tab, download (the options dialog of
 * §2.10), try another, start over and reset, and send an image on to another tool. Focus moves to its heading when it appears.
 * A result with a garment fidelity report shows its badge and checks (issue 41).
 */
export function ResultPanel({ item: shown, onTryAnother, onStartOver, onReset }: ResultPanelProps) {
  const t = useT();
  // An approval made here answers the item afresh; the flow's copy does not know of it.
  const [approved, setApproved] = useState<HistoryItem | null>(null);
  const item = approved?.id === shown.id ? approved : shown;
  const fidelity = fidelityBadgeState(item.fidelity, item.fidelity_approval);
  const heading = useRef<HTMLHeadingElement>(null);
  const [downloading, setDownloading] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  const tool = toolNameInSentence(t, item.tool);
  return (
    <section
      aria-labelledby="result-heading"
      className="rounded-xl border border-ink-200 bg-white p-6"
    >
      <h2
        id="result-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-ink-900 outline-none"
      >
        {t('toolsUi.result')}
      </h2>
      <div className="mt-4">
        {!item.result_url ? (
          <p className="text-ink-700">{t('history.noResultImage')}</p>
        ) : item.result_media_type === 'video' ? (
          <video
            src={item.result_url}
            controls
            aria-label={t('history.resultAlt', { tool })}
            className="max-h-[70vh] w-full rounded-lg bg-ink-900"
          />
        ) : (
          <img
            src={item.result_url}
            alt={t('history.resultAlt', { tool })}
            className="max-h-[70vh] w-full rounded-lg bg-ink-100 object-contain"
          />
        )}
      </div>
      {item.engine && <p className="mt-2 text-sm text-ink-600">{engineLabel(t, item.engine)}</p>}
      {fidelity && (
        <div className="mt-2">
          <FidelityBadge state={fidelity} />
        </div>
      )}
      <FidelityDetails item={item} onChange={setApproved} />
      <div className="mt-4 flex flex-wrap gap-2">
        {item.result_url && (
          <>
            <button type="button" className={primaryButton} onClick={() => setDownloading(true)}>
              {t('history.download')}
            </button>
            <a href={item.result_url} target="_blank" rel="noopener" className={secondaryButton}>
              {t('history.openInNewTab')}
            </a>
          </>
        )}
        <button type="button" className={secondaryButton} onClick={onTryAnother}>
          {t('toolsUi.tryAnother')}
        </button>
        <button type="button" className={secondaryButton} onClick={onStartOver}>
          {t('toolsUi.startOver')}
        </button>
        <button type="button" className={secondaryButton} onClick={onReset}>
          {t('toolsUi.reset')}
        </button>
      </div>
      <SendTo item={item} />
      <DownloadDialog item={item} open={downloading} onClose={() => setDownloading(false)} />
    </section>
  );
}
