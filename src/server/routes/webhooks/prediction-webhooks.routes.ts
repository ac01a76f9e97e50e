import { Hono, type Context } from 'hono';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import {
  checkCogWebhookMac,
  COG_WEBHOOK_PATH,
  REPLICATE_WEBHOOK_PATH,
} from '../../engine/predictions/index.ts';
import { AppError, errors } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { recordPredictionWebhook } from '../../services/webhooks/record-prediction-webhook.ts';
import { createReplicateVerifier } from '../../services/webhooks/verify-replicate-signature.ts';

/**
 * POST /webhooks/replicate?request=… and POST /webhooks/cog/{id}?mac=…: Replicate and Cog call
 * them with the prediction object (decision 061). Replicate's signature is checked against the
 * account's secret before the body is read; Cog signs nothing, so its URL carries a MAC of the
 * prediction id made with APP_SECRET. A bad one is answered 401.
 */
export function predictionWebhooksRoutes(deps: Pick<AppDeps, 'database' | 'env' | 'clock'>) {
  const { env } = deps;
  const verifier = env.REPLICATE_API_TOKEN
    ? createReplicateVerifier({ apiUrl: env.REPLICATE_API_URL, token: env.REPLICATE_API_TOKEN })
    : undefined;
  const refuse = (c: Context<AppBindings>, reason: string): never => {
    c.get('logger').warn({ reason }, 'prediction webhook refused');
    throw new AppError(401, 'invalid_signature', localize('generation.webhook.badSignature'));
  };
  const record = async (c: Context<AppBindings>, requestId: string, raw: Uint8Array) => {
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(raw));
    } catch {
      throw errors.invalidJson();
    }
    const outcome = await recordPredictionWebhook(deps.database.db, requestId, body);
    if (outcome === 'invalid') {
      throw errors.badRequest('invalid_webhook', [
        { path: 'status', message: 'generation.webhook.invalid' },
      ]);
    }
    // An unknown request is answered 200 and ignored, as fal's are (decision 018).
    c.get('logger').info(
      { requestId, predictionId: (body as { id?: unknown }).id, outcome },
      'prediction webhook',
    );
    return c.json({ ok: true, outcome });
  };

  return new Hono<AppBindings>()
    .post(REPLICATE_WEBHOOK_PATH, async (c) => {
      const raw = new Uint8Array(await c.req.arrayBuffer());
      const requestId = c.req.query('request');
      if (!verifier) return refuse(c, 'replicate not configured');
      const now = Math.floor(deps.clock.now().getTime() / 1000);
      const check = await verifier.verify(c.req.raw.headers, raw, now).catch((error: unknown) => {
        // The secret could not be fetched: Replicate retries the delivery, and polling goes on.
        c.get('logger').warn({ err: error }, 'replicate webhook secret not available');
        return { ok: false as const, reason: 'secret unavailable' };
      });
      if (!check.ok) return refuse(c, check.reason);
      if (!requestId) return refuse(c, 'no request');
      return record(c, requestId, raw);
    })
    .post(`${COG_WEBHOOK_PATH}/:predictionId`, async (c) => {
      const id = c.req.param('predictionId');
      if (!checkCogWebhookMac(env.APP_SECRET, id, c.req.query('mac') ?? '')) {
        return refuse(c, 'bad mac');
      }
      return record(c, id, new Uint8Array(await c.req.arrayBuffer()));
    });
}
