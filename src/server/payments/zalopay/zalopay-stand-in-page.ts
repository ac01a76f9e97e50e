import { formatMoney } from '../../../lib/format.ts';
import { escapeHtml } from '../../mail/escape-html.ts';

/**
 * The stand-in's hosted ZaloPay page (development and tests only, decision 133): the order, its
 * QR string and two buttons. Plain HTML with no script, labelled and keyboard-usable. It plays
 * ZaloPay's page, not ours, so its few words live here rather than in the product's dictionaries.
 */
const words = {
  vi: {
    title: 'ZaloPay (mô phỏng) — Thanh toán đơn hàng',
    intro: 'Trang mô phỏng ZaloPay khi phát triển: không có tiền thật nào được chuyển.',
    order: 'Mã giao dịch',
    description: 'Nội dung',
    amount: 'Số tiền',
    qr: 'Chuỗi mã QR',
    pay: 'Thanh toán',
    cancel: 'Hủy',
    paid: 'Đơn hàng này đã được thanh toán.',
    closed: 'Đơn hàng này không còn nhận thanh toán.',
    other: 'English',
  },
  en: {
    title: 'ZaloPay (stand-in) — Pay for an order',
    intro: 'A development stand-in for ZaloPay: no real money moves.',
    order: 'Transaction id',
    description: 'Description',
    amount: 'Amount',
    qr: 'QR string',
    pay: 'Pay',
    cancel: 'Cancel',
    paid: 'This order is paid.',
    closed: 'This order no longer takes payments.',
    other: 'Tiếng Việt',
  },
} as const;

export interface StandInPageOrder {
  appTransId: string;
  description: string;
  amount: number;
  qrCode: string;
  state: 'open' | 'paid' | 'closed';
}

export function zalopayStandInPage(order: StandInPageOrder, lang: 'vi' | 'en', action: string) {
  const w = words[lang];
  const other = lang === 'vi' ? 'en' : 'vi';
  const row = (label: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt><dd style="margin:0;overflow-wrap:anywhere">${escapeHtml(value)}</dd>`;
  const button =
    'font:inherit;padding:12px 18px;border-radius:8px;border:1px solid #1f2937;cursor:pointer;min-height:44px';
  const closing = order.state === 'paid' ? w.paid : w.closed;
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(w.title)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#111827;max-width:560px;margin:40px auto;padding:0 16px">
<main>
<p><a href="?lang=${other}" lang="${other}">${escapeHtml(w.other)}</a></p>
<h1>${escapeHtml(w.title)}</h1>
<p>${escapeHtml(w.intro)}</p>
<dl style="display:grid;grid-template-columns:auto 1fr;gap:6px 16px">
${row(w.order, order.appTransId)}
${row(w.description, order.description)}
${row(w.amount, formatMoney(order.amount, lang))}
${row(w.qr, order.qrCode)}
</dl>
${
  order.state === 'open'
    ? `<form method="post" action="${escapeHtml(action)}" style="display:flex;flex-wrap:wrap;gap:12px;margin-top:24px">
<button type="submit" name="action" value="pay" style="${button};background:#0068ff;color:#fff;border-color:#0068ff">${escapeHtml(w.pay)}</button>
<button type="submit" name="action" value="cancel" style="${button};background:#fff">${escapeHtml(w.cancel)}</button>
</form>`
    : `<p role="status">${escapeHtml(closing)}</p>`
}
</main>
</body>
</html>`;
}
