import { Hono } from 'hono';
import type { AppBindings, AppDeps } from './app-deps.ts';
import { errorBody, errors, pickLang } from './http/app-error.ts';
import { errorAnswer } from './http/error-answer.ts';
import { requestLogging, securityHeaders } from './http/middleware.ts';
import { sizeLimits } from './http/size-limits.ts';
import { observeRequests } from './http/observe-requests.ts';
import { corsOptionsOf, corsPreflight, responseHeaders } from './http/response-headers.ts';
import { clientInputChecks } from './http/client-input.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { metricsRoutes } from './routes/metrics/metrics.routes.ts';
import { devRoutes } from './routes/dev/dev.routes.ts';
import { filesRoutes } from './routes/files/files.routes.ts';
import { plansRoutes } from './routes/plans/plans.routes.ts';
import { consultationsRoutes } from './routes/consultations/consultations.routes.ts';
import { CONTACT_BODY_LIMIT_BYTES, contactRoutes } from './routes/contact/contact.routes.ts';
import { authRoutes } from './routes/auth/auth.routes.ts';
import { identityRoutes } from './routes/auth/identity.routes.ts';
import { sessionRoutes } from './routes/auth/session.routes.ts';
import { accountExportRoutes } from './routes/auth/account-export.routes.ts';
import { catalogueExportRoutes } from './routes/catalogue/exports.routes.ts';
import { accountClosingRoutes } from './routes/auth/account-closing.routes.ts';
import { adminRoutes } from './routes/admin/admin.routes.ts';
import { dashboardRoutes } from './routes/dashboard/dashboard.routes.ts';
import { aiRoutes } from './routes/ai/ai.routes.ts';
import { checkPortraitRoutes } from './routes/ai/check-portrait.routes.ts';
import { assetsRoutes, LIBRARY_UPLOAD_BODY_LIMIT_BYTES } from './routes/assets/assets.routes.ts';
import { historyRoutes } from './routes/history/history.routes.ts';
import { brandModelsRoutes } from './routes/brand-models/brand-models.routes.ts';
import { catalogueBatchesRoutes } from './routes/catalogue/batches.routes.ts';
import { samplesRoutes } from './routes/samples/samples.routes.ts';
import { webhooksRoutes } from './routes/webhooks/webhooks.routes.ts';
import {
  COG_WEBHOOK_PATH,
  PREDICTION_WEBHOOK_BODY_LIMIT_BYTES,
  REPLICATE_WEBHOOK_PATH,
} from './engine/predictions/index.ts';
import { billingRoutes } from './routes/payments/billing.routes.ts';
import { sandboxRoutes } from './routes/payments/sandbox.routes.ts';
import { vnpayRoutes } from './routes/payments/vnpay.routes.ts';
import { railSetups, standInPath } from './payments/rails/rail-registry.ts';
import { standInPageHeaders } from './payments/rails/stand-in-page-headers.ts';
import type { QrGateway } from '../contracts/billing.ts';
import { apiTokensRoutes } from './routes/api-tokens/api-tokens.routes.ts';
import { publicApiRoutes, UPLOAD_BODY, VERIFY_BODY } from './routes/public-api/v1.routes.ts';
import { FIDELITY_BODY } from './routes/public-api/v1-fidelity.routes.ts';
import { newsletterRoutes } from './routes/newsletter/newsletter.routes.ts';
import { clientErrorsRoutes } from './routes/client-errors/client-errors.routes.ts';
import { teamsRoutes } from './routes/teams/teams.routes.ts';
import { requireAdmin, requireUser } from './http/auth.ts';

/** The whole HTTP API as one Hono app; tests call `app.request()` on it in-process. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppBindings>();

  const { origins, exposeHeaders } = corsOptionsOf(deps.env.SITE_ORIGIN);
  app.use(observeRequests(deps.metrics));
  app.use(responseHeaders({ origins, exposeHeaders }));
  app.use(securityHeaders());
  app.use(requestLogging(deps.logger));
  app.use(
    corsPreflight({
      origin: origins,
      exposeHeaders,
      allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
      maxAge: 600,
    }),
  );
  app.use(
    sizeLimits({
      json: deps.env.BODY_LIMIT_BYTES,
      upload: deps.env.UPLOAD_LIMIT_BYTES,
      uploadByPath: {
        '/contact': CONTACT_BODY_LIMIT_BYTES,
        '/assets': LIBRARY_UPLOAD_BODY_LIMIT_BYTES,
        '/v1/uploads': UPLOAD_BODY,
        '/v1/verify': VERIFY_BODY,
        '/v1/fidelity': FIDELITY_BODY,
      },
      jsonByPrefix: {
        [REPLICATE_WEBHOOK_PATH]: PREDICTION_WEBHOOK_BODY_LIMIT_BYTES,
        [`${COG_WEBHOOK_PATH}/`]: PREDICTION_WEBHOOK_BODY_LIMIT_BYTES,
      },
      // After the token guard, so a 413 is counted and carries its headers (decision 128).
      deferredPrefix: '/v1/',
    }),
  );

  app.use(clientInputChecks());

  app.route('/', healthRoutes(deps));
  app.route('/', metricsRoutes(deps));
  app.route('/', filesRoutes(deps));
  app.route('/', devRoutes(deps));
  app.route('/', plansRoutes(deps));
  app.route('/', consultationsRoutes(deps));
  app.route('/', contactRoutes(deps));
  app.route('/', newsletterRoutes(deps));
  app.route('/', clientErrorsRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', identityRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', accountExportRoutes(deps));
  app.route('/', accountClosingRoutes(deps));
  app.route('/', dashboardRoutes(deps));
  app.route('/', checkPortraitRoutes(deps));
  app.route('/', aiRoutes(deps));
  app.route('/', assetsRoutes(deps));
  app.route('/', historyRoutes(deps));
  app.route('/', brandModelsRoutes(deps));
  app.route('/', catalogueExportRoutes(deps));
  app.route('/', catalogueBatchesRoutes(deps));
  app.route('/', samplesRoutes(deps));
  app.route('/', webhooksRoutes(deps));
  app.route('/', billingRoutes(deps));
  app.route('/', sandboxRoutes(deps));
  app.route('/', vnpayRoutes(deps));
  // Issue 43: each QR rail's notification and return routes, and its stand-in in development.
  for (const [gateway, setup] of Object.entries(railSetups(deps.env))) {
    app.route('/', setup.routes(deps));
    if (!setup.standIn) continue;
    app.use(`${standInPath(gateway as QrGateway)}/*`, standInPageHeaders(deps.env));
    app.route(standInPath(gateway as QrGateway), setup.standIn());
  }
  app.route('/', apiTokensRoutes(deps));
  app.route('/', teamsRoutes(deps));
  app.route('/', publicApiRoutes(deps));

  // Spec §6 enforced on the server: every /api/admin path, known or not, is guarded before
  // routing (401 without a valid token, 403 for a non-admin), so an unknown path tells nothing.
  const adminGuard = [requireUser(deps), requireAdmin(deps)] as const;
  app.use('/api/admin', ...adminGuard);
  app.use('/api/admin/*', ...adminGuard);
  app.route('/api/admin', adminRoutes(deps));

  app.notFound((c) => c.json(errorBody(errors.notFound(), c.get('lang') ?? 'en'), 404));
  app.onError((error, c) => {
    const lang = c.get('lang') ?? pickLang(c.req.header('accept-language'));
    const answer = errorAnswer(error, lang, c.get('logger') ?? deps.logger, {
      method: c.req.method,
      path: c.req.path,
    });
    return c.json(answer.body, answer.status, answer.headers);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
