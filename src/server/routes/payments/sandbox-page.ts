import { escapeHtml } from '../../mail/escape-html.ts';
import { t } from '../../../i18n/index.ts';
import type { Lang } from '../../http/app-error.ts';
import { formatMoney } from '../../../lib/format.ts';
import type { OrderRow } from '../../services/billing/order-records.ts';
import { toPaymentRecord } from '../../services/billing/order-records.ts';

/**
 * The sandbox gateway's hosted checkout page: the order's summary and three buttons. Plain HTML
 * with no script, labelled and keyboard-usable, in the payer's language.
 */
export function sandboxPage(order: OrderRow, lang: Lang, formAction: string): string {
  const tr = t(lang);
  const record = toPaymentRecord(order, lang);
  const settled = order.status !== 'pending';
  const button = (outcome: string, label: string, style: string) =>
    `<button type="submit" name="outcome" value="${outcome}" style="${style}">${escapeHtml(label)}</button>`;
  const base =
    'font:inherit;padding:12px 18px;border-radius:8px;border:1px solid #1f2937;cursor:pointer;min-height:44px';
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(tr('billing.sandbox.title'))}</title></head>
<body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:40px auto;padding:0 16px">
<main>
<h1>${escapeHtml(tr('billing.sandbox.title'))}</h1>
<p>${escapeHtml(tr('billing.sandbox.intro'))}</p>
<dl style="display:grid;grid-template-columns:auto 1fr;gap:6px 16px">
<dt>${escapeHtml(tr('billing.receipt.reference'))}</dt><dd style="margin:0">${escapeHtml(order.reference)}</dd>
<dt>${escapeHtml(tr('billing.receipt.description'))}</dt><dd style="margin:0">${escapeHtml(record.description)}</dd>
<dt>${escapeHtml(tr('billing.receipt.amount'))}</dt><dd style="margin:0">${escapeHtml(formatMoney(order.amount, lang))}</dd>
</dl>
${
  settled
    ? `<p role="status">${escapeHtml(tr('billing.sandbox.settled'))}</p>`
    : `<form method="post" action="${escapeHtml(formAction)}" style="display:flex;flex-wrap:wrap;gap:12px;margin-top:24px">
${button('success', tr('billing.sandbox.pay'), `${base};background:#065f46;color:#fff;border-color:#065f46`)}
${button('cancel', tr('billing.sandbox.cancel'), `${base};background:#fff`)}
${button('failure', tr('billing.sandbox.fail'), `${base};background:#fff;color:#991b1b;border-color:#991b1b`)}
</form>`
}
</main>
</body>
</html>`;
}
