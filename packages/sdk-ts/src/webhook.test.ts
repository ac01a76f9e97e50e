import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../../src/server/services/api-webhooks/sign-webhook.ts';
import { verifyWebhook } from './webhook.ts';

const secret = 'whsec_test';
const rawBody = '{"event":"job.succeeded","job":{"id":"j1"}}';
const nowSeconds = 1_800_000_000;
const header = signWebhook(secret, {
  event: 'job.succeeded',
  deliveryId: 'd1',
  rawBody,
  nowSeconds,
})['Kieu-Signature'];

describe('verifyWebhook', () => {
  it('accepts the signature the server sends for this body', () => {
    expect(verifyWebhook(secret, header, rawBody, { nowSeconds })).toBe(true);
  });

  it('refuses another body, another secret, a missing header or a garbled one', () => {
    expect(verifyWebhook(secret, header, `${rawBody} `, { nowSeconds })).toBe(false);
    expect(verifyWebhook('whsec_other', header, rawBody, { nowSeconds })).toBe(false);
    expect(verifyWebhook(secret, undefined, rawBody, { nowSeconds })).toBe(false);
    expect(verifyWebhook(secret, 't=abc,v1=zz', rawBody, { nowSeconds })).toBe(false);
  });

  it('refuses a signature older than the tolerance (a replay)', () => {
    expect(verifyWebhook(secret, header, rawBody, { nowSeconds: nowSeconds + 301 })).toBe(false);
    expect(
      verifyWebhook(secret, header, rawBody, {
        nowSeconds: nowSeconds + 301,
        toleranceSeconds: 600,
      }),
    ).toBe(true);
  });
});
