import type { StudioTool } from '../../../contracts/studio.ts';
import { useT } from '../../app-shell/i18n.ts';
import { useEstimate } from './use-estimate.ts';

/**
 * The cost and balance of spec §9, shown under Generate before anything is clicked; the cost of
 * the options chosen (decision 065).
 */
export function CreditLine({
  tool,
  costParams,
}: {
  tool: StudioTool;
  costParams?: Record<string, unknown>;
}) {
  const t = useT();
  const estimate = useEstimate(tool, costParams);
  if (estimate.isPending)
    return <p className="mt-2 text-sm text-ink-600">{t('history.loading')}</p>;
  if (estimate.isError)
    return <p className="mt-2 text-sm text-ink-700">{t('credits.estimateUnavailable')}</p>;
  const { cost, balance } = estimate.data;
  return (
    <p className="mt-2 text-sm text-ink-700">
      {cost === 1
        ? t('toolsUi.costLineOne', { balance })
        : t('toolsUi.costLine', { cost, balance })}
    </p>
  );
}
