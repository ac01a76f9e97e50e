import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { PaymentRecord } from '../../contracts/billing.ts';
import { api } from '../../lib/api-client.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { paymentMethodKey } from '../../i18n/payment-method.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';

const statusTone = {
  completed: 'bg-emerald-50 text-emerald-800',
  pending: 'bg-amber-50 text-amber-900',
  failed: 'bg-red-50 text-red-800',
  expired: 'bg-ink-100 text-ink-700',
  refunded: 'bg-sky-50 text-sky-900',
} as const;

/** Spec §2.10 payment history, with the §3 payment record fields; a pending order can be paid. */
export function PaymentHistory() {
  const t = useT();
  const locale = useStore($locale);
  // Our gateway ids ('sandbox') are named in the dictionaries; a gateway's own text stays.
  const methodLabel = (method: string | null) => {
    if (method === null) return '—';
    const key = paymentMethodKey(method);
    return key ? t(key) : method;
  };
  const history = useQuery({
    queryKey: ['payment-history', locale],
    queryFn: () => api.get<{ payments: PaymentRecord[] }>('/payments/history'),
  });
  return (
    <section aria-labelledby="payment-history-heading" className="mt-10">
      <h2 id="payment-history-heading" className="text-xl font-bold text-ink-900">
        {t('billing.history.title')}
      </h2>
      {history.isError ? (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4">
          <p className="text-red-900">{t('billing.history.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void history.refetch()}
            className="mt-2 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-900"
          >
            {t('studio.pricing.retry')}
          </button>
        </div>
      ) : history.isPending ? (
        <p role="status" className="mt-3 text-ink-700">
          {t('session.loading')}
        </p>
      ) : history.data.payments.length === 0 ? (
        <p className="mt-3 text-ink-700">{t('billing.history.empty')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-lg border border-ink-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-ink-50 text-ink-800">
              <tr>
                <th scope="col" className="px-4 py-2">
                  {t('billing.history.date')}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t('billing.history.description')}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t('billing.history.amount')}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t('billing.history.status')}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t('billing.history.credits')}
                </th>
                <th scope="col" className="px-4 py-2">
                  {t('billing.history.method')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.data.payments.map((payment) => (
                <tr key={payment.id} className="border-t border-ink-100">
                  <td className="px-4 py-2 whitespace-nowrap">
                    {formatDate(payment.date, locale)}
                  </td>
                  <td className="px-4 py-2">
                    {payment.description}
                    {/* A payment reference is a code, not words: never translated. */}
                    <span className="block text-xs text-ink-600" translate="no">
                      {payment.reference}
                    </span>
                  </td>
                  <td className="px-4 py-2 whitespace-nowrap">
                    {formatMoney(payment.amount, locale)}
                  </td>
                  <td className="px-4 py-2">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[payment.status]}`}
                    >
                      {t(`billing.status.${payment.status}`)}
                    </span>
                    {payment.status === 'pending' && (
                      <a
                        href={`${locale === 'en' ? '/en' : ''}/checkout?order=${payment.id}`}
                        className="ml-2 text-xs font-semibold text-brand-700 underline"
                      >
                        {t('billing.history.payNow')}
                      </a>
                    )}
                  </td>
                  <td className="px-4 py-2">
                    {payment.credits === null
                      ? t('billing.unlimited')
                      : t(
                          payment.kind === 'credit-pack'
                            ? 'billing.packs.credits'
                            : 'billing.creditsPerMonth',
                          { credits: formatNumber(payment.credits, locale) },
                        )}
                  </td>
                  <td className="px-4 py-2">{methodLabel(payment.paymentMethod)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
