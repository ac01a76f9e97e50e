import { useState } from 'react';
import type { HistoryItem } from '../../contracts/history.ts';
import { toolNameInSentence } from '../../i18n/tool-names.ts';
import { useT } from '../app-shell/i18n.ts';

const MIN_ZOOM = 0.5;
const MAX_ZOOM = 4;

const toolButton =
  'rounded-md border border-ink-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-50';

/** Spec §2.9 result review: zoom in and out, rotate, reset, and open in a new tab. */
export function ResultReview({ item }: { item: HistoryItem }) {
  const t = useT();
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const toolName = toolNameInSentence(t, item.tool);

  if (!item.result_url) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-lg bg-ink-100 p-6 text-center text-ink-700">
        <p>{t('history.noResultImage')}</p>
      </div>
    );
  }
  const video = item.result_media_type === 'video';
  return (
    <div>
      <div className="flex aspect-[4/3] items-center justify-center overflow-auto rounded-lg bg-ink-100">
        {video ? (
          <video src={item.result_url} controls className="max-h-full max-w-full">
            <track kind="captions" />
          </video>
        ) : (
          <img
            src={item.result_url}
            alt={t('history.resultAlt', { tool: toolName })}
            className="max-h-full max-w-full transition-transform"
            style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
          />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {!video && (
          <>
            <button
              type="button"
              className={toolButton}
              disabled={zoom >= MAX_ZOOM}
              onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z * 1.25))}
            >
              {t('history.zoomIn')}
            </button>
            <button
              type="button"
              className={toolButton}
              disabled={zoom <= MIN_ZOOM}
              onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z / 1.25))}
            >
              {t('history.zoomOut')}
            </button>
            <button
              type="button"
              className={toolButton}
              onClick={() => setRotation((r) => (r + 90) % 360)}
            >
              {t('history.rotate')}
            </button>
            <button
              type="button"
              className={toolButton}
              onClick={() => {
                setZoom(1);
                setRotation(0);
              }}
            >
              {t('history.reset')}
            </button>
            <span role="status" className="text-sm text-ink-700">
              {t('history.zoomLevel', { percent: Math.round(zoom * 100), degrees: rotation })}
            </span>
          </>
        )}
        <a
          href={item.result_url}
          target="_blank"
          rel="noopener noreferrer"
          className={`${toolButton} ml-auto`}
        >
          {t('history.openInNewTab')}
        </a>
      </div>
    </div>
  );
}
