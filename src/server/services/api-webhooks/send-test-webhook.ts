import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { apiTokens, generations } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { apiTokenErrors } from '../api-tokens/api-token-errors.ts';
import type { Resolve } from '../outbound/outbound-address.ts';
import { sendWebhook } from './send-webhook.ts';
import { signingSecrets } from './webhook-secret.ts';
import { parseWebhookUrl } from './webhook-url.ts';

export interface TestWebhookDeps {
  db: Db;
  appSecret: string;
  allowPrivate: boolean;
  now: Date;
  timeoutMs?: number;
  resolve?: Resolve;
}

/** What `POST /v1/webhooks/test` answers: the one attempt's outcome (decision 079). */
export interface TestDelivery {
  delivery_id: string;
  event: 'webhook.test';
  url: string;
  delivered: boolean;
  status_code: number | null;
  error: string | null;
}

/** The webhook URL of the token's latest job that had one, when the caller names none. */
async function latestWebhookUrl(db: Db, tokenId: string): Promise<string | null> {
  const [row] = await db
    .select({ url: generations.webhookUrl })
    .from(generations)
    .where(and(eq(generations.apiTokenId, tokenId), isNotNull(generations.webhookUrl)))
    .orderBy(desc(generations.createdAt))
    .limit(1);
  return row?.url ?? null;
}

/**
 * Sends one signed `webhook.test` event, now, through the path job events take (`sendWebhook`:
 * the same signature, secrets and public-address rules) and answers how the receiver took it.
 * Nothing is queued or retried, and nothing is stored. The URL is checked like a submit's
 * `webhook_url` (422 naming the field); without one, the token's latest job's URL is used.
 */
export async function sendTestWebhook(
  deps: TestWebhookDeps,
  tokenId: string,
  requestedUrl: string | undefined,
): Promise<TestDelivery> {
  const [token] = await deps.db.select().from(apiTokens).where(eq(apiTokens.id, tokenId));
  if (!token) throw apiTokenErrors.unauthorized();
  const given = requestedUrl ?? (await latestWebhookUrl(deps.db, tokenId));
  if (given === null) {
    throw errors.validation([{ path: 'webhook_url', message: 'publicApi.webhookTestUrlRequired' }]);
  }
  const url = parseWebhookUrl(given, { allowPrivate: deps.allowPrivate });
  const deliveryId = randomUUID();
  const rawBody = JSON.stringify({
    id: deliveryId,
    type: 'webhook.test',
    created_at: deps.now.toISOString(),
    data: {},
  });
  const { statusCode, failure } = await sendWebhook(
    { allowPrivate: deps.allowPrivate, timeoutMs: deps.timeoutMs, resolve: deps.resolve },
    {
      url,
      secrets: signingSecrets(deps.appSecret, token, deps.now),
      event: 'webhook.test',
      deliveryId,
      rawBody,
      nowSeconds: deps.now.getTime() / 1000,
    },
  );
  return {
    delivery_id: deliveryId,
    event: 'webhook.test',
    url: url.toString(),
    delivered: failure === null,
    status_code: statusCode,
    error: failure,
  };
}
