import { QRPay } from 'vietnam-qr-pay';
import { describe, expect, it } from 'vitest';
import { vietqrBankName } from './vietqr-banks.ts';
import { buildVietQr, crc16CcittFalse } from './vietqr-string.ts';

/** Published VietQR strings (subiz/vietqr README; thanhtinhpas1/vietqr-parser), CRCs checked. */
const dynamicSample =
  '00020101021238570010A00000072701270006970415011300110019324180208QRIBFTTA530370454061200005802VN62170813ung ho lu lut6304C15C';
const staticSample =
  '00020001021238570010A00000072701270006970436011308810004580860208QRIBFTTA53037045802VN6304CD60';

describe('VietQR string', () => {
  it('computes CRC-16/CCITT-FALSE: its check value and the published strings', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse(dynamicSample.slice(0, -4))).toBe('C15C');
    expect(crc16CcittFalse(staticSample.slice(0, -4))).toBe('CD60');
  });

  it('reproduces the published dynamic VietQR exactly', () => {
    expect(
      buildVietQr({
        bankBin: '970415',
        accountNumber: '0011001932418',
        amount: 120000,
        content: 'ung ho lu lut',
      }),
    ).toBe(dynamicSample);
  });

  it('is read back by an independent decoder with a valid CRC', () => {
    const payload = buildVietQr({
      bankBin: '970422',
      accountNumber: 'VQRQ0001ui3na',
      amount: 399000,
      content: 'KSABCDEFGHJKLMNP',
    });
    const decoded = new QRPay(payload);
    expect(decoded.isValid).toBe(true);
    expect(decoded.provider.guid).toBe('A000000727');
    expect(decoded.initMethod).toBe('12');
    expect(decoded.consumer.bankBin).toBe('970422');
    expect(decoded.consumer.bankNumber).toBe('VQRQ0001ui3na');
    expect(decoded.amount).toBe('399000');
    expect(decoded.currency).toBe('704');
    expect(decoded.nation).toBe('VN');
    expect(decoded.additionalData.purpose).toBe('KSABCDEFGHJKLMNP');
    // A changed character no longer passes the decoder's CRC check.
    expect(new QRPay(payload.replace('399000', '399900')).isValid).toBe(false);
  });

  it('refuses what a bank app could not read or would change', () => {
    const transfer = {
      bankBin: '970422',
      accountNumber: '0123456789',
      amount: 1000,
      content: 'KS1',
    };
    expect(() => buildVietQr({ ...transfer, bankBin: '97042' })).toThrow(RangeError);
    expect(() => buildVietQr({ ...transfer, amount: 10.5 })).toThrow(RangeError);
    expect(() => buildVietQr({ ...transfer, amount: 0 })).toThrow(RangeError);
    expect(() => buildVietQr({ ...transfer, content: 'Thanh toán' })).toThrow(RangeError);
    expect(() => buildVietQr({ ...transfer, content: 'x'.repeat(26) })).toThrow(RangeError);
    expect(() => buildVietQr({ ...transfer, accountNumber: '0123 456' })).toThrow(RangeError);
  });

  it('names the common banks by BIN and leaves an unknown one as its BIN', () => {
    expect(vietqrBankName('970436')).toBe('Vietcombank');
    expect(vietqrBankName('970422')).toBe('MB Bank');
    expect(vietqrBankName('999999')).toBe('999999');
  });
});
