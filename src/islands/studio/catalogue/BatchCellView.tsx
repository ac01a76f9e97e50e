import { useStore } from '@nanostores/react';
import type { BatchCell, BatchTool } from '../../../contracts/catalogue.ts';
import { formatPercent } from '../../../lib/format.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';
import { secondaryButton } from '../../assets/UploadButton.tsx';
import { FidelityDetails } from '../../fidelity/FidelityDetails.tsx';
import { phaseSteps } from '../generation/phases.ts';

interface BatchCellViewProps {
  cell: BatchCell;
  /** The batch's tool, whose steps the progress names (decision 123). */
  tool: BatchTool;
  /** "SKU · colour on Model": every control and progress bar of the cell is named by it. */
  name: string;
  retrying: boolean;
  onRetry: () => void;
  onOpen: () => void;
}

/**
 * One cell of a batch: its progress, its result (opens the history detail) with its garment
 * check (the studio's badge and details, compact; approvable in place), or Retry.
 */
export function BatchCellView({ cell, tool, name, retrying, onRetry, onOpen }: BatchCellViewProps) {
  const t = useT();
  const locale = useStore($locale);
  if (cell.status === 'success') {
    return (
      <>
        <button
          type="button"
          aria-label={t('catalogue.openResult', { name })}
          className="block w-full overflow-hidden rounded-md border-2 border-ink-200 hover:border-brand-500"
          onClick={onOpen}
        >
          {cell.result_thumbnail_url ? (
            <img
              src={cell.result_thumbnail_url}
              alt=""
              className="aspect-[3/4] w-full object-cover"
            />
          ) : (
            <span className="block p-2">{t('catalogue.cell.success')}</span>
          )}
        </button>
        <FidelityDetails
          item={{
            id: cell.generation_id,
            status: cell.status,
            fidelity: cell.fidelity,
            fidelity_approval: cell.fidelity_approval,
          }}
          compact
          name={name}
        />
      </>
    );
  }
  if (cell.status === 'failed') {
    return (
      <div>
        <p className="font-semibold text-red-800">{t('catalogue.cell.failed')}</p>
        {cell.error && <p className="mt-1 text-ink-700">{cell.error}</p>}
        <button
          type="button"
          className={`${secondaryButton} mt-2 px-3 py-1 text-sm`}
          aria-label={t('catalogue.retryCell', { name })}
          // Busy, not disabled: a disabled button would drop focus to <body> (issue 25).
          aria-disabled={retrying || undefined}
          onClick={() => {
            if (!retrying) onRetry();
          }}
        >
          {t('catalogue.retry')}
        </button>
      </div>
    );
  }
  if (cell.status === 'cancelled') return <p>{t('catalogue.cell.cancelled')}</p>;
  const step = phaseSteps(tool).find((item) => item.phase === cell.phase);
  const percent = Math.round(cell.progress * 100);
  return (
    <div>
      <p>{step ? t(step.label) : t('catalogue.cell.queued')}</p>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={formatPercent(cell.progress, locale)}
        className="mt-1 h-2 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
