import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import {
  ACCOUNT_CLOSING_GRACE_DAYS,
  type ClosingNotice as Notice,
} from '../../contracts/account-closing.ts';
import { api } from '../../lib/api-client.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';

/**
 * Issue 40 (terms §7, decision 102): before the person confirms, what closing does to their
 * unused paid credits and which recent payments can still be refunded.
 */
export function ClosingNotice({ id }: { id: string }) {
  const t = useT();
  const locale = useStore($locale);
  const notice = useQuery({
    queryKey: ['closing-notice'],
    queryFn: () => api.get<Notice>('/auth/account/closing'),
  });
  const data = notice.data;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mt-3 rounded-md bg-amber-50 p-3">
      <h3 id={`${id}-title`} className="font-semibold text-ink-900">
        {t('accountClosing.notice.title')}
      </h3>
      {!data ? (
        <p role="status" className="mt-1 text-sm text-ink-800">
          {t('accountClosing.notice.loading')}
        </p>
      ) : (
        <div className="mt-1 space-y-2 text-sm text-ink-800">
          <p>
            {data.unused_paid_credits > 0
              ? t('accountClosing.notice.credits', {
                  credits: formatNumber(data.unused_paid_credits, locale),
                  days: ACCOUNT_CLOSING_GRACE_DAYS,
                })
              : t('accountClosing.notice.noCredits')}
          </p>
          {data.refundable_payments.length > 0 ? (
            <>
              <p>{t('accountClosing.notice.refundable', { days: data.refund_days })}</p>
              <ul className="list-disc pl-5">
                {data.refundable_payments.map((payment) => (
                  <li key={payment.reference}>
                    {t('accountClosing.notice.payment', {
                      reference: payment.reference,
                      amount: formatMoney(payment.amount, locale),
                      date: formatDate(payment.completed_at, locale),
                    })}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('accountClosing.notice.noRefund', { days: data.refund_days })}</p>
          )}
          <a
            href={locale === 'en' ? '/en/terms' : '/terms'}
            className="font-semibold text-brand-700 underline"
          >
            {t('accountClosing.notice.terms')}
          </a>
        </div>
      )}
    </section>
  );
}
