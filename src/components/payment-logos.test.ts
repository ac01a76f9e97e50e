import { describe, expect, it } from 'vitest';
import { paymentLogos } from './payment-logos.ts';

describe('the footer’s payment logos (issue 43)', () => {
  it('shows only the methods the deployment accepts, cards only through VNPay', () => {
    expect(paymentLogos('vietqr,momo,zalopay,sandbox')).toEqual(['vietqr', 'momo', 'zalopay']);
    expect(paymentLogos('zalopay,vnpay')).toEqual(['zalopay', 'vnpay', 'visa', 'mastercard']);
    expect(paymentLogos('sandbox')).toEqual([]);
    expect(paymentLogos('')).toEqual([]);
  });
});
