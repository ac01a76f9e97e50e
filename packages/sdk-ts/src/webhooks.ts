import { createHmac, timingSafeEqual } from 'node:crypto';
import { KieuSignatureError, type SignatureFailure } from './errors.js';
import type { WebhookEvent } from './generated.js';

// `@kieu-studio/sdk/webhooks`: the receiver's side, on Node's crypto, kept out of the main entry
// so that one bundles for a browser.

/** A delivery's headers: a fetch `Headers`, Node's `req.headers`, or a plain object of them. */
export type WebhookHeaders =
  Headers | Record<string, string | readonly string[] | undefined | null>;

export interface VerifyOptions {
  /** How far the signature's `t` may be from now, in seconds (replays); default 300. */
  toleranceSeconds?: number;
  /** Now, in Unix seconds: for tests. */
  nowSeconds?: number;
}

const defaultToleranceSeconds = 300;

/** The Kieu-Signature header's value, whatever the headers' form and case. */
function signatureHeader(headers: WebhookHeaders | string | null | undefined): string | undefined {
  if (headers === null || headers === undefined || typeof headers === 'string') {
    return headers ?? undefined;
  }
  if (typeof (headers as Headers).get === 'function') {
    return (headers as Headers).get('kieu-signature') ?? undefined;
  }
  const entry = Object.entries(headers).find(([name]) => name.toLowerCase() === 'kieu-signature');
  const value = entry?.[1];
  return typeof value === 'string' ? value : (value?.join(',') ?? undefined);
}

/** Why `header` does not sign `rawBody` with `secret` now, or null when it does. */
function signatureFailure(
  secret: string,
  header: string | undefined,
  rawBody: string | Uint8Array,
  { toleranceSeconds = defaultToleranceSeconds, nowSeconds = Date.now() / 1000 }: VerifyOptions,
): SignatureFailure | null {
  if (!header) return 'missing_signature';
  const parts = header.split(',').map((part) => {
    const at = part.indexOf('=');
    return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
  });
  const t = Number(parts.find(([name]) => name === 't')?.[1]);
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value);
  if (!Number.isInteger(t) || signatures.length === 0) return 'malformed_signature';
  if (Math.abs(nowSeconds - t) > toleranceSeconds) return 'timestamp_outside_tolerance';
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  const matches = signatures.some(
    (value) => /^[0-9a-f]{64}$/.test(value) && timingSafeEqual(Buffer.from(value, 'hex'), expected),
  );
  return matches ? null : 'no_matching_signature';
}

/**
 * Checks a webhook delivery's `Kieu-Signature: t=<unix seconds>,v1=<hex>` header: true only when
 * one v1 is the HMAC-SHA256 of `${t}.${rawBody}` with the token's webhook secret and t is within
 * `toleranceSeconds` of now (replays). Pass the raw body, before any JSON parsing.
 * @example if (!verifyWebhook(secret, req.headers['kieu-signature'], rawBody)) return 400;
 */
export function verifyWebhook(
  secret: string,
  signature: string | null | undefined,
  rawBody: string | Uint8Array,
  options: VerifyOptions = {},
): boolean {
  return signatureFailure(secret, signature ?? undefined, rawBody, options) === null;
}

/**
 * The delivery's event, typed by its `type`, once its signature is proven: throws
 * KieuSignatureError (answer 400) otherwise. `payload` is the raw body, as received; `headers`
 * the delivery's headers (or the Kieu-Signature value alone).
 * @example
 * const event = constructEvent(rawBody, req.headers, secret);
 * if (event.type === 'job.succeeded') await kieu.getJob(event.data.job_id);
 */
export function constructEvent(
  payload: string | Uint8Array,
  headers: WebhookHeaders | string | null | undefined,
  secret: string,
  options: VerifyOptions = {},
): WebhookEvent {
  const failure = signatureFailure(secret, signatureHeader(headers), payload, options);
  if (failure) throw new KieuSignatureError(failure);
  const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  return JSON.parse(text) as WebhookEvent;
}

export { KieuSignatureError, type SignatureFailure } from './errors.js';
export type {
  BatchCompletedEvent,
  ExportReadyEvent,
  JobCancelledEvent,
  JobFailedEvent,
  JobSucceededEvent,
  WebhookEvent,
  WebhookEvents,
  WebhookEventType,
  WebhookTestEvent,
} from './generated.js';
