import { useStore } from '@nanostores/react';
import { planFeatureLines } from '../../../components/pricing/plan-features.ts';
import type { Plan } from '../../../contracts/plans.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';

/**
 * A plan's feature lines in the studio: the same list as the public pricing cards
 * (`planFeatureLines`, one source), so both pages promise the same things.
 */
export function PlanFeatureList({ plan, name }: { plan: Plan; name: string }) {
  const t = useT();
  const locale = useStore($locale);
  return (
    <ul
      aria-label={t('pricing.featuresLabel', { plan: name })}
      className="mt-3 flex-1 space-y-1.5 text-sm"
    >
      {planFeatureLines(plan, locale).map((line) => (
        <li key={line.key} className="flex gap-2">
          <span aria-hidden="true" className={line.included ? 'text-emerald-700' : 'text-ink-500'}>
            {line.included ? '✓' : '–'}
          </span>
          <span className={line.included ? 'text-ink-800' : 'text-ink-600'}>
            {t(line.key, line.params)}
          </span>
        </li>
      ))}
    </ul>
  );
}
