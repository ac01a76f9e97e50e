import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Gateway, OrderRedirect, PaymentRecord, Quote } from '../../contracts/billing.ts';
import type { Locale } from '../../i18n/locales.ts';
import { planIds, type PlanId } from '../../contracts/plans.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { $locale } from '../../stores/locale.ts';
import { AppShell } from '../app-shell/AppShell.tsx';
import { useT } from '../app-shell/i18n.ts';
import { RequireLogin } from '../app-shell/RequireLogin.tsx';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { creditPackIds, type CreditPackId } from '../../contracts/credit-packs.ts';
import { safeReturnPath } from '../../lib/return-path.ts';
import { GatewayChoice } from './GatewayChoice.tsx';
import { PackCheckout } from './PackCheckout.tsx';
import { QrPayment } from './QrPayment.tsx';
import { useStartPayment } from './use-start-payment.ts';
import { ScheduleDowngrade } from './ScheduleDowngrade.tsx';

/**
 * /checkout and /en/checkout (spec §2.2, login required): order summary, payment method, then
 * the gateway. A public-layout page: the site's header and footer come from the page, so the
 * island leaves out the app bar and its own <main> (decision 051).
 */
export default function CheckoutIsland({ locale }: { locale: Locale }) {
  return (
    <AppShell locale={locale} bar={false} main={false} skipLink={false}>
      <RequireLogin>
        <Checkout />
      </RequireLogin>
    </AppShell>
  );
}

type Choice =
  | { kind: 'plan'; planId: PlanId; billingCycle: 'monthly' | 'annual' }
  | { kind: 'free' }
  | { kind: 'order'; orderId: string }
  | { kind: 'pack'; packId: CreditPackId | null }
  | null;

/**
 * ?plan=pro&cycle=annual buys a plan; ?pack=pack-30 (or any other value: the choice) a credit
 * pack; ?order=<id> pays an order already open (a renewal).
 */
function readChoice(search: string): Choice {
  const params = new URLSearchParams(search);
  const order = params.get('order');
  if (order) return { kind: 'order', orderId: order };
  const pack = params.get('pack');
  if (pack !== null) {
    const known = (creditPackIds as readonly string[]).includes(pack);
    return { kind: 'pack', packId: known ? (pack as CreditPackId) : null };
  }
  const plan = params.get('plan');
  // The free plan is never bought: asking for its quote was a 400 (issue 40).
  if (plan === 'free') return { kind: 'free' };
  const cycle = params.get('cycle') === 'annual' ? 'annual' : 'monthly';
  if (plan && (planIds as readonly string[]).includes(plan)) {
    return { kind: 'plan', planId: plan as PlanId, billingCycle: cycle };
  }
  return null;
}

function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return fallback;
}

function Checkout() {
  const t = useT();
  const [choice] = useState(() => readChoice(window.location.search));
  // ?return=/virtual-tryon: where the payment lands back (decision 102), checked here.
  const [returnTo] = useState(() =>
    safeReturnPath(new URLSearchParams(window.location.search).get('return')),
  );
  return (
    <div className="container-page max-w-2xl py-10">
      <h1 className="text-3xl font-bold text-ink-900">{t('billing.checkout.heading')}</h1>
      {choice === null ? (
        <div className="mt-6">
          <p className="text-ink-700">{t('billing.checkout.noPlan')}</p>
          <a
            href="/studio-pricing"
            className="mt-4 inline-block font-semibold text-brand-700 underline"
          >
            {t('billing.checkout.toPricing')}
          </a>
        </div>
      ) : choice.kind === 'free' ? (
        <div className="mt-6">
          <p className="text-ink-700">{t('billing.checkout.freePlan')}</p>
          <a href="/dashboard" className="mt-4 inline-block font-semibold text-brand-700 underline">
            {t('billing.checkout.toDashboard')}
          </a>
        </div>
      ) : choice.kind === 'pack' ? (
        <PackCheckout packId={choice.packId} returnTo={returnTo} />
      ) : choice.kind === 'plan' ? (
        <PlanCheckout
          planId={choice.planId}
          billingCycle={choice.billingCycle}
          returnTo={returnTo}
        />
      ) : (
        <OrderCheckout orderId={choice.orderId} returnTo={returnTo} />
      )}
    </div>
  );
}

function PlanCheckout({
  planId,
  billingCycle,
  returnTo,
}: {
  planId: PlanId;
  billingCycle: 'monthly' | 'annual';
  returnTo: string | null;
}) {
  const t = useT();
  const quote = useQuery({
    queryKey: ['quote', planId, billingCycle],
    queryFn: () =>
      api.get<Quote>(`/payments/quote?${new URLSearchParams({ planId, billingCycle })}`),
    retry: false,
  });
  const payment = useStartPayment(
    (gateway) => api.post<OrderRedirect>('/payments/orders', { planId, billingCycle, gateway }),
    returnTo,
  );
  if (quote.isPending)
    return (
      <p role="status" className="mt-6">
        {t('session.loading')}
      </p>
    );
  if (quote.isError) {
    return (
      <div
        role="alert"
        className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
      >
        <p>{errorText(quote.error, t('billing.checkout.failed'))}</p>
        <a href="/studio-pricing" className="mt-2 inline-block font-semibold underline">
          {t('billing.checkout.toPricing')}
        </a>
      </div>
    );
  }
  const q = quote.data;
  if (q.kind === 'downgrade') return <ScheduleDowngrade quote={q} />;
  return (
    <Summary
      planId={q.planId}
      billingCycle={q.billingCycle}
      kind={q.kind}
      rows={{
        listPrice: q.listPrice,
        unusedCredit: q.unusedCredit,
        creditsTradedIn: q.creditsTradedIn,
        total: q.amount,
      }}
      period={{ start: q.startsAt, end: q.endsAt }}
      credits={q.creditsPerMonth}
      gateways={q.gateways}
      payment={payment}
    />
  );
}

function OrderCheckout({ orderId, returnTo }: { orderId: string; returnTo: string | null }) {
  const t = useT();
  const order = useQuery({
    queryKey: ['order', orderId],
    queryFn: () => api.get<PaymentRecord>(`/payments/orders/${encodeURIComponent(orderId)}`),
    retry: false,
  });
  const billing = useQuery({
    queryKey: ['billing-gateways'],
    queryFn: () => api.get<{ gateways: Gateway[] }>('/billing'),
  });
  const payment = useStartPayment(
    (gateway) =>
      api.post<OrderRedirect>(`/payments/orders/${encodeURIComponent(orderId)}/pay`, { gateway }),
    returnTo,
  );
  if (order.isPending || billing.isPending) {
    return (
      <p role="status" className="mt-6">
        {t('session.loading')}
      </p>
    );
  }
  if (order.isError || billing.isError || order.data.status !== 'pending') {
    return (
      <div
        role="alert"
        className="mt-6 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
      >
        <p>
          {order.isError
            ? errorText(order.error, t('billing.checkout.failed'))
            : order.data.status === 'expired'
              ? t('billing.errors.orderExpired')
              : t('billing.errors.orderNotPayable')}
        </p>
        <a href="/studio-pricing" className="mt-2 inline-block font-semibold underline">
          {t('billing.checkout.toPricing')}
        </a>
      </div>
    );
  }
  const o = order.data;
  if (o.kind === 'credit-pack') {
    // Choosing the same pack again reuses this open order (create-pack-order.ts).
    const packId = creditPackIds.find((id) => id === `pack-${o.credits}`) ?? null;
    return <PackCheckout packId={packId} returnTo={returnTo} />;
  }
  return (
    <Summary
      planId={o.planId}
      billingCycle={o.billingCycle}
      kind={o.kind}
      rows={{ listPrice: o.amount, unusedCredit: 0, creditsTradedIn: 0, total: o.amount }}
      period={null}
      credits={o.credits}
      gateways={billing.data.gateways}
      payment={payment}
    />
  );
}

function Summary(props: {
  planId: PlanId;
  billingCycle: 'monthly' | 'annual';
  kind: Quote['kind'];
  rows: { listPrice: number; unusedCredit: number; creditsTradedIn: number; total: number };
  period: { start: string; end: string } | null;
  credits: number | null;
  gateways: Gateway[];
  payment: ReturnType<typeof useStartPayment>;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [gateway, setGateway] = useState<Gateway | undefined>(props.gateways[0]);
  const { payment } = props;
  const error = payment.mutation.isError
    ? errorText(payment.mutation.error, t('billing.checkout.failed'))
    : null;
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <div className="mt-6 grid gap-6">
      <section
        aria-labelledby="order-summary"
        className="rounded-xl border border-ink-200 bg-white p-5"
      >
        <h2 id="order-summary" className="text-lg font-bold text-ink-900">
          {t('billing.checkout.summary')}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="text-ink-700">{t('billing.checkout.plan')}</dt>
          <dd className="font-semibold text-ink-900">{t(`pricing.plan.${props.planId}`)}</dd>
          <dt className="text-ink-700">{t('billing.checkout.cycle')}</dt>
          <dd>{t(`pricing.cycle.${props.billingCycle}`)}</dd>
          <dt className="text-ink-700">{t('billing.checkout.credits')}</dt>
          <dd>
            {props.credits === null
              ? t('billing.unlimited')
              : t('billing.creditsPerMonth', { credits: formatNumber(props.credits, locale) })}
          </dd>
          {props.period && (
            <>
              <dt className="text-ink-700">{t('billing.checkout.period')}</dt>
              <dd>
                {t('billing.checkout.periodRange', {
                  start: formatDate(props.period.start, locale),
                  end: formatDate(props.period.end, locale),
                })}
              </dd>
            </>
          )}
          <dt className="text-ink-700">{t('billing.checkout.listPrice')}</dt>
          <dd>{money(props.rows.listPrice)}</dd>
          {props.rows.unusedCredit > 0 && (
            <>
              <dt className="text-ink-700">{t('billing.checkout.unusedCredit')}</dt>
              <dd>−{money(props.rows.unusedCredit)}</dd>
            </>
          )}
          <dt className="font-bold text-ink-900">{t('billing.checkout.total')}</dt>
          <dd className="font-bold text-ink-900" data-testid="checkout-total">
            {money(props.rows.total)}
          </dd>
        </dl>
        <p className="mt-3 text-sm text-ink-700">{t(`billing.checkout.kind.${props.kind}`)}</p>
        {props.rows.creditsTradedIn > 0 && (
          <p className="mt-2 text-sm text-ink-700">
            {t('billing.checkout.creditsTradedIn', {
              credits: formatNumber(props.rows.creditsTradedIn, locale),
            })}
          </p>
        )}
      </section>

      {payment.shown?.qr ? (
        <QrPayment
          shown={{ ...payment.shown, qr: payment.shown.qr }}
          onRenew={() => payment.start(payment.shown!.qr!.gateway)}
          renewing={payment.mutation.isPending}
          onOtherMethod={payment.reset}
        />
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (gateway && !payment.mutation.isPending) payment.start(gateway);
          }}
          className="rounded-xl border border-ink-200 bg-white p-5"
        >
          <GatewayChoice
            gateways={props.gateways}
            value={gateway}
            onChange={setGateway}
            showingCode={Boolean(payment.shown)}
          />
          {error && (
            <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={!gateway || payment.redirecting}
            className="mt-4 w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {payment.redirecting
              ? t('billing.checkout.redirecting')
              : t('billing.checkout.pay', { amount: money(props.rows.total) })}
          </button>
          <p className="mt-3 text-xs text-ink-600">{t('billing.checkout.note')}</p>
        </form>
      )}
    </div>
  );
}
