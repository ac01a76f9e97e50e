import type { StudioTool } from '../../../contracts/studio.ts';
import { useT } from '../../app-shell/i18n.ts';
import { useEstimate } from './use-estimate.ts';

/**
 * The cost and balance (spec §9), and spec §5's shortage message when the balance is below
 * the cost. Generate still submits then: the server decides.
 */
export function CreditLine({ tool }: { tool: StudioTool }) {
  const t = useT();
  const estimate = useEstimate(tool);
  if (estimate.isPending)
    return <p className="mt-2 text-sm text-ink-600">{t('history.loading')}</p>;
  if (estimate.isError)
    return <p className="mt-2 text-sm text-ink-700">{t('credits.estimateUnavailable')}</p>;
  const { cost, balance, enough } = estimate.data;
  return (
    <>
      <p className="mt-2 text-sm text-ink-700">
        {cost === 1
          ? t('toolsUi.costLineOne', { balance })
          : t('toolsUi.costLine', { cost, balance })}
      </p>
      {!enough && (
        <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
          {t('credits.insufficient', {
            userBalance: balance,
            cost,
            shortage: cost - balance,
          })}
        </p>
      )}
    </>
  );
}
