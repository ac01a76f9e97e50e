import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';

/**
 * fal's webhook signature, as documented on https://docs.fal.ai/model-endpoints/webhooks
 * ("Verifying Your Webhook"): the headers X-Fal-Webhook-Request-Id, -User-Id, -Timestamp (Unix
 * seconds) and -Signature (hex); the timestamp within ±5 minutes of now; the message is
 * `request_id \n user_id \n timestamp \n sha256_hex(raw body)` in UTF-8, verified with ED25519
 * against any key of fal's JWKS (`keys[].x`, base64url), which may be cached up to 24 hours.
 */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;
const JWKS_TTL_MS = 24 * 3600 * 1000;
/** After a failed check, the keys are fetched again at most this often (a rotation). */
const JWKS_REFRESH_MS = 60 * 1000;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Checks one delivery against the given keys. */
export function checkFalSignature(
  headers: { get(name: string): string | null | undefined },
  rawBody: Uint8Array,
  keys: KeyObject[],
  nowSeconds: number,
): SignatureCheck {
  const requestId = headers.get('x-fal-webhook-request-id');
  const userId = headers.get('x-fal-webhook-user-id');
  const timestamp = headers.get('x-fal-webhook-timestamp');
  const signature = headers.get('x-fal-webhook-signature');
  if (!requestId || !userId || !timestamp || !signature) {
    return { ok: false, reason: 'missing headers' };
  }
  const sent = Number(timestamp);
  if (!/^\d+$/.test(timestamp) || Math.abs(nowSeconds - sent) > TIMESTAMP_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'stale timestamp' };
  }
  if (!/^[0-9a-f]{128}$/i.test(signature)) return { ok: false, reason: 'malformed signature' };
  const digest = createHash('sha256').update(rawBody).digest('hex');
  const message = Buffer.from([requestId, userId, timestamp, digest].join('\n'), 'utf8');
  const bytes = Buffer.from(signature, 'hex');
  const good = keys.some((key) => {
    try {
      return verify(null, message, key, bytes);
    } catch {
      return false;
    }
  });
  return good ? { ok: true } : { ok: false, reason: 'bad signature' };
}

/** ED25519 public keys from a JWKS document; other keys are skipped. */
export function keysFromJwks(jwks: unknown): KeyObject[] {
  const list = (jwks as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list)) return [];
  return list.flatMap((jwk: { kty?: unknown; crv?: unknown; x?: unknown }) => {
    if (jwk?.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') return [];
    try {
      // fal's JWKS has been seen with a padded x; JWK wants base64url without padding.
      const x = jwk.x.replace(/=+$/, '');
      return [createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x }, format: 'jwk' })];
    } catch {
      return [];
    }
  });
}

/**
 * A verifier that fetches fal's JWKS (FAL_JWKS_URL) once and keeps the keys for 24 hours; a
 * delivery that fails with cached keys refreshes them (at most once a minute) and is checked
 * again, so a key rotation is picked up.
 * @example const check = await createFalVerifier({ jwksUrl }).verify(headers, body, now);
 */
export function createFalVerifier(options: { jwksUrl: string; fetch?: typeof fetch }) {
  let cached: { keys: KeyObject[]; at: number } | undefined;
  let loading: Promise<KeyObject[]> | undefined;
  const load = () =>
    (loading ??= (async () => {
      try {
        const res = await (options.fetch ?? fetch)(options.jwksUrl, {
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) throw new Error(`JWKS answered HTTP ${res.status}`);
        const keys = keysFromJwks(await res.json());
        cached = { keys, at: Date.now() };
        return keys;
      } finally {
        loading = undefined;
      }
    })());
  return {
    async verify(
      headers: { get(name: string): string | null | undefined },
      rawBody: Uint8Array,
      nowSeconds: number,
    ): Promise<SignatureCheck> {
      const fresh = cached && Date.now() - cached.at < JWKS_TTL_MS;
      const keys = fresh ? cached!.keys : await load();
      const first = checkFalSignature(headers, rawBody, keys, nowSeconds);
      if (first.ok || first.reason !== 'bad signature' || !fresh) return first;
      if (Date.now() - cached!.at < JWKS_REFRESH_MS) return first;
      return checkFalSignature(headers, rawBody, await load(), nowSeconds);
    },
  };
}

export type FalVerifier = ReturnType<typeof createFalVerifier>;
