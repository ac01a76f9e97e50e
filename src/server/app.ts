import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requestId } from 'hono/request-id';
import type { AppBindings, AppDeps } from './app-deps.ts';
import { AppError, errorBody, errors, pickLang } from './http/app-error.ts';
import { requestLogging, sizeLimits } from './http/middleware.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { devRoutes } from './routes/dev/dev.routes.ts';
import { filesRoutes } from './routes/files/files.routes.ts';
import { plansRoutes } from './routes/plans/plans.routes.ts';
import { consultationsRoutes } from './routes/consultations/consultations.routes.ts';
import { CONTACT_BODY_LIMIT_BYTES, contactRoutes } from './routes/contact/contact.routes.ts';

/** The whole HTTP API as one Hono app; tests call `app.request()` on it in-process. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppBindings>();

  app.use(requestId({ headerName: 'x-request-id' }));
  app.use(requestLogging(deps.logger));
  app.use(
    cors({
      origin: deps.env.SITE_ORIGIN.split(',').map((origin) => origin.trim()),
      allowHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'Idempotency-Key'],
      exposeHeaders: ['Retry-After', 'X-Request-Id'],
      maxAge: 600,
    }),
  );
  app.use(
    sizeLimits({
      json: deps.env.BODY_LIMIT_BYTES,
      upload: deps.env.UPLOAD_LIMIT_BYTES,
      uploadByPath: { '/contact': CONTACT_BODY_LIMIT_BYTES },
    }),
  );

  app.route('/', healthRoutes(deps));
  app.route('/', filesRoutes(deps));
  app.route('/', devRoutes(deps));
  app.route('/', plansRoutes());
  app.route('/', consultationsRoutes(deps));
  app.route('/', contactRoutes(deps));

  app.notFound((c) => c.json(errorBody(errors.notFound(), c.get('lang') ?? 'en'), 404));
  app.onError((error, c) => {
    const lang = c.get('lang') ?? pickLang(c.req.header('accept-language'));
    if (error instanceof AppError) {
      return c.json(errorBody(error, lang), error.status, error.headers);
    }
    (c.get('logger') ?? deps.logger).error({ err: error }, 'unhandled error');
    return c.json(errorBody(errors.internal(), lang), 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
