import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  errorsByStatus,
  v1ErrorCodes,
  v1OperationErrors,
  v1OperationOf,
  type V1ErrorCode,
} from './v1-error-codes.ts';

describe('the /v1 error codes table (issue 18)', () => {
  it('lists every code under at least one operation', () => {
    const used = new Set(Object.values(v1OperationErrors).flat());
    expect([...used].sort()).toEqual(Object.keys(v1ErrorCodes).sort());
  });

  it('is the table the API guide shows, status for status', () => {
    const guide = readFileSync(new URL('../../../../docs/api/README.md', import.meta.url), 'utf8');
    const rows = [...guide.matchAll(/^\| (\d{3}) +\| `([a-z_]+)` +\|/gm)].map(
      ([, status, code]) => [code, Number(status)],
    );
    expect(Object.fromEntries(rows)).toEqual(
      Object.fromEntries(Object.entries(v1ErrorCodes).map(([code, { status }]) => [code, status])),
    );
  });

  it('groups an operation’s codes by status, and names every submit one operation', () => {
    expect(errorsByStatus('get-balance')).toEqual(
      new Map<number, V1ErrorCode[]>([
        [400, ['unsupported_version']],
        [401, ['invalid_api_token']],
        [429, ['rate_limit_exceeded']],
      ]),
    );
    expect(v1OperationOf('submit-virtual-tryon-job')).toBe('submit-job');
    expect(v1OperationOf('get-job')).toBe('get-job');
    expect(v1OperationOf('toString')).toBeUndefined();
  });
});
