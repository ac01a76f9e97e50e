import { PACK_ORDER_KIND } from '../../../contracts/billing.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import { t } from '../../../i18n/index.ts';
import type { Lang } from '../../http/app-error.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { formatLongDate, formatMoney } from '../../../lib/format.ts';
import { paymentMethodKey } from '../../../i18n/payment-method.ts';
import { toPaymentRecord, type OrderRow } from './order-records.ts';

/** 'sandbox' reads as the gateway's name in the payer's language (issue 22 point 14). */
function methodLabel(method: string, tr: ReturnType<typeof t>): string {
  const key = paymentMethodKey(method);
  return key ? tr(key) : method;
}

function render(
  lang: Lang,
  to: string,
  subject: string,
  lines: [string, string][],
  intro: string,
  link?: { url: string; label: string },
): MailMessage {
  const tr = t(lang);
  const text = [
    intro,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    ...(link ? ['', `${link.label}: ${link.url}`] : []),
    '',
    tr('mail.signature'),
  ].join('\n');
  const rows = lines
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const button = link
    ? `<p style="margin:16px 0"><a href="${escapeHtml(link.url)}" style="background:#111;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:560px">
<p>${escapeHtml(intro)}</p><table>${rows}</table>${button}<p>${escapeHtml(tr('mail.signature'))}</p></body></html>`;
  return { to, subject, text, html };
}

/** The receipt for a completed order (spec §3 payment record fields), in the payer's language. */
export function receiptMail(
  lang: Lang,
  to: { email: string; name: string },
  order: OrderRow,
): MailMessage {
  const tr = t(lang);
  const record = toPaymentRecord(order, lang);
  const lines: [string, string][] = [
    [tr('billing.receipt.reference'), order.reference],
    [tr('billing.receipt.date'), formatLongDate(order.completedAt ?? order.createdAt, lang)],
    [tr('billing.receipt.description'), record.description],
    [tr('billing.receipt.amount'), formatMoney(order.amount, lang)],
    [tr('billing.receipt.method'), methodLabel(order.paymentMethod ?? order.gateway ?? '', tr)],
    [
      tr('billing.receipt.credits'),
      order.credits === null
        ? tr('billing.unlimited')
        : order.kind === PACK_ORDER_KIND
          ? tr('billing.packs.credits', { credits: order.credits })
          : tr('billing.creditsPerMonth', { credits: order.credits }),
    ],
    [tr('billing.receipt.status'), tr('billing.status.completed')],
  ];
  return render(
    lang,
    to.email,
    tr('billing.receipt.subject', { reference: order.reference }),
    lines,
    tr('billing.receipt.intro', { name: to.name }),
  );
}

/** The reminder that a paid period ends soon, with the link to pay the renewal order. */
export function renewalMail(
  lang: Lang,
  to: { email: string; name: string },
  order: OrderRow,
  periodEnd: Date,
  payUrl: string,
  kind: 'renewal' | 'scheduled' = 'renewal',
): MailMessage {
  const tr = t(lang);
  const record = toPaymentRecord(order, lang);
  return render(
    lang,
    to.email,
    tr(`billing.${kind}.subject`),
    [
      [tr('billing.receipt.description'), record.description],
      [tr('billing.receipt.amount'), formatMoney(order.amount, lang)],
      [tr('billing.renewal.ends'), formatLongDate(periodEnd, lang)],
    ],
    tr(`billing.${kind}.intro`, { name: to.name }),
    { url: payUrl, label: tr(`billing.${kind}.button`) },
  );
}
