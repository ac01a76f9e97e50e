import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { apiTokens } from '../../db/schema.ts';
import { apiTokenErrors } from '../api-tokens/api-token-errors.ts';
import {
  previousSecretExpiresAt,
  webhookSecretFor,
  type WebhookSecretSource,
} from './webhook-secret.ts';

/** What `GET /v1/webhook-secret` and its rotation answer (decision 079). */
export interface WebhookSecretView {
  secret: string;
  version: number;
  rotated_at: string | null;
  previous_secret_expires_at: string | null;
}

export function toWebhookSecretView(
  appSecret: string,
  token: WebhookSecretSource,
  now: Date,
): WebhookSecretView {
  return {
    secret: webhookSecretFor(appSecret, token),
    version: token.webhookSecretVersion ?? 0,
    rotated_at: token.webhookSecretRotatedAt?.toISOString() ?? null,
    previous_secret_expires_at: previousSecretExpiresAt(token, now)?.toISOString() ?? null,
  };
}

/**
 * The calling token's own webhook secret, read from its row (not the authentication cache), so
 * a rotation made by another process is seen at once. A token deleted meanwhile is a 401.
 */
export async function readWebhookSecret(
  db: Db,
  appSecret: string,
  tokenId: string,
  now: Date,
): Promise<WebhookSecretView> {
  const [token] = await db.select().from(apiTokens).where(eq(apiTokens.id, tokenId));
  if (!token) throw apiTokenErrors.unauthorized();
  return toWebhookSecretView(appSecret, token, now);
}
