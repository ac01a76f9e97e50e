import { describe, expect, it } from 'vitest';
import { appTransId, vietnamDate, zalopayRefundId } from './zalopay-ids.ts';

describe('ZaloPay ids', () => {
  it("dates app_trans_id in Vietnam's time, a day ahead of UTC after 17:00", () => {
    expect(vietnamDate(new Date('2026-12-04T16:59:59Z'))).toBe('261204');
    expect(vietnamDate(new Date('2026-12-04T17:00:00Z'))).toBe('261205');
    expect(appTransId(new Date('2026-12-31T18:00:00Z'), 'KSABCDEFGHJKLMNP', 3)).toBe(
      '270101_KSABCDEFGHJKLMNP3',
    );
  });

  it('keeps app_trans_id within 40 characters', () => {
    expect(() => appTransId(new Date(), 'K'.repeat(40), 1)).toThrow(/40/);
  });

  it('makes m_refund_id yymmdd_appid_xxx, and keeps one already in that shape', () => {
    const now = new Date('2026-12-04T08:00:00Z');
    const id = zalopayRefundId('5b8e0c2a-1d4f-4e8b-9a7c-0f1e2d3c4b5a', '2553', now);
    expect(id).toBe('261204_2553_5b8e0c2a1d4f4e8b9a7c0f1e2d3c4b5a');
    expect(zalopayRefundId(id, '2553', new Date('2026-12-06T08:00:00Z'))).toBe(id);
  });
});
