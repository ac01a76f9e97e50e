import { useStore } from '@nanostores/react';
import type { BatchCell } from '../../../contracts/catalogue.ts';
import { describeCheck } from '../../../lib/fidelity-sentences.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';
import { cellFidelityStatus, type CellFidelityStatus } from './cell-fidelity.ts';

// Dark text on a light tint of each colour: AA contrast, and the words say it without colour.
const tones: Record<CellFidelityStatus, string> = {
  pass: 'border-green-300 bg-green-50 text-green-900',
  warn: 'border-amber-300 bg-amber-50 text-amber-900',
  fail: 'border-red-300 bg-red-50 text-red-900',
  approved: 'border-sky-300 bg-sky-50 text-sky-900',
};

/**
 * A catalogue cell's garment check (issue 41): its verdict as a disclosure that opens on the
 * sentences of the checks behind it, and the seller's reason once approved. Kept to the
 * catalogue on purpose, small; the history's shared badge may take its place later.
 */
export function CellFidelityBadge({ cell, name }: { cell: BatchCell; name: string }) {
  const t = useT();
  const locale = useStore($locale);
  const status = cellFidelityStatus(cell);
  if (!status || !cell.fidelity) return null;
  return (
    <details className={`mt-1 rounded-md border px-2 py-1 text-xs ${tones[status]}`}>
      <summary className="cursor-pointer font-semibold">
        <span className="sr-only">{name}: </span>
        {t('catalogue.fidelity.label', { verdict: t(`catalogue.fidelity.${status}`) })}
      </summary>
      <ul className="mt-1 list-disc space-y-1 pl-4">
        {cell.fidelity.checks.map((check) => (
          <li key={check.kind}>{describeCheck(check, locale)}</li>
        ))}
      </ul>
      {cell.fidelity_approval && (
        <p className="mt-1">
          {t('catalogue.fidelity.reason', { reason: cell.fidelity_approval.reason })}
        </p>
      )}
    </details>
  );
}
