import { useStore } from '@nanostores/react';
import type { HistoryItem } from '../../contracts/history.ts';
import { describeCheck } from '../../lib/fidelity-sentences.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { canApprove, fidelityBadgeState } from './fidelity-badge.ts';
import { FidelityApproval } from './FidelityApproval.tsx';
import { FidelityBadge } from './FidelityBadge.tsx';

interface FidelityDetailsProps {
  item: Pick<HistoryItem, 'id' | 'status' | 'fidelity' | 'fidelity_approval'>;
  /** The item as the API answered an approval or its withdrawal. */
  onChange?: (item: HistoryItem) => void;
  /**
   * A catalogue cell: the result's badge is the disclosure's summary, in smaller type, so the
   * narrow cell holds one control for the verdict, its checks and the approval.
   */
  compact?: boolean;
  /** Read before the summary ("AO-01 · Red on Lan: …") where many results share a screen. */
  name?: string;
}

/**
 * What each fidelity check found, behind a disclosure: the check's name, its verdict and the
 * sentence in the reader's language; for a result that did not pass, the approval form.
 * Renders nothing for a result without a report.
 * @example <FidelityDetails item={item} />
 * @example <FidelityDetails item={cellItem} compact name="AO-01 · Đỏ trên Lan" />
 */
export function FidelityDetails({ item, onChange, compact = false, name }: FidelityDetailsProps) {
  const t = useT();
  const locale = useStore($locale);
  const report = item.fidelity;
  const state = fidelityBadgeState(report, item.fidelity_approval);
  if (!report || !state) return null;
  return (
    <details
      className={
        compact
          ? 'mt-1 rounded-md border border-ink-200 px-2 py-1 text-xs'
          : 'mt-4 rounded-lg border border-ink-200 p-4'
      }
    >
      <summary className="cursor-pointer font-bold text-ink-900">
        {name && <span className="sr-only">{name}: </span>}
        {compact ? <FidelityBadge state={state} /> : t('fidelity.details.summary')}
      </summary>
      <ul className={compact ? 'mt-2 space-y-2' : 'mt-3 space-y-3'}>
        {report.checks.map((check) => (
          <li key={check.kind}>
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
              <span>{t(`fidelity.kind.${check.kind}`)}</span>
              <FidelityBadge state={check.verdict} plain />
            </p>
            <p className={`mt-1 text-ink-800 ${compact ? '' : 'text-sm'}`}>
              {describeCheck(check, locale)}
            </p>
          </li>
        ))}
      </ul>
      {item.status === 'success' && canApprove(report) && (
        <FidelityApproval item={item} onChange={onChange} compact={compact} />
      )}
    </details>
  );
}
