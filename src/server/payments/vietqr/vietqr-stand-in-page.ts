import { formatMoney } from '../../../lib/format.ts';
import { escapeHtml } from '../../mail/escape-html.ts';

/**
 * The stand-in's hosted payOS page (development and tests only, decision 134): the transfer to
 * make, an amount field that starts at the exact amount (change it to try a wrong transfer) and
 * two buttons. Plain HTML with no script, labelled and keyboard-usable. It plays payOS's page,
 * not ours, so its few words live here rather than in the product's dictionaries.
 */
const words = {
  vi: {
    title: 'payOS (mô phỏng) — Chuyển khoản VietQR',
    intro: 'Trang mô phỏng payOS khi phát triển: không có tiền thật nào được chuyển.',
    bank: 'Ngân hàng',
    account: 'Số tài khoản',
    accountName: 'Chủ tài khoản',
    content: 'Nội dung chuyển khoản',
    qr: 'Chuỗi VietQR',
    amount: 'Số tiền chuyển (VND)',
    pay: 'Chuyển khoản',
    cancel: 'Hủy',
    closed: 'Liên kết thanh toán này không còn nhận chuyển khoản.',
    other: 'English',
  },
  en: {
    title: 'payOS (stand-in) — VietQR bank transfer',
    intro: 'A development stand-in for payOS: no real money moves.',
    bank: 'Bank',
    account: 'Account number',
    accountName: 'Account holder',
    content: 'Transfer content',
    qr: 'VietQR string',
    amount: 'Amount to transfer (VND)',
    pay: 'Make the transfer',
    cancel: 'Cancel',
    closed: 'This payment link no longer takes transfers.',
    other: 'Tiếng Việt',
  },
} as const;

export interface StandInPageLink {
  bankName: string;
  accountNumber: string;
  accountName: string;
  amount: number;
  description: string;
  qrCode: string;
  open: boolean;
}

export function vietqrStandInPage(link: StandInPageLink, lang: 'vi' | 'en', action: string) {
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
${row(w.bank, link.bankName)}
${row(w.account, link.accountNumber)}
${row(w.accountName, link.accountName)}
${row(w.content, link.description)}
${row(w.amount, formatMoney(link.amount, lang))}
${row(w.qr, link.qrCode)}
</dl>
${
  link.open
    ? `<form method="post" action="${escapeHtml(action)}" style="display:grid;gap:12px;margin-top:24px">
<label for="amount">${escapeHtml(w.amount)}</label>
<input id="amount" name="amount" type="number" inputmode="numeric" min="1" step="1" required value="${link.amount}" style="font:inherit;padding:10px;min-height:44px">
<div style="display:flex;flex-wrap:wrap;gap:12px">
<button type="submit" name="action" value="pay" style="${button};background:#065f46;color:#fff;border-color:#065f46">${escapeHtml(w.pay)}</button>
<button type="submit" name="action" value="cancel" formnovalidate style="${button};background:#fff">${escapeHtml(w.cancel)}</button>
</div>
</form>`
    : `<p role="status">${escapeHtml(w.closed)}</p>`
}
</main>
</body>
</html>`;
}
