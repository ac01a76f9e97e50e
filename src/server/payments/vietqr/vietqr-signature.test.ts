import { describe, expect, it } from 'vitest';
import {
  paymentRequestSignature,
  payosDataSignature,
  payosDataText,
  verifyPayosData,
} from './vietqr-signature.ts';

/**
 * payOS's published webhook sample (payos.vn/docs "Kiểm tra dữ liệu với signature", quoted by
 * many integrations): its data, its checksum key and its signature `412e915d…eaa03`.
 */
const sampleKey = '1a54716c8f0efb2744fb28b6e38b25da7f67a925d98bc1c18bd8faaecadd7675';
const sampleData = {
  orderCode: 123,
  amount: 3000,
  description: 'VQRIO123',
  accountNumber: '12345678',
  reference: 'TF230204212323',
  transactionDateTime: '2023-02-04 18:25:00',
  currency: 'VND',
  paymentLinkId: '124c33293c43417ab7879e14c8d9eb18',
  code: '00',
  desc: 'Thành công',
  counterAccountBankId: '',
  counterAccountBankName: '',
  counterAccountName: '',
  counterAccountNumber: '',
  virtualAccountName: '',
  virtualAccountNumber: '',
};
const sampleSignature = '412e915d2871504ed31be63c8f62a149a4410d34c4c42affc9006ef9917eaa03';

describe('payOS signatures', () => {
  it("reproduces payOS's published webhook signature", () => {
    expect(payosDataSignature(sampleData, sampleKey)).toBe(sampleSignature);
    expect(verifyPayosData(sampleData, sampleSignature, sampleKey)).toBe(true);
    expect(verifyPayosData(sampleData, sampleSignature.toUpperCase(), sampleKey)).toBe(true);
  });

  it('refuses a changed field, another key and a malformed signature', () => {
    expect(verifyPayosData({ ...sampleData, amount: 30000 }, sampleSignature, sampleKey)).toBe(
      false,
    );
    expect(verifyPayosData(sampleData, sampleSignature, 'another key')).toBe(false);
    expect(verifyPayosData(sampleData, sampleSignature.slice(2), sampleKey)).toBe(false);
    expect(verifyPayosData(sampleData, undefined, sampleKey)).toBe(false);
    expect(verifyPayosData(sampleData, 'zz'.repeat(32), sampleKey)).toBe(false);
  });

  it('writes null as nothing and sorts the keys whatever their order', () => {
    expect(payosDataText({ b: null, a: 1, c: 'x' })).toBe('a=1&b=&c=x');
    expect(payosDataText({ items: [{ z: 1, a: 'q' }] })).toBe('items=[{"a":"q","z":1}]');
    const reversed = Object.fromEntries(Object.entries(sampleData).reverse());
    expect(payosDataSignature(reversed, sampleKey)).toBe(sampleSignature);
  });

  it('signs a payment request over its five fields in the documented order', () => {
    // Computed once with Python's hmac module (an independent implementation):
    // hmac.new(b'checksum', b'amount=399000&cancelUrl=https://api.test/c&description=KSABCDEFGHJKLMNP&orderCode=1765432109876&returnUrl=https://api.test/r', hashlib.sha256).hexdigest()
    expect(
      paymentRequestSignature(
        {
          amount: 399000,
          cancelUrl: 'https://api.test/c',
          description: 'KSABCDEFGHJKLMNP',
          orderCode: 1765432109876,
          returnUrl: 'https://api.test/r',
        },
        'checksum',
      ),
    ).toBe('e641f4f155f44b6473853c3c45a4396ae1855eed2a8d88c6c2aba943c8fb35d4');
  });
});
