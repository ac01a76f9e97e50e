import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor } from './idempotency.ts';

let n = 0;
const fresh = () => `key-${(n += 1)}`;

describe('idempotencyKeyFor', () => {
  it('gives the first submit a fresh key', () => {
    expect(idempotencyKeyFor(null, '{}', () => 'new')).toBe('new');
  });

  it('reuses the key when the same submit is repeated after no answer came', () => {
    const previous = { key: 'first', body: '{"a":1}', unanswered: true };
    expect(idempotencyKeyFor(previous, '{"a":1}', fresh)).toBe('first');
  });

  it('gives a new action a new key: answered, or with other inputs', () => {
    const answered = { key: 'first', body: '{"a":1}', unanswered: false };
    expect(idempotencyKeyFor(answered, '{"a":1}', fresh)).not.toBe('first');
    const other = { key: 'first', body: '{"a":1}', unanswered: true };
    expect(idempotencyKeyFor(other, '{"a":2}', fresh)).not.toBe('first');
  });
});
