import { useStore } from '@nanostores/react';
import { planFeatureLines } from '../../../components/pricing/plan-features.ts';
import { FAIR_USE_DEFAULT_BUDGET_VND } from '../../../contracts/fair-use.ts';
import type { Plan } from '../../../contracts/plans.ts';
import { formatMoney } from '../../../lib/format.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';

/**
 * A plan's feature lines in the studio: the same list as the public pricing cards
 * (`planFeatureLines`, one source), so both pages promise the same things.
 */
export function PlanFeatureList({ plan, name }: { plan: Plan; name: string }) {
  const t = useT();
  const locale = useStore($locale);
  const list = (
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
  if (!plan.unlimited) return list;
  // Decision 067: "unlimited" is under a monthly engine-cost budget, stated where it is sold.
  return (
    <>
      {list}
      <p className="mt-3 rounded-lg bg-ink-50 p-3 text-sm text-ink-700" data-fair-use>
        <strong className="text-ink-900">{t('pricing.fairUse.title')}:</strong>{' '}
        {t('pricing.fairUse.body', { budget: formatMoney(FAIR_USE_DEFAULT_BUDGET_VND, locale) })}
      </p>
    </>
  );
}
