import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { parseCancelAfter, preferredWait } from './job-control-headers.ts';

describe('Cancel-After', () => {
  it('reads plain seconds and durations with s, m or h', () => {
    expect(parseCancelAfter(undefined)).toBeUndefined();
    expect(parseCancelAfter('90')).toBe(90);
    expect(parseCancelAfter('30s')).toBe(30);
    expect(parseCancelAfter('5m')).toBe(300);
    expect(parseCancelAfter('24h')).toBe(86_400);
  });

  it('refuses a malformed or out-of-bounds value with a 422 naming the header', () => {
    for (const value of [
      '',
      'soon',
      '1.5m',
      '-10',
      '4',
      '25h',
      '86401',
      '5 minutes',
      // Issue 45: only the document's form, `^[0-9]+[smh]?$`.
      '10 m',
      ' 10m',
      '10m ',
      '10M',
      '+10',
    ]) {
      let thrown: unknown;
      try {
        parseCancelAfter(value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown, value).toBeInstanceOf(AppError);
      expect((thrown as AppError).status).toBe(422);
      expect((thrown as AppError).code).toBe('validation_failed');
    }
  });
});

describe('Prefer: wait', () => {
  it('reads wait among other preferences', () => {
    expect(preferredWait('wait=5')).toBe(5);
    expect(preferredWait('respond-async, wait=60')).toBe(60);
    expect(preferredWait('Wait = "10"')).toBe(10);
  });

  it('ignores a missing, malformed or out-of-range wait (RFC 7240)', () => {
    for (const value of [
      undefined,
      '',
      'respond-async',
      'wait=0',
      'wait=61',
      'wait=abc',
      'wait=2.5',
    ]) {
      expect(preferredWait(value), String(value)).toBeUndefined();
    }
  });
});
