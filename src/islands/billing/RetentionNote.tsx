import { useStore } from '@nanostores/react';
import { RETENTION_DAYS } from '../../contracts/retention.ts';
import { formatNumber } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { useViewerPlan } from './use-viewer-plan.ts';

/**
 * "Results are kept for 90 days on your plan…" under a heading of /history or /assets
 * (decision 058): the viewer's plan's days from the one retention table. Nothing until the plan
 * is known, so a wrong number never shows.
 */
export function RetentionNote({ kind }: { kind: 'results' | 'uploads' }) {
  const t = useT();
  const locale = useStore($locale);
  const viewer = useViewerPlan(true);
  if (!viewer) return null;
  const days = formatNumber(RETENTION_DAYS[viewer.plan.id], locale);
  return (
    <p className="mt-1 text-sm text-ink-700">
      {t(kind === 'results' ? 'retention.history' : 'retention.assets', { days })}
    </p>
  );
}
