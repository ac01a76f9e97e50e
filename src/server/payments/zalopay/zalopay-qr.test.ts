import { QRPay } from 'vietnam-qr-pay';
import { describe, expect, it } from 'vitest';
import { crc16CcittFalse, withCrc, zalopayQrCode } from './zalopay-qr.ts';

/** qr_code values of ZaloPay's sandbox /v2/create answers, as published in integrations. */
const published = [
  '00020101021226530010vn.zalopay01061800050203001031810569330321051169538620010A00000072701320006970454011899ZP24334O007216770208QRIBFTTA5204739953037045405500005802VN630480E1',
  '00020101021226520010vn.zalopay0203001010627000503173307089089161731338580010A000000727012800069704540114998002401295460208QRIBFTTA5204739953037045405690005802VN62210817330708908916173136304409F',
];

describe('ZaloPay qr_code', () => {
  it('computes CRC-16/CCITT-FALSE: the check value, and the CRC of published codes', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    for (const code of published) expect(withCrc(code.slice(0, -8))).toBe(code);
  });

  it('builds a code an independent EMVCo decoder reads: NAPAS account, amount, content', () => {
    const code = zalopayQrCode({
      appId: '2553',
      orderToken: '261204000000123',
      bankBin: '970454',
      account: '99ZP26120400000123',
      amount: 399000,
      content: 'KSABCDEFGHJKLMNP',
    });
    expect(code).toMatch(/^00020101021226\d\d0010vn\.zalopay/);
    const decoded = new QRPay(code);
    expect(decoded.isValid).toBe(true);
    expect(decoded.consumer.bankBin).toBe('970454');
    expect(decoded.consumer.bankNumber).toBe('99ZP26120400000123');
    expect(decoded.amount).toBe('399000');
    expect(decoded.currency).toBe('704');
    expect(decoded.nation).toBe('VN');
    expect(decoded.additionalData.purpose).toBe('KSABCDEFGHJKLMNP');
    expect(code.slice(-4)).toBe(crc16CcittFalse(code.slice(0, -4)));
  });
});
