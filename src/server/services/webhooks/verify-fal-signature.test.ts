import { createHash, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkFalSignature,
  createFalVerifier,
  keysFromJwks,
  TIMESTAMP_TOLERANCE_SECONDS,
} from './verify-fal-signature.ts';

const now = 1_900_000_000;
const { privateKey, publicKey } = generateKeyPairSync('ed25519');
const jwks = { keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1' }] };
const keys = keysFromJwks(jwks);

/** Signs as fal documents: request id, user id, timestamp and the body's SHA-256, one per line. */
function delivery(body: string, timestamp = now, key = privateKey) {
  const digest = createHash('sha256').update(body).digest('hex');
  const message = ['req-1', 'user-1', String(timestamp), digest].join('\n');
  return new Headers({
    'x-fal-webhook-request-id': 'req-1',
    'x-fal-webhook-user-id': 'user-1',
    'x-fal-webhook-timestamp': String(timestamp),
    'x-fal-webhook-signature': sign(null, Buffer.from(message), key).toString('hex'),
  });
}

const body = '{"request_id":"req-1","status":"OK","payload":{}}';
const bytes = new TextEncoder().encode(body);

describe('checkFalSignature (docs.fal.ai webhooks, "Verifying Your Webhook")', () => {
  it('accepts a delivery signed with a key of the JWKS', () => {
    expect(checkFalSignature(delivery(body), bytes, keys, now)).toEqual({ ok: true });
  });

  it('accepts a timestamp at the edge of the five-minute tolerance', () => {
    const sent = now - TIMESTAMP_TOLERANCE_SECONDS;
    expect(checkFalSignature(delivery(body, sent), bytes, keys, now).ok).toBe(true);
  });

  it('refuses a changed body, another key and a changed header', () => {
    const changed = new TextEncoder().encode(body.replace('OK', 'ERROR'));
    expect(checkFalSignature(delivery(body), changed, keys, now)).toEqual({
      ok: false,
      reason: 'bad signature',
    });
    const other = generateKeyPairSync('ed25519').privateKey;
    expect(checkFalSignature(delivery(body, now, other), bytes, keys, now).ok).toBe(false);
    const headers = delivery(body);
    headers.set('x-fal-webhook-user-id', 'someone-else');
    expect(checkFalSignature(headers, bytes, keys, now).ok).toBe(false);
  });

  it('refuses a stale or future timestamp', () => {
    const stale = delivery(body, now - TIMESTAMP_TOLERANCE_SECONDS - 1);
    expect(checkFalSignature(stale, bytes, keys, now)).toEqual({
      ok: false,
      reason: 'stale timestamp',
    });
    const future = delivery(body, now + TIMESTAMP_TOLERANCE_SECONDS + 1);
    expect(checkFalSignature(future, bytes, keys, now).ok).toBe(false);
  });

  it('refuses missing headers and a malformed signature', () => {
    expect(checkFalSignature(new Headers(), bytes, keys, now)).toEqual({
      ok: false,
      reason: 'missing headers',
    });
    const headers = delivery(body);
    headers.set('x-fal-webhook-signature', 'zz');
    expect(checkFalSignature(headers, bytes, keys, now).ok).toBe(false);
  });

  it('reads padded Ed25519 keys and skips others', () => {
    const padded = { keys: [{ ...jwks.keys[0], x: `${jwks.keys[0]!.x}=` }, { kty: 'RSA' }] };
    expect(keysFromJwks(padded)).toHaveLength(1);
    expect(keysFromJwks(null)).toEqual([]);
  });
});

describe('createFalVerifier', () => {
  it('fetches the JWKS once and reuses it', async () => {
    let fetched = 0;
    const verifier = createFalVerifier({
      jwksUrl: 'https://keys.example/jwks.json',
      fetch: () => {
        fetched += 1;
        return Promise.resolve(Response.json(jwks));
      },
    });
    expect((await verifier.verify(delivery(body), bytes, now)).ok).toBe(true);
    expect((await verifier.verify(delivery(body), bytes, now)).ok).toBe(true);
    expect(fetched).toBe(1);
  });
});
