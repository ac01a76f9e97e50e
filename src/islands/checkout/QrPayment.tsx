import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OrderRedirect, PaymentQr, PaymentRecord } from '../../contracts/billing.ts';
import { api } from '../../lib/api-client.ts';
import { formatCountdown, formatMoney } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { useResendCountdown } from '../auth/resend-countdown.ts';
import { QrCode } from './QrCode.tsx';

/** How often the open checkout asks for its order's state. */
const FOLLOW_MS = 2500;
/** 288 CSS px: about 7.5 cm on a laptop screen, which a phone reads from arm's length. */
const QR_SIZE = 288;

/**
 * The code to scan on a QR rail (issue 43, decision 131): the QR, what to do with it, the bank
 * transfer spelled out (VietQR), a countdown to the code's end, and the order followed live: once
 * the provider's notification settles it, the page goes to the payment result by itself.
 */
export function QrPayment(props: {
  shown: OrderRedirect & { qr: PaymentQr };
  onRenew: () => void;
  renewing: boolean;
  onOtherMethod: () => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const { order, qr } = props.shown;
  const left = useResendCountdown(Date.parse(qr.expiresAt));
  const heading = useRef<HTMLHeadingElement>(null);
  const followed = useQuery({
    queryKey: ['order-state', order.id],
    queryFn: () => api.get<PaymentRecord>(`/payments/orders/${encodeURIComponent(order.id)}`),
    refetchInterval: (query) =>
      (query.state.data?.status ?? 'pending') === 'pending' ? FOLLOW_MS : false,
  });
  const state = followed.data?.status ?? 'pending';
  const expired = state === 'pending' && left === 0;
  const prefix = locale === 'en' ? '/en' : '';

  // The form that was focused is gone: focus moves to this panel, never to <body>.
  useEffect(() => heading.current?.focus(), [qr.payload]);
  useEffect(() => {
    if (state !== 'completed') return;
    const timer = setTimeout(
      () => window.location.assign(`${prefix}/payment/success?order=${order.id}`),
      800,
    );
    return () => clearTimeout(timer);
  }, [state, order.id, prefix]);

  return (
    <section
      aria-labelledby="qr-heading"
      className="grid gap-5 rounded-xl border border-ink-200 bg-white p-5"
    >
      <div>
        <h2 id="qr-heading" ref={heading} tabIndex={-1} className="text-lg font-bold text-ink-900">
          {t('billing.qr.heading')} · {t(`billing.gateway.${qr.gateway}`)}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{t(`billing.qr.scan.${qr.gateway}`)}</p>
      </div>
      <div className="grid items-start gap-5 md:grid-cols-[auto_1fr]">
        <div className={expired ? 'opacity-30' : undefined}>
          <QrCode
            payload={qr.payload}
            size={QR_SIZE}
            label={t('billing.qr.alt', { amount: formatMoney(order.amount, locale) })}
          />
        </div>
        <div className="grid gap-3">
          <p role="timer" className="text-sm font-semibold text-ink-900">
            {expired
              ? t('billing.qr.expired')
              : t('billing.qr.countdown', { time: formatCountdown(left, locale) })}
          </p>
          {qr.transfer && <TransferDetails transfer={qr.transfer} />}
          <p role="status" className="text-sm text-ink-700">
            {state === 'completed'
              ? t('billing.qr.paid')
              : state === 'pending'
                ? expired
                  ? ''
                  : t('billing.qr.waiting')
                : t('billing.errors.orderNotPayable')}
          </p>
          <div className="flex flex-wrap gap-3">
            {expired && (
              <button
                type="button"
                onClick={props.onRenew}
                aria-disabled={props.renewing}
                className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-60"
              >
                {t('billing.qr.renew')}
              </button>
            )}
            {qr.appUrl && !expired && (
              <a href={qr.appUrl} className="font-semibold text-brand-700 underline">
                {t(`billing.qr.open.${qr.gateway}`)}
              </a>
            )}
            <button
              type="button"
              onClick={props.onOtherMethod}
              className="font-semibold text-brand-700 underline"
            >
              {t('billing.qr.otherMethod')}
            </button>
          </div>
          {qr.standIn && !expired && (
            <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              <a href={qr.standIn} className="font-semibold underline">
                {t('billing.qr.standIn')}
              </a>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

function TransferDetails({ transfer }: { transfer: NonNullable<PaymentQr['transfer']> }) {
  const t = useT();
  const locale = useStore($locale);
  const [copied, setCopied] = useState('');
  const rows = [
    { label: t('billing.qr.bank'), value: transfer.bankName, copy: null },
    { label: t('billing.qr.account'), value: transfer.accountNumber, copy: transfer.accountNumber },
    { label: t('billing.qr.accountName'), value: transfer.accountName, copy: null },
    {
      label: t('billing.qr.amount'),
      value: formatMoney(transfer.amount, locale),
      copy: String(transfer.amount),
    },
    { label: t('billing.qr.content'), value: transfer.content, copy: transfer.content },
  ];
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">{t('billing.qr.transfer')}</h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="text-ink-700">{row.label}</dt>
            {/* Bank details are codes and names, never translated. */}
            <dd className="font-semibold text-ink-900" translate="no">
              {row.value}
            </dd>
            <dd>
              {row.copy && (
                <button
                  type="button"
                  className="min-h-8 rounded-md border border-ink-300 px-2 text-xs font-semibold text-ink-800 hover:bg-ink-50"
                  onClick={() =>
                    void navigator.clipboard
                      ?.writeText(row.copy!)
                      .then(() => setCopied(t('billing.qr.copied', { field: row.label })))
                  }
                >
                  {t('billing.qr.copy', { field: row.label })}
                </button>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className="mt-1 text-xs text-ink-700">
        {copied}
      </p>
    </div>
  );
}
