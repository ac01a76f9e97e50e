import { formatMoney } from '../../../lib/format.ts';
import { standInPage } from '../rails/stand-in-page.ts';

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
  return standInPage({
    lang,
    words: w,
    rows: [
      [w.order, order.appTransId],
      [w.description, order.description],
      [w.amount, formatMoney(order.amount, lang)],
      [w.qr, order.qrCode],
    ],
    action,
    closed: order.state === 'open' ? null : order.state === 'paid' ? w.paid : w.closed,
    accent: '#0068ff',
  });
}
