import { describe, expect, it } from 'vitest';
import {
  callbackMac,
  createOrderMac,
  queryOrderMac,
  queryRefundMac,
  redirectChecksum,
  refundMac,
  verifyCallback,
  verifyRedirect,
} from './zalopay-signature.ts';

/** ZaloPay's public sandbox app, whose keys its own samples publish (app_id 2553). */
const APP_ID = 2553;
const KEY1 = 'PcY4iZIKFCIdgZvA6ueMcMHHUbRLYjPL';
const KEY2 = 'kLtgPl8HHhfvMuDHPwKfgfsY4Ydm9eIz';

/** The callback sample of ZaloPay's callback document, verbatim, and its published mac. */
const SAMPLE_DATA =
  '{"app_id":2553,"app_trans_id":"200904_2553_1598435687208","app_time":1599189392817,"app_user":"demo","amount":10000,"embed_data":"{\\"merchantinfo\\":\\"embeddata123\\",\\"promotioninfo\\":\\"\\"}","item":"[{\\"itemid\\":\\"knb\\",\\"itemname\\":\\"kim nguyen bao\\",\\"itemprice\\":198400,\\"itemquantity\\":1}]","zp_trans_id":200904000000389,"server_time":1599189413498,"channel":38,"merchant_user_id":"7ZMSl3nEg5sOUJzOLSoUFT8xKNQVaLOLXHB--8Eytqc","user_fee_amount":0,"discount_amount":0}';
const SAMPLE_MAC = 'd8d33baf449b31d7f9b94fa50d7c942c08cd4d83f28fa185557da21acb104f67';

describe('ZaloPay callback MAC', () => {
  it('reproduces the published sample with the sandbox key2 over the raw data string', () => {
    expect(callbackMac(SAMPLE_DATA, KEY2)).toBe(SAMPLE_MAC);
    expect(verifyCallback({ data: SAMPLE_DATA, mac: SAMPLE_MAC }, KEY2)).toBe(true);
  });

  it('refuses the same data re-serialised, another key, or a mac that is not a string', () => {
    const reserialised = JSON.stringify(JSON.parse(SAMPLE_DATA), null, 1);
    expect(verifyCallback({ data: reserialised, mac: SAMPLE_MAC }, KEY2)).toBe(false);
    expect(verifyCallback({ data: SAMPLE_DATA, mac: SAMPLE_MAC }, KEY1)).toBe(false);
    expect(verifyCallback({ data: SAMPLE_DATA, mac: 42 }, KEY2)).toBe(false);
    expect(verifyCallback({ data: SAMPLE_DATA, mac: 'ä'.repeat(64) }, KEY2)).toBe(false);
  });
});

// The vectors below have no published counterpart: they were computed once with Python's hmac
// module (hmac.new(key, text, hashlib.sha256).hexdigest()) over the documented field order, with
// the sandbox keys, and pasted here.
describe('ZaloPay request MACs (key1)', () => {
  it('signs /v2/create over app_id|app_trans_id|app_user|amount|app_time|embed_data|item', () => {
    const mac = createOrderMac(
      {
        app_id: APP_ID,
        app_trans_id: '261204_KSABCDEFGHJKLMNP1',
        app_user: 'KSABCDEFGHJKLMNP',
        amount: 399000,
        app_time: 1796371200000,
        embed_data:
          '{"redirecturl":"https://api.kieu.test/payments/zalopay/return?lang=vi&order=1"}',
        item: '[]',
      },
      KEY1,
    );
    expect(mac).toBe('c2c129a06c589775e876be446f97db62d65fc33a5ccc0dbfa64cb12a2efa8ce5');
  });

  it('signs /v2/query over app_id|app_trans_id|key1', () => {
    expect(queryOrderMac(APP_ID, '261204_KSABCDEFGHJKLMNP1', KEY1)).toBe(
      '3a5582471a146894b3bdaae00e2fd98c6e51b448936787b63210f2c4431b95c6',
    );
  });

  it('signs /v2/refund with and without a refund fee after the amount', () => {
    const fields = {
      app_id: APP_ID,
      zp_trans_id: '261204000000389',
      amount: 399000,
      description: 'Hoan tien KSABCDEFGHJKLMNP',
      timestamp: 1796371200000,
    };
    expect(refundMac(fields, KEY1)).toBe(
      '8d2a16b215cf57648dc5689d6788f405e52b9f312f879624469189c75bc41e92',
    );
    expect(refundMac({ ...fields, refund_fee_amount: 1000 }, KEY1)).toBe(
      '316fcac12dffd0fae0ad002074c415aff5101bd1628f35c8f9cc110410074759',
    );
  });

  it('signs /v2/query_refund over app_id|m_refund_id|timestamp', () => {
    expect(queryRefundMac(APP_ID, '261204_2553_abc123', 1796371200000, KEY1)).toBe(
      '3297a306fd451babf5a07fe73acd3169dc496f6c734487fd8fdc56820b54250b',
    );
  });
});

describe('ZaloPay redirect checksum (key2)', () => {
  const params = {
    appid: '2553',
    apptransid: '261204_KSABCDEFGHJKLMNP1',
    pmcid: '38',
    bankcode: 'zalopayapp',
    amount: '399000',
    discountamount: '0',
    status: '1',
  };

  it('covers appid|apptransid|pmcid|bankcode|amount|discountamount|status', () => {
    const checksum = 'af622f19ce8085f17ae33efa009647823d7c3d675a48ae3ca269f782c301d1a2';
    expect(redirectChecksum(params, KEY2)).toBe(checksum);
    expect(verifyRedirect({ ...params, checksum }, KEY2)).toBe(true);
    expect(verifyRedirect({ ...params, status: '-49', checksum }, KEY2)).toBe(false);
    expect(verifyRedirect(params, KEY2)).toBe(false);
  });
});
