/**
 * Issue 43: the footer shows the payment methods this deployment really accepts. The site is
 * built with the API's enabled gateways (SITE_PAYMENT_METHODS, from siteBuildEnv); cards are
 * only taken through VNPay, and the development sandbox is not a method anyone pays with.
 * @example paymentLogos('vietqr,momo,sandbox') // ['vietqr', 'momo']
 * @example paymentLogos('vnpay') // ['vnpay', 'visa', 'mastercard']
 */
export const logoIds = ['vietqr', 'momo', 'zalopay', 'vnpay', 'visa', 'mastercard'] as const;
export type LogoId = (typeof logoIds)[number];

export function paymentLogos(methods: string): LogoId[] {
  const accepted = new Set(methods.split(',').map((method) => method.trim()));
  if (accepted.has('vnpay')) ['visa', 'mastercard'].forEach((card) => accepted.add(card));
  return logoIds.filter((id) => accepted.has(id));
}
