import { createHmac } from 'node:crypto';

/**
 * How long the previous webhook secret still signs deliveries after a rotation (decision 079):
 * a day to deploy the new secret to every receiver, as Stripe's rolled secrets allow.
 */
export const WEBHOOK_SECRET_GRACE_SECONDS = 24 * 60 * 60;

export interface WebhookSecretSource {
  id: string;
  secretHash: string;
  /** Rotations so far (0 before any); older rows without the field are at 0. */
  webhookSecretVersion?: number;
  webhookSecretRotatedAt?: Date | null;
}

function derive(appSecret: string, token: WebhookSecretSource, version: number): string {
  // Version 0 is decision 024's derivation unchanged, so secrets in use before rotation existed stay valid.
  const suffix = version === 0 ? '' : `:${version}`;
  const digest = createHmac('sha256', appSecret)
    .update(`webhook:${token.id}:${token.secretHash}${suffix}`)
    .digest('base64url');
  return `whsec_${digest}`;
}

/**
 * The webhook signing secret of an API token (decisions 024 and 079): derived, never stored,
 * from APP_SECRET, the token's id and hash and its rotation count, so regenerating the token or
 * rotating the secret gives a new one and a database leak alone gives none.
 * @example webhookSecretFor(env.APP_SECRET, token) // 'whsec_3q2+…' (base64url)
 */
export function webhookSecretFor(appSecret: string, token: WebhookSecretSource): string {
  return derive(appSecret, token, token.webhookSecretVersion ?? 0);
}

/** When the previous secret stops signing, or null when there is none in its grace period. */
export function previousSecretExpiresAt(token: WebhookSecretSource, now: Date): Date | null {
  const rotatedAt = token.webhookSecretRotatedAt;
  if (!rotatedAt || (token.webhookSecretVersion ?? 0) === 0) return null;
  const expiresAt = new Date(rotatedAt.getTime() + WEBHOOK_SECRET_GRACE_SECONDS * 1000);
  return expiresAt > now ? expiresAt : null;
}

/**
 * The secrets a delivery is signed with now: the current one, then the previous one while its
 * grace period after a rotation lasts (`Kieu-Signature: t=…,v1=<current>,v1=<previous>`).
 * @example signingSecrets(env.APP_SECRET, token, clock.now()) // ['whsec_new…', 'whsec_old…']
 */
export function signingSecrets(appSecret: string, token: WebhookSecretSource, now: Date): string[] {
  const current = webhookSecretFor(appSecret, token);
  if (previousSecretExpiresAt(token, now) === null) return [current];
  return [current, derive(appSecret, token, (token.webhookSecretVersion ?? 0) - 1)];
}
