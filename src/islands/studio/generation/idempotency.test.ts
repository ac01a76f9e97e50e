import { describe, expect, it } from 'vitest';
import { idempotencyKeyFor, newIdempotencyKey, nextAttempt } from './idempotency.ts';

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

describe('nextAttempt', () => {
  it('keeps the key and what was prepared when an identical submit got no answer', () => {
    const prepared = { garments: ['copied-sample'], models: ['m'] };
    const lost = { key: 'first', body: 'grid', unanswered: true, prepared };
    expect(nextAttempt(lost, 'grid', fresh)).toEqual({
      key: 'first',
      body: 'grid',
      unanswered: false,
      prepared,
    });
  });

  it('prepares again under a new key after an answer or for another grid', () => {
    const prepared = { garments: ['g'], models: ['m'] };
    const answered = nextAttempt(
      { key: 'first', body: 'grid', unanswered: false, prepared },
      'grid',
      fresh,
    );
    expect(answered.key).not.toBe('first');
    expect(answered.prepared).toBeUndefined();
    const other = nextAttempt(
      { key: 'first', body: 'grid', unanswered: true, prepared },
      'other',
      fresh,
    );
    expect(other.key).not.toBe('first');
    expect(other.prepared).toBeUndefined();
    expect(nextAttempt(null, 'grid', fresh).prepared).toBeUndefined();
  });
});

describe('newIdempotencyKey', () => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a v4 UUID, also where randomUUID is missing (plain http)', () => {
    expect(newIdempotencyKey()).toMatch(uuid);
    const insecure = {
      getRandomValues: crypto.getRandomValues.bind(crypto),
    } as Pick<Crypto, 'getRandomValues'>;
    const key = newIdempotencyKey(insecure);
    expect(key).toMatch(uuid);
    expect(newIdempotencyKey(insecure)).not.toBe(key);
  });
});
