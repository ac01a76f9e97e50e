import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { apiTokens } from '../../db/schema.ts';
import { apiTokenErrors } from '../api-tokens/api-token-errors.ts';
import { toWebhookSecretView, type WebhookSecretView } from './read-webhook-secret.ts';

/**
 * Rotates the calling token's webhook secret (decision 079): one atomic increment of its
 * version, so parallel rotations each get their own. Deliveries are signed with the new secret
 * and, for WEBHOOK_SECRET_GRACE_SECONDS, also with the one it replaces; rotating again within
 * that time ends the older secret at once (only the latest previous one is kept).
 */
export async function rotateWebhookSecret(
  db: Db,
  appSecret: string,
  tokenId: string,
  now: Date,
): Promise<WebhookSecretView> {
  const [token] = await db
    .update(apiTokens)
    .set({
      webhookSecretVersion: sql`${apiTokens.webhookSecretVersion} + 1`,
      webhookSecretRotatedAt: now,
    })
    .where(eq(apiTokens.id, tokenId))
    .returning();
  if (!token) throw apiTokenErrors.unauthorized();
  return toWebhookSecretView(appSecret, token, now);
}
