import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BillingStatus, PlanState } from '../../../contracts/billing.ts';
import type { Plan, PlansResponse } from '../../../contracts/plans.ts';
import { api } from '../../../lib/api-client.ts';
import { $locale } from '../../../stores/locale.ts';
import { $session } from '../../../stores/session.ts';
import { useT } from '../../app-shell/i18n.ts';
import { StudioApp } from '../../studio-shell/StudioApp.tsx';
import { checkoutHref, type Cycle } from '../../../components/pricing/checkout-link.ts';
import { formatMoney } from '../../../lib/format.ts';
import { safeReturnPath } from '../../../lib/return-path.ts';
import { PaymentHistory } from '../../billing/PaymentHistory.tsx';
import { OptionCreditTable } from './OptionCreditTable.tsx';
import { PlanFeatureList } from './PlanFeatureList.tsx';
import { PlanSummary } from './PlanSummary.tsx';

/** /studio-pricing and /studio/pricing (spec §2.3, §2.10): the plans inside the studio. */
export default function StudioPricingIsland() {
  return (
    <StudioApp title="studio.pricing.title" section="pricing">
      <StudioPricing />
    </StudioApp>
  );
}

function StudioPricing() {
  const t = useT();
  const { token } = useStore($session);
  const [cycle, setCycle] = useState<Cycle>('monthly');
  // The studio page that sent the seller here: buying a plan lands back on it (decision 102).
  const [returnTo] = useState(() =>
    safeReturnPath(new URLSearchParams(window.location.search).get('return')),
  );
  const plans = useQuery({
    queryKey: ['plans'],
    queryFn: () => api.get<PlansResponse>('/plans', { public: true }),
  });
  const billing = useQuery({
    queryKey: ['billing', token],
    queryFn: () => api.get<BillingStatus>('/billing'),
    enabled: Boolean(token),
  });
  return (
    <div className="mx-auto max-w-6xl px-6 py-8 lg:px-10">
      <h1 className="text-3xl font-bold text-ink-900">{t('studio.pricing.title')}</h1>
      <p className="mt-2 text-ink-700">{t('studio.pricing.intro')}</p>
      {billing.data && <PlanSummary status={billing.data} queryKey={['billing', token]} />}
      <div
        role="group"
        aria-label={t('pricing.cycle.label')}
        className="mt-5 inline-flex rounded-full border border-ink-300 bg-white p-1"
      >
        {(['monthly', 'annual'] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={cycle === value}
            onClick={() => setCycle(value)}
            className="rounded-full px-4 py-1.5 text-sm font-semibold text-ink-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {t(`pricing.cycle.${value}`)}
          </button>
        ))}
      </div>
      <div className="mt-6">
        {plans.isError ? (
          <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4">
            <p className="font-semibold text-red-900">{t('studio.pricing.loadFailedTitle')}</p>
            <p className="mt-1 text-sm text-red-800">{t('studio.pricing.loadFailed')}</p>
            <button
              type="button"
              onClick={() => void plans.refetch()}
              className="mt-3 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-900"
            >
              {t('studio.pricing.retry')}
            </button>
          </div>
        ) : plans.isPending ? (
          <p role="status">{t('session.loading')}</p>
        ) : plans.data.plans.length === 0 ? (
          <p>{t('pricing.empty')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {plans.data.plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                cycle={cycle}
                returnTo={returnTo}
                state={billing.data?.states[plan.id]}
                sameCycle={billing.data?.billingCycle === cycle}
              />
            ))}
          </ul>
        )}
      </div>
      <OptionCreditTable />
      {token && <PaymentHistory />}
    </div>
  );
}

/** The card's call to action for the viewer's state (spec §4: current, upgrade, downgrade, inactive). */
function ctaLabel(
  t: ReturnType<typeof useT>,
  plan: Plan,
  state: PlanState | undefined,
  sameCycle: boolean,
): string | null {
  const name = t(`pricing.plan.${plan.id}`);
  if (plan.id === 'enterprise') return t('billing.cta.contact');
  if (plan.monthlyPrice === 0) return null;
  if (state === 'current')
    return sameCycle
      ? t('billing.cta.renew', { plan: name })
      : t('billing.cta.upgrade', { plan: name });
  if (state === 'upgrade') return t('billing.cta.upgrade', { plan: name });
  if (state === 'downgrade') return t('billing.cta.downgrade', { plan: name });
  return t('pricing.cta.paid', { plan: name });
}

function PlanCard({
  plan,
  cycle,
  returnTo,
  state,
  sameCycle,
}: {
  plan: Plan;
  cycle: Cycle;
  returnTo: string | null;
  state: PlanState | undefined;
  sameCycle: boolean;
}) {
  const current = state === 'current';
  const t = useT();
  const locale = useStore($locale);
  const vnd = (amount: number) => formatMoney(amount, locale);
  const price = cycle === 'monthly' ? plan.monthlyPrice : Math.round(plan.annualPrice / 12);
  const name = t(`pricing.plan.${plan.id}`);
  const cta = ctaLabel(t, plan, state, sameCycle);
  return (
    <li
      aria-label={name}
      className={`flex flex-col rounded-xl border bg-white p-5 ${current ? 'border-brand-700 ring-2 ring-brand-700' : 'border-ink-200'}`}
    >
      <h2 className="text-lg font-bold text-ink-900">{name}</h2>
      {state && (
        <p
          className={`mt-1 text-xs font-bold tracking-wide uppercase ${current ? 'text-brand-800' : 'text-ink-600'}`}
        >
          {t(`billing.state.${state}`)}
        </p>
      )}
      <p className="mt-2 text-sm text-ink-700">{t(`pricing.tagline.${plan.id}`)}</p>
      <p className="mt-3 text-2xl font-bold text-ink-900">
        {price === 0 ? t('pricing.free') : vnd(price)}
        {price > 0 && (
          <span className="text-sm font-normal text-ink-700"> {t('pricing.perMonth')}</span>
        )}
      </p>
      {cycle === 'annual' && price > 0 && (
        <p className="text-sm text-ink-600">
          {t('pricing.billedAnnually', { total: vnd(plan.annualPrice) })}
        </p>
      )}
      <PlanFeatureList plan={plan} name={name} />
      {cta && (
        <a
          href={
            plan.id === 'enterprise'
              ? locale === 'en'
                ? '/en/contact'
                : '/contact'
              : checkoutHref(plan.id, cycle, locale, returnTo)
          }
          className="mt-4 rounded-md bg-brand-700 px-4 py-2 text-center text-sm font-semibold text-white hover:bg-brand-800"
        >
          {cta}
        </a>
      )}
    </li>
  );
}
