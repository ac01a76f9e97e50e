import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { FAL_WEBHOOK_PATH } from '../../engine/fal/index.ts';
import { AppError, errors } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { recordFalWebhook } from '../../services/webhooks/record-fal-webhook.ts';
import { createFalVerifier } from '../../services/webhooks/verify-fal-signature.ts';
import { predictionWebhooksRoutes } from './prediction-webhooks.routes.ts';

/**
 * POST /webhooks/fal: fal calls it when one of our queue requests finishes (decision 018). The
 * signature is checked against fal's JWKS before the body is read; a bad one is answered 401.
 */
export function webhooksRoutes(deps: Pick<AppDeps, 'database' | 'env' | 'clock' | 'logger'>) {
  const verifier = createFalVerifier({ jwksUrl: deps.env.FAL_JWKS_URL });
  return new Hono<AppBindings>()
    .route('/', predictionWebhooksRoutes(deps))
    .post(FAL_WEBHOOK_PATH, async (c) => {
      const raw = new Uint8Array(await c.req.arrayBuffer());
      const now = Math.floor(deps.clock.now().getTime() / 1000);
      const check = await verifier.verify(c.req.raw.headers, raw, now).catch((error: unknown) => {
        // fal's keys could not be fetched: fal retries the delivery, and polling goes on.
        c.get('logger').warn({ err: error }, 'fal JWKS not available');
        return { ok: false as const, reason: 'keys unavailable' };
      });
      if (!check.ok) {
        c.get('logger').warn({ reason: check.reason }, 'fal webhook refused');
        throw new AppError(401, 'invalid_signature', localize('generation.webhook.badSignature'));
      }
      let body: unknown;
      try {
        body = JSON.parse(new TextDecoder().decode(raw));
      } catch {
        throw errors.invalidJson();
      }
      const outcome = await recordFalWebhook(deps.database.db, body);
      if (outcome === 'invalid') {
        throw errors.badRequest('invalid_webhook', [
          { path: 'status', message: 'generation.webhook.invalid' },
        ]);
      }
      // An unknown request id is answered 200 and ignored: a signed delivery for a request this
      // database never made (another deployment sharing the fal account, or a row deleted with
      // its generation) cannot be acted on, and an error would only make fal retry it for hours.
      c.get('logger').info(
        { requestId: (body as { request_id: string }).request_id, outcome },
        'fal webhook',
      );
      return c.json({ ok: true, outcome });
    });
}
