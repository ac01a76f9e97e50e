import { formatMoney } from '../../../lib/format.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import { standInPage } from '../rails/stand-in-page.ts';

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
  return standInPage({
    lang,
    words: w,
    rows: [
      [w.bank, link.bankName],
      [w.account, link.accountNumber],
      [w.accountName, link.accountName],
      [w.content, link.description],
      [w.amount, formatMoney(link.amount, lang)],
      [w.qr, link.qrCode],
    ],
    action,
    closed: link.open ? null : w.closed,
    accent: '#065f46',
    // The amount starts exact; another one tries a wrong transfer.
    fields: `<label for="amount">${escapeHtml(w.amount)}</label>
<input id="amount" name="amount" type="number" inputmode="numeric" min="1" step="1" required value="${link.amount}" style="font:inherit;padding:10px;min-height:44px">`,
  });
}
