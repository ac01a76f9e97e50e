import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Gateway, OrderRedirect } from '../../contracts/billing.ts';
import { creditPacks, type CreditPackId } from '../../contracts/credit-packs.ts';
import { ApiError, api } from '../../lib/api-client.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { GatewayChoice } from './GatewayChoice.tsx';
import { QrPayment } from './QrPayment.tsx';
import { useStartPayment } from './use-start-payment.ts';

const radioRow =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-ink-200 px-3 has-checked:border-brand-700';

/**
 * /checkout?pack=… (issue 40, decision 102): a one-off credit pack, its payment method, then
 * the gateway. The prices are the contract's, which the API charges; `returnTo` (already
 * checked) is kept in this tab so the payment lands back where the shortage was.
 */
export function PackCheckout({
  packId,
  returnTo,
}: {
  packId: CreditPackId | null;
  returnTo: string | null;
}) {
  const t = useT();
  const locale = useStore($locale);
  const [pack, setPack] = useState<CreditPackId>(packId ?? creditPacks[1]!.id);
  const [gateway, setGateway] = useState<Gateway | undefined>();
  const packLegend = useId();
  const billing = useQuery({
    queryKey: ['billing-gateways'],
    queryFn: () => api.get<{ gateways: Gateway[] }>('/billing'),
  });
  const payment = useStartPayment(
    (chosen) =>
      api.post<OrderRedirect>('/payments/credit-packs/orders', { packId: pack, gateway: chosen }),
    returnTo,
  );
  const pay = payment.mutation;
  const gateways = billing.data?.gateways ?? [];
  const chosenGateway = gateway ?? gateways[0];
  const money = (amount: number) => formatMoney(amount, locale);
  const selected = creditPacks.find((candidate) => candidate.id === pack)!;
  if (billing.isPending) {
    return (
      <p role="status" className="mt-6">
        {t('session.loading')}
      </p>
    );
  }
  if (payment.shown?.qr) {
    return (
      <div className="mt-6">
        <QrPayment
          shown={{ ...payment.shown, qr: payment.shown.qr }}
          onRenew={() => payment.start(payment.shown!.qr!.gateway)}
          renewing={pay.isPending}
          onOtherMethod={payment.reset}
        />
      </div>
    );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        // aria-disabled keeps focus on the button (decision 097), so a second press is ignored here.
        if (chosenGateway && !pay.isPending && !payment.redirecting) payment.start(chosenGateway);
      }}
      className="mt-6 grid gap-6"
    >
      <section
        aria-labelledby="packs-heading"
        className="rounded-xl border border-ink-200 bg-white p-5"
      >
        <h2 id="packs-heading" className="text-lg font-bold text-ink-900">
          {t('billing.packs.heading')}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{t('billing.packs.intro')}</p>
        <fieldset aria-describedby={packLegend} className="mt-3">
          <legend id={packLegend} className="font-semibold text-ink-900">
            {t('billing.packs.legend')}
          </legend>
          <div className="mt-2 grid gap-2">
            {creditPacks.map((option) => (
              <label key={option.id} className={radioRow}>
                <input
                  type="radio"
                  name="pack"
                  value={option.id}
                  checked={pack === option.id}
                  onChange={() => setPack(option.id)}
                />
                <span>
                  {t('billing.packs.option', {
                    credits: formatNumber(option.credits, locale),
                    price: money(option.price),
                  })}
                  <span className="block text-xs text-ink-600">
                    {t('billing.packs.perCredit', {
                      price: money(Math.round(option.price / option.credits)),
                    })}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      </section>
      <section className="rounded-xl border border-ink-200 bg-white p-5">
        <GatewayChoice
          gateways={gateways}
          value={chosenGateway}
          onChange={setGateway}
          showingCode={Boolean(payment.shown)}
        />
        {pay.isError && (
          <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-900">
            {pay.error instanceof ApiError && pay.error.message
              ? pay.error.message
              : t('billing.checkout.failed')}
          </p>
        )}
        <button
          type="submit"
          aria-disabled={!chosenGateway || payment.redirecting}
          className="mt-4 w-full rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
        >
          {payment.redirecting
            ? t('billing.checkout.redirecting')
            : t('billing.checkout.pay', { amount: money(selected.price) })}
        </button>
        <p className="mt-3 text-xs text-ink-600">{t('billing.checkout.note')}</p>
      </section>
      <p className="flex flex-wrap gap-4 text-sm">
        <a href="/studio-pricing" className="font-semibold text-brand-700 underline">
          {t('billing.packs.plans')}
        </a>
        {returnTo && (
          <a href={returnTo} className="font-semibold text-brand-700 underline">
            {t('billing.packs.back')}
          </a>
        )}
      </p>
    </form>
  );
}
