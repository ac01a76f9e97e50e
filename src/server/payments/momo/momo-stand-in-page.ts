import { formatMoney } from '../../../lib/format.ts';
import { escapeHtml } from '../../mail/escape-html.ts';

/**
 * The stand-in's hosted MoMo page (development and tests only, decision 132): the order, the
 * amount, the string MoMo's QR encodes, and "Pay" / "Cancel". Plain HTML with no script,
 * labelled and keyboard-usable. It plays MoMo's page, not ours, so its few words live here
 * rather than in the product's dictionaries.
 */
const words = {
  vi: {
    title: 'MoMo (mô phỏng) — Thanh toán bằng ví MoMo',
    intro: 'Trang mô phỏng MoMo khi phát triển: không có tiền thật nào được chuyển.',
    order: 'Mã đơn hàng',
    info: 'Nội dung',
    amount: 'Số tiền',
    qr: 'Chuỗi mã QR',
    pay: 'Thanh toán',
    cancel: 'Hủy',
    closed: 'Đơn thanh toán này không còn nhận thanh toán.',
    other: 'English',
  },
  en: {
    title: 'MoMo (stand-in) — Pay with the MoMo wallet',
    intro: 'A development stand-in for MoMo: no real money moves.',
    order: 'Order id',
    info: 'Description',
    amount: 'Amount',
    qr: 'QR string',
    pay: 'Pay',
    cancel: 'Cancel',
    closed: 'This payment no longer takes payments.',
    other: 'Tiếng Việt',
  },
} as const;

export interface MomoStandInPageOrder {
  orderId: string;
  orderInfo: string;
  amount: number;
  qrCodeUrl: string;
  open: boolean;
}

export function momoStandInPage(order: MomoStandInPageOrder, lang: 'vi' | 'en', action: string) {
  const w = words[lang];
  const other = lang === 'vi' ? 'en' : 'vi';
  const row = (label: string, value: string) =>
    `<dt>${escapeHtml(label)}</dt><dd style="margin:0;overflow-wrap:anywhere">${escapeHtml(value)}</dd>`;
  const button =
    'font:inherit;padding:12px 18px;border-radius:8px;border:1px solid #1f2937;cursor:pointer;min-height:44px';
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
${row(w.order, order.orderId)}
${row(w.info, order.orderInfo)}
${row(w.amount, formatMoney(order.amount, lang))}
${row(w.qr, order.qrCodeUrl)}
</dl>
${
  order.open
    ? `<form method="post" action="${escapeHtml(action)}" style="display:flex;flex-wrap:wrap;gap:12px;margin-top:24px">
<button type="submit" name="action" value="pay" style="${button};background:#a50064;color:#fff;border-color:#a50064">${escapeHtml(w.pay)}</button>
<button type="submit" name="action" value="cancel" style="${button};background:#fff">${escapeHtml(w.cancel)}</button>
</form>`
    : `<p role="status">${escapeHtml(w.closed)}</p>`
}
</main>
</body>
</html>`;
}
