import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { HistoryItem } from '../../contracts/history.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { buttonClass, secondaryButtonClass } from '../auth/Field.tsx';
import { engineLabel } from '../studio/generation/engine-label.ts';
import { prefillHref } from '../studio/generation/reuse-api.ts';
import { useSamples } from '../studio/generation/use-samples.ts';
import { isModelTool } from '../../contracts/studio.ts';
import { SendTo } from '../studio/generation/SendTo.tsx';
import { DetailPanel } from './DetailPanel.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { paramRows } from './format.ts';
import { fetchHistoryItem, historyKeys } from './history-api.ts';
import { ResultReview } from './ResultReview.tsx';
import { SampleGallery } from './SampleGallery.tsx';
import { ShareSection } from './ShareSection.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import { fidelityBadgeState } from '../fidelity/fidelity-badge.ts';
import { FidelityBadge } from '../fidelity/FidelityBadge.tsx';
import { FidelityDetails } from '../fidelity/FidelityDetails.tsx';

interface HistoryDetailProps {
  /** The item as the list showed it; the detail refreshes it from the API. */
  initial: HistoryItem;
  onClose: () => void;
  onDownload: (item: HistoryItem) => void;
  onDelete: (item: HistoryItem) => void;
}

/** Spec §2.9: the detail view with result review, basic info, status, parameters and actions. */
export function HistoryDetail({ initial, onClose, onDownload, onDelete }: HistoryDetailProps) {
  const t = useT();
  const locale = useStore($locale);
  const id = useId();
  const query = useQuery({
    queryKey: historyKeys.item(initial.id),
    queryFn: () => fetchHistoryItem(initial.id),
    initialData: initial,
    staleTime: 0,
  });
  const item = query.data;
  // A model tool's sample model shows by its name (issue 42).
  const samples = useSamples('model', isModelTool(item.tool)).data?.items;
  const params = paramRows(
    t,
    item.params,
    locale,
    samples && new Map(samples.map((sample) => [sample.id, sample.name])),
  );
  const hasResult = item.status === 'success' && !item.missing_result && item.result_url;
  const toolName = t(`tools.name.${item.tool}` as const);
  const fidelity = fidelityBadgeState(item.fidelity, item.fidelity_approval);

  return (
    <DetailPanel onClose={onClose} labelledBy={`${id}-title`} closeLabel={t('history.close')}>
      <h2 id={`${id}-title`} className="pr-10 text-2xl font-bold text-ink-900">
        {t('history.detailTitle')}
      </h2>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-ink-700">
        <span>{toolName}</span>
        <StatusBadge item={item} />
        {fidelity && <FidelityBadge state={fidelity} />}
      </p>
      <div className="mt-4">
        <ResultReview item={item} />
      </div>
      <SampleGallery item={item} />
      <FidelityDetails item={item} />

      <section aria-labelledby={`${id}-actions`} className="mt-4">
        <h3 id={`${id}-actions`} className="sr-only">
          {t('history.actions')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={`${buttonClass} w-auto`}
            disabled={!hasResult}
            onClick={() => onDownload(item)}
          >
            {t('history.download')}
          </button>
          <a
            href={prefillHref(item.tool, { from: item.id })}
            className={`${secondaryButtonClass} w-auto`}
          >
            {t('history.regenerate')}
          </a>
          <button
            type="button"
            className={`${secondaryButtonClass} w-auto text-red-800`}
            onClick={() => onDelete(item)}
          >
            {t('history.delete')}
          </button>
        </div>
      </section>

      <SendTo item={item} />
      <ShareSection item={item} />

      <details className="mt-4 rounded-lg border border-ink-200 p-4">
        <summary className="cursor-pointer font-bold text-ink-900">
          {t('history.inputImages')} ({item.inputs.length})
        </summary>
        {item.inputs.length === 0 ? (
          <p className="mt-2 text-ink-700">{t('history.noInputs')}</p>
        ) : (
          <ul className="mt-3 grid grid-cols-3 gap-3">
            {item.inputs.map((input, index) => {
              const role = t(`history.inputRole.${input.role}` as const);
              return (
                <li key={`${input.role}-${index}`}>
                  {input.url ? (
                    <img
                      src={input.url}
                      alt={role}
                      className="aspect-square w-full rounded object-cover"
                    />
                  ) : (
                    <p className="flex aspect-square items-center justify-center rounded bg-ink-100 p-2 text-center text-sm text-ink-700">
                      {t('history.inputMissing')}
                    </p>
                  )}
                  <p className="mt-1 text-sm text-ink-800">{role}</p>
                </li>
              );
            })}
          </ul>
        )}
      </details>

      <section aria-labelledby={`${id}-info`} className="mt-4 rounded-lg border border-ink-200 p-4">
        <h3 id={`${id}-info`} className="font-bold text-ink-900">
          {t('history.basicInfo')}
        </h3>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold text-ink-800">{t('history.createdAt')}</dt>
          <dd>{formatDateTime(item.created_at, locale)}</dd>
          <dt className="font-semibold text-ink-800">{t('history.processingTime')}</dt>
          <dd>
            {item.processing_ms === null
              ? t('history.none')
              : t('history.seconds', {
                  value: formatNumber(item.processing_ms / 1000, locale, {
                    maximumFractionDigits: 1,
                  }),
                })}
          </dd>
          <dt className="font-semibold text-ink-800">{t('history.statusLabel')}</dt>
          <dd>{t(`history.status.${item.status}` as const)}</dd>
          <dt className="font-semibold text-ink-800">{t('history.engineLabel')}</dt>
          <dd>{item.engine ? engineLabel(t, item.engine) : t('history.none')}</dd>
          <dt className="font-semibold text-ink-800">{t('history.error')}</dt>
          <dd>{item.error ?? t('history.none')}</dd>
        </dl>
      </section>

      <section
        aria-labelledby={`${id}-params`}
        className="mt-4 rounded-lg border border-ink-200 p-4"
      >
        <h3 id={`${id}-params`} className="font-bold text-ink-900">
          {t('history.parameters')}
        </h3>
        {params.length === 0 ? (
          <p className="mt-2 text-sm text-ink-700">{t('history.noParameters')}</p>
        ) : (
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            {params.map(({ key, label, value }) => (
              <div key={key} className="contents">
                <dt className="font-semibold text-ink-800">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </DetailPanel>
  );
}
