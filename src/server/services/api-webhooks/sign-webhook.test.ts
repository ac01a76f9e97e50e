import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './sign-webhook.ts';
import {
  signingSecrets,
  WEBHOOK_SECRET_GRACE_SECONDS,
  webhookSecretFor,
} from './webhook-secret.ts';

const secret = webhookSecretFor('test-app-secret-0123456789', {
  id: '6c0f7c52-5b8e-4f57-9a57-3c1f1f6f2a10',
  secretHash: 'a'.repeat(64),
});
const rawBody = JSON.stringify({ id: 'd1', type: 'job.succeeded', data: { job_id: 'g1' } });
const now = 1_790_000_000;
const signed = signWebhook(secret, {
  event: 'job.succeeded',
  deliveryId: 'd1',
  rawBody,
  nowSeconds: now,
});
const header = signed['Kieu-Signature']!;

describe('webhook secrets (decision 024)', () => {
  it('derives a whsec_ secret that changes with the token id, its hash and APP_SECRET', () => {
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const token = { id: '6c0f7c52-5b8e-4f57-9a57-3c1f1f6f2a10', secretHash: 'a'.repeat(64) };
    expect(webhookSecretFor('test-app-secret-0123456789', token)).toBe(secret);
    expect(
      webhookSecretFor('test-app-secret-0123456789', { ...token, secretHash: 'b'.repeat(64) }),
    ).not.toBe(secret);
    expect(webhookSecretFor('other-app-secret-0123456789', token)).not.toBe(secret);
  });
});

describe('signing a delivery (Kieu-Signature)', () => {
  it('signs `${t}.${body}` with HMAC-SHA256 as a customer would recompute it', () => {
    const expected = createHmac('sha256', secret).update(`${now}.${rawBody}`).digest('hex');
    expect(header).toBe(`t=${now},v1=${expected}`);
    expect(signed).toMatchObject({
      'Content-Type': 'application/json',
      'User-Agent': 'KieuStudio-Webhooks/1',
      'Kieu-Event': 'job.succeeded',
      'Kieu-Delivery': 'd1',
    });
  });

  it('verifies an untouched delivery within the tolerance', () => {
    expect(verifyWebhookSignature(secret, header, rawBody, now)).toBe(true);
    expect(verifyWebhookSignature(secret, header, rawBody, now + 300)).toBe(true);
    expect(verifyWebhookSignature(secret, `v1=${'0'.repeat(64)},${header}`, rawBody, now)).toBe(
      true,
    );
  });

  it('refuses a tampered body, a wrong secret, an old or future timestamp and bad headers', () => {
    expect(verifyWebhookSignature(secret, header, rawBody.replace('g1', 'g2'), now)).toBe(false);
    expect(verifyWebhookSignature(secret, header, `${rawBody} `, now)).toBe(false);
    expect(verifyWebhookSignature(`${secret}x`, header, rawBody, now)).toBe(false);
    expect(verifyWebhookSignature(secret, header, rawBody, now + 301)).toBe(false);
    expect(verifyWebhookSignature(secret, header, rawBody, now - 301)).toBe(false);
    expect(verifyWebhookSignature(secret, header, rawBody, now + 10, 5)).toBe(false);
    const moved = header.replace(`t=${now}`, `t=${now + 1}`);
    expect(verifyWebhookSignature(secret, moved, rawBody, now)).toBe(false);
    for (const bad of [undefined, null, '', 't=abc,v1=00', `t=${now}`, `t=${now},v1=zz`]) {
      expect(verifyWebhookSignature(secret, bad, rawBody, now)).toBe(false);
    }
  });
});

describe('rotated secrets (decision 079)', () => {
  const token = { id: '6c0f7c52-5b8e-4f57-9a57-3c1f1f6f2a10', secretHash: 'a'.repeat(64) };
  const appSecret = 'test-app-secret-0123456789';
  const rotatedAt = new Date('2026-11-28T10:00:00Z');
  const later = (seconds: number) => new Date(rotatedAt.getTime() + seconds * 1000);

  it('keeps the unrotated secret of decision 024 and derives a new one per rotation', () => {
    expect(webhookSecretFor(appSecret, { ...token, webhookSecretVersion: 0 })).toBe(secret);
    const first = webhookSecretFor(appSecret, { ...token, webhookSecretVersion: 1 });
    const second = webhookSecretFor(appSecret, { ...token, webhookSecretVersion: 2 });
    expect(new Set([secret, first, second]).size).toBe(3);
  });

  it('signs with the new then the previous secret during the grace period, then the new only', () => {
    const rotated = { ...token, webhookSecretVersion: 1, webhookSecretRotatedAt: rotatedAt };
    const current = webhookSecretFor(appSecret, rotated);
    expect(signingSecrets(appSecret, rotated, later(60))).toEqual([current, secret]);
    expect(signingSecrets(appSecret, rotated, later(WEBHOOK_SECRET_GRACE_SECONDS - 1))).toEqual([
      current,
      secret,
    ]);
    expect(signingSecrets(appSecret, rotated, later(WEBHOOK_SECRET_GRACE_SECONDS))).toEqual([
      current,
    ]);
    expect(
      signingSecrets(appSecret, { ...rotated, webhookSecretRotatedAt: null }, later(1)),
    ).toEqual([current]);
  });

  it('puts one v1 per secret in the header, each verifying with its own secret', () => {
    const other = webhookSecretFor(appSecret, { ...token, webhookSecretVersion: 1 });
    const both = signWebhook([other, secret], {
      event: 'job.succeeded',
      deliveryId: 'd1',
      rawBody,
      nowSeconds: now,
    })['Kieu-Signature']!;
    expect(both).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    expect(both.startsWith(header.split(',v1=')[0]!)).toBe(true);
    expect(both.endsWith(header.split(',')[1]!)).toBe(true);
    expect(verifyWebhookSignature(other, both, rawBody, now)).toBe(true);
    expect(verifyWebhookSignature(secret, both, rawBody, now)).toBe(true);
    expect(verifyWebhookSignature(`${secret}x`, both, rawBody, now)).toBe(false);
  });
});
