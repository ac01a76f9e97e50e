import { describe, expect, it } from 'vitest';
import { countCalls, type ApiCallRecord } from './record-api-call.ts';

const call = (at: string, more: Partial<ApiCallRecord> = {}): ApiCallRecord => ({
  tokenId: '11111111-1111-4111-8111-111111111111',
  userId: '22222222-2222-4222-8222-222222222222',
  service: 'virtual-tryon',
  operation: 'get-job',
  statusCode: 200,
  errorCode: null,
  at: new Date(at),
  ...more,
});

describe('countCalls (decision 137)', () => {
  it('sums the calls of one token, UTC hour and outcome, and keeps the others apart', () => {
    const counts = countCalls([
      call('2026-12-04T10:00:00Z'),
      call('2026-12-04T10:59:59.999Z'),
      call('2026-12-04T11:00:00Z'),
      call('2026-12-04T10:30:00Z', { statusCode: 429, errorCode: 'rate_limit_exceeded' }),
      call('2026-12-04T10:30:00Z', { service: null, operation: 'get-balance' }),
    ]);
    const rows = counts.map(
      (c) => `${c.hour.toISOString()} ${c.operation} ${c.statusCode} ×${c.calls}`,
    );
    expect(rows.sort()).toEqual([
      '2026-12-04T10:00:00.000Z get-balance 200 ×1',
      '2026-12-04T10:00:00.000Z get-job 200 ×2',
      '2026-12-04T10:00:00.000Z get-job 429 ×1',
      '2026-12-04T11:00:00.000Z get-job 200 ×1',
    ]);
  });

  it('puts the same counts in the same order whatever order the calls came in', () => {
    const calls = [
      call('2026-12-04T09:10:00Z', { tokenId: 'b1111111-1111-4111-8111-111111111111' }),
      call('2026-12-04T09:20:00Z'),
      call('2026-12-04T08:05:00Z', { statusCode: 404, errorCode: 'not_found' }),
    ];
    const key = (list: ApiCallRecord[]) =>
      countCalls(list).map((c) => `${c.tokenId} ${c.hour.toISOString()} ${c.statusCode}`);
    expect(key([...calls].reverse())).toEqual(key(calls));
  });
});
