import { useStore } from '@nanostores/react';
import { useMutation } from '@tanstack/react-query';
import type { BillingStatus, Quote } from '../../contracts/billing.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { formatDate, formatMoney } from '../../lib/format.ts';

/**
 * A change to a cheaper plan (decision 038): nothing is paid now; the change is scheduled and its
 * order is opened when the current period ends.
 */
export function ScheduleDowngrade({ quote }: { quote: Quote }) {
  const t = useT();
  const locale = useStore($locale);
  const schedule = useMutation({
    mutationFn: () =>
      api.put<BillingStatus>('/billing/scheduled-change', {
        planId: quote.planId,
        billingCycle: quote.billingCycle,
      }),
  });
  const plan = t(`pricing.plan.${quote.planId}`);
  return (
    <section
      aria-labelledby="order-summary"
      className="mt-6 rounded-xl border border-ink-200 bg-white p-5"
    >
      <h2 id="order-summary" className="text-lg font-bold text-ink-900">
        {t('billing.checkout.summary')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-ink-700">{t('billing.checkout.plan')}</dt>
        <dd className="font-semibold text-ink-900">{plan}</dd>
        <dt className="text-ink-700">{t('billing.checkout.cycle')}</dt>
        <dd>{t(`pricing.cycle.${quote.billingCycle}`)}</dd>
        <dt className="text-ink-700">{t('billing.checkout.period')}</dt>
        <dd>
          {t('billing.checkout.periodRange', {
            start: formatDate(quote.startsAt, locale),
            end: formatDate(quote.endsAt, locale),
          })}
        </dd>
        <dt className="text-ink-700">{t('billing.checkout.listPrice')}</dt>
        <dd>{formatMoney(quote.listPrice, locale)}</dd>
      </dl>
      <p className="mt-3 text-sm text-ink-700">{t('billing.checkout.kind.downgrade')}</p>
      {schedule.isSuccess ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {t('billing.checkout.scheduled', { plan, date: formatDate(quote.startsAt, locale) })}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => schedule.mutate()}
          disabled={schedule.isPending}
          className="mt-4 min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white disabled:opacity-60"
        >
          {t('billing.checkout.schedule')}
        </button>
      )}
      {schedule.isError && (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
          {schedule.error instanceof ApiError && schedule.error.message
            ? schedule.error.message
            : t('billing.checkout.failed')}
        </p>
      )}
    </section>
  );
}
