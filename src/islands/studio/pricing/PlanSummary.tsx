import { useStore } from '@nanostores/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { BillingStatus } from '../../../contracts/billing.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';
import { formatDate } from '../../../lib/format.ts';

/**
 * The viewer's plan, its period, and a change waiting for the period's end. A downgrade that is
 * only scheduled (decision 038) can be cancelled here with DELETE /billing/scheduled-change; the
 * confirmation then takes the focus the vanished button had, so it never falls to the body.
 */
export function PlanSummary({
  status,
  queryKey,
}: {
  status: BillingStatus;
  queryKey: readonly unknown[];
}) {
  const t = useT();
  const locale = useStore($locale);
  const queryClient = useQueryClient();
  const confirmation = useRef<HTMLParagraphElement>(null);
  const [cancelledPlan, setCancelledPlan] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: () => api.delete<BillingStatus>('/billing/scheduled-change'),
    onSuccess: (next) => {
      setCancelledPlan(status.next ? t(`pricing.plan.${status.next.planId}`) : null);
      queryClient.setQueryData(queryKey, next);
    },
  });
  useEffect(() => {
    if (cancelledPlan) confirmation.current?.focus();
  }, [cancelledPlan]);

  const plan = t(`pricing.plan.${status.planId}`);
  const next = status.next;
  return (
    <section
      aria-labelledby="plan-summary-heading"
      className="mt-5 rounded-xl border border-ink-200 bg-white p-4"
    >
      <h2 id="plan-summary-heading" className="text-sm font-bold text-ink-700 uppercase">
        {t('billing.summary.title')}
      </h2>
      <p className="mt-1 text-ink-900" data-testid="plan-summary">
        {status.periodEnd && status.billingCycle
          ? t('billing.summary.paid', {
              plan,
              cycle: t(`billing.cycle.${status.billingCycle}`),
              date: formatDate(status.periodEnd, locale),
            })
          : t('billing.summary.free')}
      </p>
      {next && (
        <div className="mt-1 flex flex-wrap items-center gap-3 text-sm text-ink-700">
          <p>
            {t(next.scheduled ? 'billing.summary.scheduled' : 'billing.summary.next', {
              plan: t(`pricing.plan.${next.planId}`),
              date: formatDate(next.startsAt, locale),
            })}
          </p>
          {next.scheduled && (
            <button
              type="button"
              onClick={() => cancel.mutate()}
              disabled={cancel.isPending}
              className="min-h-11 rounded-md border border-ink-300 bg-white px-3 font-semibold text-ink-900 hover:bg-ink-50 disabled:opacity-60"
            >
              {t('billing.summary.cancelScheduled', { plan: t(`pricing.plan.${next.planId}`) })}
            </button>
          )}
        </div>
      )}
      {cancelledPlan && !next && (
        <p
          ref={confirmation}
          tabIndex={-1}
          role="status"
          className="mt-2 rounded-md bg-emerald-50 p-2 text-sm text-emerald-900 outline-none"
        >
          {t('billing.summary.cancelled', { plan: cancelledPlan })}
        </p>
      )}
      {cancel.isError && (
        <p role="alert" className="mt-2 rounded-md bg-red-50 p-2 text-sm text-red-900">
          {cancel.error instanceof ApiError && cancel.error.message
            ? cancel.error.message
            : t('billing.summary.cancelFailed')}
        </p>
      )}
    </section>
  );
}
