import { useStore } from '@nanostores/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { BatchCell, BatchView } from '../../../contracts/catalogue.ts';
import type { HistoryItem } from '../../../contracts/history.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';
import { errorToast } from '../../auth/toasts.ts';
import { fetchHistoryItem } from '../../history/history-api.ts';
import { HistoryItemDialogs } from '../../history/HistoryItemDialogs.tsx';
import { focusHeading } from '../../ui/focus.ts';
import { generationKeys } from '../generation/generation-api.ts';
import { cellPlace, rowLabel, toGrid } from './batch-grid.ts';
import { catalogueKeys, fetchBatch, FOLLOW_INTERVAL_MS, retryCell } from './catalogue-api.ts';
import { BatchCellView } from './BatchCellView.tsx';
import { cellNeedsReview, reviewRows } from './cell-fidelity.ts';
import { ExportPanel } from './ExportPanel.tsx';

/**
 * A running or finished batch (issue 20): every cell's progress, read again every 2 s while any
 * runs; a failed cell can be retried, a result opens in the history detail with its garment check
 * on the cell; "needs review" shows only the results to look at (issue 41); then the export.
 * An approval made in a cell, in the opened detail or elsewhere reaches the grid through
 * settleApproval's cache patch and the query's refetch on focus (decision 116).
 */
export function BatchRun({ batchId, initial }: { batchId: string; initial?: BatchView }) {
  const t = useT();
  const locale = useStore($locale);
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const places = useRef(new Map<string, HTMLElement | null>());
  const [opened, setOpened] = useState<HistoryItem | null>(null);
  const [refocus, setRefocus] = useState<string | null>(null);
  const [onlyReview, setOnlyReview] = useState(false);
  // The cells "needs review" has shown since it was chosen (see reviewRows).
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const filterId = useId();
  const reviewChoice = useRef<HTMLInputElement>(null);

  const batch = useQuery({
    queryKey: catalogueKeys.batch(batchId),
    queryFn: () => fetchBatch(batchId).then((answer) => answer.batch),
    initialData: initial,
    refetchInterval: (query) =>
      query.state.data?.status === 'processing' ? FOLLOW_INTERVAL_MS : false,
  });
  const cells = batch.data?.cells;
  useEffect(() => {
    if (!onlyReview || !cells) return;
    const toKeep = cells.filter(cellNeedsReview).map((cell) => cell.generation_id);
    if (toKeep.some((id) => !kept.has(id))) setKept(new Set([...kept, ...toKeep]));
  }, [onlyReview, cells, kept]);
  const showReview = (only: boolean) => {
    setOnlyReview(only);
    if (!only) setKept(new Set());
  };
  // A new batch's view takes focus at its heading, as a new step of a tool does (issue 25).
  useEffect(() => {
    focusHeading(heading.current);
  }, [batchId]);
  // After a retry the cell's button is gone: focus goes to the cell, which now shows progress.
  useEffect(() => {
    if (refocus && focusHeading(places.current.get(refocus))) setRefocus(null);
  }, [refocus, batch.data]);

  const retry = useMutation({
    mutationFn: (cell: BatchCell) => retryCell(batchId, cell.generation_id),
    onSuccess: async (_, cell) => {
      setRefocus(cellPlace(cell));
      await queryClient.invalidateQueries({ queryKey: catalogueKeys.batch(batchId) });
      await queryClient.invalidateQueries({
        queryKey: generationKeys.estimates(batch.data?.tool ?? 'virtual-tryon'),
      });
    },
    onError: (error) => errorToast(t, 'catalogue.retryFailed', error),
  });
  const open = useMutation({
    mutationFn: (cell: BatchCell) => fetchHistoryItem(cell.generation_id),
    onSuccess: setOpened,
    onError: (error) => errorToast(t, 'catalogue.openFailed', error),
  });

  if (batch.isPending) return <p role="status">{t('assets.loading')}</p>;
  if (batch.isError) {
    const missing = batch.error instanceof ApiError && batch.error.status === 404;
    return (
      <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        {t(missing ? 'catalogue.batchMissing' : 'catalogue.batchLoadFailed')}
      </p>
    );
  }
  const view = batch.data;
  const grid = toGrid(view.cells);
  const columns = grid.columns;
  const rows = onlyReview ? reviewRows(grid.rows, kept) : grid.rows;
  const toReview = view.cells.filter(cellNeedsReview).length;
  const done = view.counts.success + view.counts.failed + view.counts.cancelled;
  return (
    <div className="mt-6">
      <h2 ref={heading} className="text-2xl font-bold text-ink-900">
        {t(view.status === 'completed' ? 'catalogue.batchDone' : 'catalogue.batchRunning')}
      </h2>
      <p role="status" className="mt-1 text-ink-800">
        {t('catalogue.counts', {
          done: formatNumber(done, locale),
          total: formatNumber(view.counts.total, locale),
          success: formatNumber(view.counts.success, locale),
          failed: formatNumber(view.counts.failed, locale),
        })}
      </p>
      <fieldset className="mt-4 flex flex-wrap items-center gap-4">
        <legend className="sr-only">{t('catalogue.filter.legend')}</legend>
        <span aria-hidden="true" className="font-semibold text-ink-900">
          {t('catalogue.filter.legend')}
        </span>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${filterId}-filter`}
            checked={!onlyReview}
            onChange={() => showReview(false)}
            className="accent-brand-700"
          />
          {t('catalogue.filter.all')}
        </label>
        <label className="flex items-center gap-2">
          <input
            ref={reviewChoice}
            type="radio"
            name={`${filterId}-filter`}
            checked={onlyReview}
            onChange={() => showReview(true)}
            className="accent-brand-700"
          />
          {t('catalogue.filter.needsReview', { count: formatNumber(toReview, locale) })}
        </label>
      </fieldset>
      {/* Always present, so the count is read out when the filter changes. */}
      <p role="status" className="mt-2 text-ink-800 empty:hidden">
        {onlyReview &&
          (toReview > 0
            ? t('catalogue.filter.count', { count: formatNumber(toReview, locale) })
            : t('catalogue.filter.none'))}
      </p>
      <div className="mt-4 overflow-auto rounded-lg border border-ink-200 bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('catalogue.resultsCaption')}</caption>
          <thead className="bg-ink-50">
            <tr>
              <th scope="col" className="p-2 font-semibold">
                {t('catalogue.garment')}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="p-2 font-semibold">
                  {column.label.model}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-ink-100 align-top">
                <th scope="row" className="w-40 p-2 font-semibold text-ink-900">
                  {rowLabel(row.label)}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    key={columns[index]!.key}
                    className="w-44 p-2"
                    ref={(element) => {
                      if (cell) places.current.set(cellPlace(cell), element);
                    }}
                  >
                    {cell && (
                      <BatchCellView
                        cell={cell}
                        tool={batch.data?.tool ?? 'virtual-tryon'}
                        name={t('catalogue.cellName', {
                          garment: rowLabel(cell.label),
                          model: cell.label.model,
                        })}
                        retrying={
                          retry.isPending && retry.variables?.generation_id === cell.generation_id
                        }
                        onRetry={() => retry.mutate(cell)}
                        onOpen={() => open.mutate(cell)}
                      />
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ExportPanel
        source={{ batchId: view.id }}
        skus={batchSkus(view)}
        ready={view.counts.success > 0}
        onShowReview={() => {
          showReview(true);
          reviewChoice.current?.focus();
        }}
      />
      <HistoryItemDialogs
        selected={opened}
        onClose={() => setOpened(null)}
        onDeleted={() =>
          void queryClient.invalidateQueries({ queryKey: catalogueKeys.batch(batchId) })
        }
      />
    </div>
  );
}

/** The SKUs a batch's cells name, each once, in grid order. */
function batchSkus(view: BatchView): string[] {
  return [...new Set(view.cells.flatMap((cell) => (cell.label.sku ? [cell.label.sku] : [])))];
}
