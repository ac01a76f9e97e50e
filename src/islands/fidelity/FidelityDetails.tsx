import { useStore } from '@nanostores/react';
import type { HistoryItem } from '../../contracts/history.ts';
import { describeCheck } from '../../lib/fidelity-sentences.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { canApprove } from './fidelity-badge.ts';
import { FidelityApproval } from './FidelityApproval.tsx';
import { FidelityBadge } from './FidelityBadge.tsx';

interface FidelityDetailsProps {
  item: Pick<HistoryItem, 'id' | 'status' | 'fidelity' | 'fidelity_approval'>;
  /** The item as the API answered an approval or its withdrawal. */
  onChange?: (item: HistoryItem) => void;
}

/**
 * What each fidelity check found, behind a disclosure: the check's name, its verdict and the
 * sentence in the reader's language; for a result that did not pass, the approval form.
 * Renders nothing for a result without a report.
 */
export function FidelityDetails({ item, onChange }: FidelityDetailsProps) {
  const t = useT();
  const locale = useStore($locale);
  const report = item.fidelity;
  if (!report) return null;
  return (
    <details className="mt-4 rounded-lg border border-ink-200 p-4">
      <summary className="cursor-pointer font-bold text-ink-900">
        {t('fidelity.details.summary')}
      </summary>
      <ul className="mt-3 space-y-3">
        {report.checks.map((check) => (
          <li key={check.kind}>
            <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
              <span>{t(`fidelity.kind.${check.kind}`)}</span>
              <FidelityBadge state={check.verdict} plain />
            </p>
            <p className="mt-1 text-sm text-ink-800">{describeCheck(check, locale)}</p>
          </li>
        ))}
      </ul>
      {item.status === 'success' && canApprove(report) && (
        <FidelityApproval item={item} onChange={onChange} />
      )}
    </details>
  );
}
