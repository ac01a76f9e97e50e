import type { StudioTool } from '../../../contracts/studio.ts';
import { useT } from '../../app-shell/i18n.ts';
import { useEstimate } from './use-estimate.ts';

/** The cost and balance of spec §9, shown under Generate before anything is clicked. */
export function CreditLine({ tool }: { tool: StudioTool }) {
  const t = useT();
  const estimate = useEstimate(tool);
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
