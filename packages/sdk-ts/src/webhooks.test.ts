import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../../src/server/services/api-webhooks/sign-webhook.ts';
import { KieuSignatureError } from './errors.ts';
import { constructEvent, verifyWebhook } from './webhooks.ts';

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

describe('constructEvent', () => {
  const event = {
    id: 'd1',
    type: 'job.succeeded',
    created_at: '2026-12-04T08:00:00.000Z',
    data: { job_id: 'j1', service: 'virtual-tryon', status: 'succeeded' },
  };
  const body = JSON.stringify(event);
  const signed = signWebhook(['whsec_new', secret], {
    event: 'job.succeeded',
    deliveryId: 'd1',
    rawBody: body,
    nowSeconds,
  });

  it('answers the typed event of a delivery signed with the secret, from any form of headers', () => {
    // Node's `req.headers`, names in lower case, as a receiver on node:http gets them.
    const nodeHeaders: IncomingHttpHeaders = { 'kieu-signature': signed['Kieu-Signature'] };
    const fromNode = constructEvent(Buffer.from(body), nodeHeaders, secret, { nowSeconds });
    expect(fromNode).toEqual(event);
    // Narrowed on `type`: `data.job_id` is typed only for job events.
    if (fromNode.type === 'job.succeeded') expect(fromNode.data.job_id).toBe('j1');
    const fromFetch = constructEvent(new TextEncoder().encode(body), new Headers(signed), secret, {
      nowSeconds,
    });
    expect(fromFetch.id).toBe('d1');
    // The new secret signs too: during a rotation there is one v1 per secret.
    expect(constructEvent(body, signed['Kieu-Signature'], 'whsec_new', { nowSeconds }).id).toBe(
      'd1',
    );
  });

  it('throws KieuSignatureError saying why for a delivery it cannot prove', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(KieuSignatureError);
        return (error as KieuSignatureError).reason;
      }
      throw new Error('accepted');
    };
    const header = signed['Kieu-Signature']!;
    expect(refusal(() => constructEvent(body, {}, secret, { nowSeconds }))).toBe(
      'missing_signature',
    );
    expect(refusal(() => constructEvent(body, 't=1', secret, { nowSeconds }))).toBe(
      'malformed_signature',
    );
    expect(
      refusal(() => constructEvent(body, header, secret, { nowSeconds: nowSeconds + 301 })),
    ).toBe('timestamp_outside_tolerance');
    expect(refusal(() => constructEvent(body, header, 'whsec_other', { nowSeconds }))).toBe(
      'no_matching_signature',
    );
    expect(refusal(() => constructEvent(`${body} `, header, secret, { nowSeconds }))).toBe(
      'no_matching_signature',
    );
  });
});
