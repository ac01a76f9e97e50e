/**
 * The payment result routes and the screen each shows: /payment/cancelled is the same screen as
 * /payment/cancel (spec §2.1).
 */
export const paymentScreens = {
  success: 'success',
  cancel: 'cancel',
  cancelled: 'cancel',
  error: 'error',
} as const;

export type PaymentStatus = keyof typeof paymentScreens;
