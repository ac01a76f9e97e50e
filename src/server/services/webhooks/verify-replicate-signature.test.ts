import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkReplicateSignature } from './verify-replicate-signature.ts';

// The signing steps of https://replicate.com/docs/topics/webhooks/verify-webhook.
const secret = `whsec_${Buffer.from('a shared signing key of 32 bytes').toString('base64')}`;
const now = 1_750_000_000;

function headersFor(body: string, options: { id?: string; timestamp?: number; key?: string }) {
  const id = options.id ?? 'msg_1';
  const timestamp = String(options.timestamp ?? now);
  const key = Buffer.from((options.key ?? secret).slice('whsec_'.length), 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return new Headers({
    'webhook-id': id,
    'webhook-timestamp': timestamp,
    'webhook-signature': `v1,c29tZSBvbGQga2V5 v1,${signature}`,
  });
}

const check = (headers: Headers, body: string, at = now) =>
  checkReplicateSignature(headers, new TextEncoder().encode(body), secret, at);

describe('checkReplicateSignature', () => {
  const body = JSON.stringify({ id: 'p1', status: 'succeeded' });

  it('accepts a delivery signed with the secret, among other signatures', () => {
    expect(check(headersFor(body, {}), body)).toEqual({ ok: true });
  });

  it('refuses a changed body, another secret, or missing headers', () => {
    expect(check(headersFor(body, {}), body.replace('p1', 'p2')).ok).toBe(false);
    const other = `whsec_${Buffer.from('another key').toString('base64')}`;
    expect(check(headersFor(body, { key: other }), body).ok).toBe(false);
    expect(check(new Headers(), body)).toEqual({ ok: false, reason: 'missing headers' });
  });

  it('refuses a delivery signed more than five minutes from now (a replay)', () => {
    expect(check(headersFor(body, {}), body, now + 301)).toEqual({
      ok: false,
      reason: 'timestamp out of range',
    });
    expect(check(headersFor(body, {}), body, now + 299).ok).toBe(true);
  });
});
