import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Replicate's webhook signature, as documented on
 * https://replicate.com/docs/topics/webhooks/verify-webhook: the headers `webhook-id`,
 * `webhook-timestamp` (Unix seconds) and `webhook-signature` (space-separated `v1,<base64>`);
 * the signed content is `${id}.${timestamp}.${raw body}`, HMAC-SHA256 with the base64 part of
 * the account's secret `whsec_…`, fetched from `GET /v1/webhooks/default/secret` (`{ key }`).
 * A timestamp more than five minutes from now is refused (a replayed delivery).
 */
export const TIMESTAMP_TOLERANCE_SECONDS = 300;
/** After a failed check the secret is fetched again at most this often (a rotated secret). */
const SECRET_REFRESH_MS = 60 * 1000;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Checks one delivery against the secret `whsec_…`. */
export function checkReplicateSignature(
  headers: { get(name: string): string | null | undefined },
  rawBody: Uint8Array,
  secret: string,
  nowSeconds: number,
): SignatureCheck {
  const id = headers.get('webhook-id');
  const timestamp = headers.get('webhook-timestamp');
  const signatures = headers.get('webhook-signature');
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'missing headers' };
  const sent = Number(timestamp);
  if (!Number.isInteger(sent) || Math.abs(nowSeconds - sent) > TIMESTAMP_TOLERANCE_SECONDS) {
    return { ok: false, reason: 'timestamp out of range' };
  }
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(rawBody).digest();
  const match = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return match ? { ok: true } : { ok: false, reason: 'bad signature' };
}

/**
 * Checks deliveries with the secret fetched once with the API token and kept; a failed check
 * fetches it again (at most once a minute) in case it was rotated.
 * @example await createReplicateVerifier({ apiUrl, token }).verify(headers, body, now)
 */
export function createReplicateVerifier(options: {
  apiUrl: string;
  token: string;
  fetch?: typeof fetch;
}) {
  let secret: string | undefined;
  let fetchedAt = 0;
  const load = async () => {
    const res = await (options.fetch ?? fetch)(
      `${options.apiUrl.replace(/\/+$/, '')}/webhooks/default/secret`,
      {
        headers: { Authorization: `Bearer ${options.token}` },
        signal: AbortSignal.timeout(10_000),
      },
    );
    if (!res.ok) throw new Error(`webhook secret answered HTTP ${res.status}`);
    const key = ((await res.json()) as { key?: unknown }).key;
    if (typeof key !== 'string' || !key) throw new Error('webhook secret without a key');
    secret = key;
    fetchedAt = Date.now();
    return key;
  };
  return {
    async verify(
      headers: { get(name: string): string | null | undefined },
      rawBody: Uint8Array,
      nowSeconds: number,
    ): Promise<SignatureCheck> {
      const check = checkReplicateSignature(headers, rawBody, secret ?? (await load()), nowSeconds);
      if (check.ok || Date.now() - fetchedAt < SECRET_REFRESH_MS) return check;
      return checkReplicateSignature(headers, rawBody, await load(), nowSeconds);
    },
  };
}
