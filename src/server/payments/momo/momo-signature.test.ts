import { describe, expect, it } from 'vitest';
import { momoRawSignature, momoSign, verifyMomo } from './momo-signature.ts';

/**
 * MoMo's public sandbox merchant, as its own samples publish it (github.com/momo-wallet/payment,
 * nodejs/MoMo.js). MoMo publishes no request with its signature for these keys, so each expected
 * signature below was computed once by an independent implementation, Python's standard library:
 *   python3 -c 'import hmac,hashlib; print(hmac.new(b"K951B6PE1waDMi640xX08PD3vg6EkVlz",
 *     RAW.encode("utf-8"), hashlib.sha256).hexdigest())'
 * with RAW the raw string each test spells out by hand from MoMo's documented field order.
 */
const keys = {
  partnerCode: 'MOMO',
  accessKey: 'F8BBA842ECF85',
  secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz',
};

describe('MoMo signatures (payment gateway API v2)', () => {
  it('signs a captureWallet create over its ten fields, accessKey first', () => {
    // The values of MoMo's own Node sample, with a fixed request id.
    const create = {
      partnerCode: 'MOMO',
      requestId: 'MOMO1700000000000',
      orderId: 'MOMO1700000000000',
      amount: 50000,
      orderInfo: 'pay with MoMo',
      redirectUrl: 'https://momo.vn/return',
      ipnUrl: 'https://callback.url/notify',
      requestType: 'captureWallet',
      extraData: '',
    };
    expect(momoRawSignature('create', create, keys.accessKey)).toBe(
      'accessKey=F8BBA842ECF85&amount=50000&extraData=&ipnUrl=https://callback.url/notify' +
        '&orderId=MOMO1700000000000&orderInfo=pay with MoMo&partnerCode=MOMO' +
        '&redirectUrl=https://momo.vn/return&requestId=MOMO1700000000000&requestType=captureWallet',
    );
    expect(momoSign('create', create, keys)).toBe(
      '4378bb95714712f6be833da81f743910a01e5ba6279bfe596b8a08e891259424',
    );
  });

  it('verifies an IPN (the fields of MoMo’s documented example, Vietnamese message in UTF-8)', () => {
    const ipn = {
      orderType: 'momo_wallet',
      amount: 1000,
      partnerCode: 'MOMO',
      orderId: 'Partner_Transaction_ID_1721720620078',
      extraData: 'eyJza3VzIjoiIn0=',
      signature: 'b399f6c544e9fa7ceeb26032a0af3a375d056f275d62f4416faf5acafc1134ee',
      transId: 4088878653,
      responseTime: 1721720663942,
      resultCode: 0,
      message: 'Giao dịch thành công.',
      payType: 'qr',
      requestId: 'Request_ID_1721720620078',
      orderInfo: 'Thank you for your purchase at MoMo_test',
    };
    expect(verifyMomo('notice', ipn, keys)).toBe(true);
    // The same notice with the numbers sent as strings (the browser's return) still verifies.
    const asQuery = Object.fromEntries(Object.entries(ipn).map(([k, v]) => [k, String(v)]));
    expect(verifyMomo('notice', asQuery, keys)).toBe(true);
    expect(verifyMomo('notice', { ...ipn, amount: 100 }, keys)).toBe(false);
    expect(verifyMomo('notice', { ...ipn, resultCode: 1006 }, keys)).toBe(false);
    expect(verifyMomo('notice', ipn, { ...keys, secretKey: 'another' })).toBe(false);
    expect(verifyMomo('notice', ipn, { ...keys, accessKey: 'another' })).toBe(false);
    expect(verifyMomo('notice', { ...ipn, signature: undefined }, keys)).toBe(false);
    expect(verifyMomo('notice', { ...ipn, signature: 'zz' }, keys)).toBe(false);
    expect(verifyMomo('notice', { ...ipn, signature: ipn.signature.toUpperCase() }, keys)).toBe(
      true,
    );
  });

  it('signs a query (the ids of MoMo’s documented query example)', () => {
    const query = { partnerCode: 'MOMO', requestId: '1527246504579', orderId: '1527246478428' };
    expect(momoRawSignature('query', query, keys.accessKey)).toBe(
      'accessKey=F8BBA842ECF85&orderId=1527246478428&partnerCode=MOMO&requestId=1527246504579',
    );
    expect(momoSign('query', query, keys)).toBe(
      '3cc375ec99731bc3d6981e6e8e7542ecc8ecdf76f0082682644abd1702c1f897',
    );
  });

  it('signs a refund over its seven fields', () => {
    const refund = {
      partnerCode: 'MOMO',
      orderId: 'Refund_1721720700000',
      requestId: 'Refund_1721720700000',
      amount: 1000,
      transId: 4088878653,
      description: 'Hoàn tiền đơn hàng',
    };
    expect(momoSign('refund', refund, keys)).toBe(
      '6a68993c31c7a3387e17f74d33e0ad03b25c5e38130ee52bbdda37879bd56243',
    );
  });
});
