import { formatMoney } from '../../../lib/format.ts';
import { standInPage } from '../rails/stand-in-page.ts';

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
  return standInPage({
    lang,
    words: w,
    rows: [
      [w.order, order.orderId],
      [w.info, order.orderInfo],
      [w.amount, formatMoney(order.amount, lang)],
      [w.qr, order.qrCodeUrl],
    ],
    action,
    closed: order.open ? null : w.closed,
    accent: '#a50064',
  });
}
