import { createHmac } from 'node:crypto';

/**
 * The webhook signing secret of an API token (decision 024): derived, never stored, from
 * APP_SECRET and the token's id and hash, so regenerating the token gives a new secret and a
 * database leak alone gives none.
 * @example webhookSecretFor(env.APP_SECRET, token) // 'whsec_3q2+…' (base64url)
 */
export function webhookSecretFor(
  appSecret: string,
  token: { id: string; secretHash: string },
): string {
  const digest = createHmac('sha256', appSecret)
    .update(`webhook:${token.id}:${token.secretHash}`)
    .digest('base64url');
  return `whsec_${digest}`;
}
