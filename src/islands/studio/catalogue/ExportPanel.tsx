import { useStore } from '@nanostores/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  exportPresets,
  type ExportPreset,
  type ExportReviewChoice,
} from '../../../contracts/catalogue.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatBytes, formatDateTime, formatNumber, formatPercent } from '../../../lib/format.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT, type IslandKey } from '../../app-shell/i18n.ts';
import { primaryButton } from '../../assets/UploadButton.tsx';
import { catalogueKeys, fetchExport, FOLLOW_INTERVAL_MS, startExport } from './catalogue-api.ts';
import { ExportReviewDialog, type ReviewQuestion } from './ExportReviewDialog.tsx';
import { PresetFacts } from './PresetFacts.tsx';

/**
 * "Export for marketplaces" under a batch (issue 20): a preset, then one ZIP built by a job whose
 * progress shows here; its link appears when ready (and is mailed). It asks the API first
 * (`needsReview: 'ask'`): when some results need review the seller is asked to leave them out, or,
 * for TikTok Shop, to review them first (issue 41).
 */
export function ExportPanel({
  source: whole,
  skus = [],
  ready,
  notReady = 'catalogue.export.notReady',
  onShowReview,
}: {
  /** What "everything" is here: a batch, or the results chosen in history. */
  source: { batchId: string } | { generationIds: string[] };
  /** SKUs that may be exported instead, each with all its results. */
  skus?: string[];
  /** False while there is nothing to pack. */
  ready: boolean;
  /** Why it cannot be used yet. */
  notReady?: IslandKey;
  /** Shows the results that need review, where the screen can (the batch's filter). */
  onShowReview?: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const id = useId();
  const [preset, setPreset] = useState<ExportPreset>('shopee');
  const [source, setSource] = useState<string>('batch');
  const [exportId, setExportId] = useState<string | null>(null);
  const [question, setQuestion] = useState<ReviewQuestion | null>(null);
  const start = useMutation({
    mutationFn: (needsReview: ExportReviewChoice) =>
      startExport({
        preset,
        needsReview,
        ...(source === 'batch' ? whole : { sku: source }),
      }),
    onSuccess: (answer) => setExportId(answer.export.id),
    onError: (error) => {
      const asked = reviewQuestion(error, preset);
      if (asked) setQuestion(asked);
    },
  });
  const followed = useQuery({
    queryKey: catalogueKeys.export(exportId ?? ''),
    queryFn: () => fetchExport(exportId!).then((answer) => answer.export),
    enabled: exportId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'ready' || status === 'failed' ? false : FOLLOW_INTERVAL_MS;
    },
  });
  const current = exportId ? (followed.data ?? start.data?.export) : undefined;
  const running = current?.status === 'queued' || current?.status === 'running';
  const busy = start.isPending || running;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-8 rounded-xl border border-ink-200 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-ink-900">
        {t('catalogue.export.heading')}
      </h2>
      <p className="mt-1 text-ink-700">{t('catalogue.export.intro')}</p>
      <fieldset className="mt-4">
        <legend className="font-semibold text-ink-900">{t('catalogue.export.preset')}</legend>
        <div className="mt-2 grid gap-2 md:grid-cols-2">
          {exportPresets.map((value) => (
            <label
              key={value}
              className="flex cursor-pointer gap-2 rounded-lg border-2 border-ink-200 p-3 has-[:checked]:border-brand-600"
            >
              <input
                type="radio"
                name={`${id}-preset`}
                value={value}
                checked={preset === value}
                onChange={() => setPreset(value)}
                aria-describedby={`${id}-facts-${value}`}
                className="mt-1 accent-brand-700"
              />
              <span>
                <span className="font-semibold text-ink-900">
                  {t(`catalogue.preset.${value}` as const)}
                </span>
                <PresetFacts id={`${id}-facts-${value}`} preset={value} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {skus.length > 0 && (
        <div className="mt-4">
          <label htmlFor={`${id}-source`} className="font-semibold text-ink-900">
            {t('catalogue.export.source')}
          </label>
          <select
            id={`${id}-source`}
            value={source}
            onChange={(event) => setSource(event.target.value)}
            className="mt-1 block rounded-md border border-ink-300 bg-white px-3 py-2 text-ink-900"
          >
            <option value="batch">{t('catalogue.export.sourceBatch')}</option>
            {skus.map((sku) => (
              <option key={sku} value={sku}>
                {t('catalogue.export.sourceSku', { sku })}
              </option>
            ))}
          </select>
        </div>
      )}
      <button
        type="button"
        className={`${primaryButton} mt-4 aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
        aria-disabled={!ready || busy || undefined}
        aria-describedby={ready ? undefined : `${id}-not-ready`}
        onClick={() => {
          if (ready && !busy) start.mutate('ask');
        }}
      >
        {busy ? t('catalogue.export.working') : t('catalogue.export.start')}
      </button>
      {!ready && (
        <p id={`${id}-not-ready`} className="mt-2 text-sm text-ink-700">
          {t(notReady)}
        </p>
      )}
      <div role="status" className="mt-3">
        {start.isError && !reviewQuestion(start.error, preset) && (
          <p className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800">
            {start.error instanceof ApiError ? start.error.message : t('catalogue.export.failed')}
          </p>
        )}
        {exportId && (start.data?.left_out.needs_review ?? 0) > 0 && (
          <p>
            {t('catalogue.export.leftOut', {
              count: formatNumber(start.data!.left_out.needs_review, locale),
            })}
          </p>
        )}
        {running && current && (
          <>
            <p>
              {t('catalogue.export.progress', { percent: formatPercent(current.progress, locale) })}
            </p>
            <div
              role="progressbar"
              aria-label={t('catalogue.export.progressLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(current.progress * 100)}
              className="mt-1 h-2 overflow-hidden rounded-full bg-ink-100"
            >
              <div
                className="h-full bg-brand-600"
                style={{ width: `${Math.round(current.progress * 100)}%` }}
              />
            </div>
          </>
        )}
        {current?.status === 'failed' && (
          <p className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800">
            {current.error ?? t('catalogue.export.failed')}
          </p>
        )}
        {current?.status === 'ready' && current.url && (
          <div className="rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
            <p className="font-semibold">
              {t('catalogue.export.ready', {
                count: formatNumber(current.file_count ?? 0, locale),
              })}
            </p>
            <a href={current.url} className="mt-1 inline-block font-semibold underline" download>
              {t('catalogue.export.download', {
                size: formatBytes(current.byte_size ?? 0, locale),
              })}
            </a>
            <p className="mt-1 text-sm">
              {current.expires_at
                ? t('catalogue.export.mailed', {
                    date: formatDateTime(current.expires_at, locale),
                  })
                : t('catalogue.export.mailedNoDate')}
            </p>
          </div>
        )}
      </div>
      <ExportReviewDialog
        question={question}
        onClose={() => setQuestion(null)}
        onLeaveOut={() => {
          setQuestion(null);
          start.mutate('leave-out');
        }}
        onShowReview={
          onShowReview &&
          (() => {
            setQuestion(null);
            onShowReview();
          })
        }
      />
    </section>
  );
}

/** The question an export's refusal asks, when it is about results that need review. */
function reviewQuestion(error: unknown, preset: ExportPreset): ReviewQuestion | null {
  if (!(error instanceof ApiError)) return null;
  const count = Number((error.body as { needs_review?: unknown } | null)?.needs_review ?? 0);
  if (error.code === 'export_needs_review') return { kind: 'leave-out', count };
  if (error.code !== 'export_review_required') return null;
  // TikTok's own words; otherwise every result needs review and the API says so.
  return preset === 'tiktok-shop'
    ? { kind: 'review', count }
    : { kind: 'review', count, message: error.message };
}
