import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppBindings } from '../app-deps.ts';
import type { Logger } from '../logger.ts';
import { errors, pickLang } from './app-error.ts';

/** One log line per request with its id, status and duration; never headers or bodies. */
export function requestLogging(logger: Logger): MiddlewareHandler<AppBindings> {
  return async (c, next) => {
    const started = performance.now();
    const log = logger.child({ reqId: c.get('requestId') });
    c.set('logger', log);
    c.set('lang', pickLang(c.req.header('accept-language')));
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}

/** JSON bodies are small; multipart uploads get the upload limit. */
export function sizeLimits(limits: {
  json: number;
  upload: number;
}): MiddlewareHandler<AppBindings> {
  const json = bodyLimit({
    maxSize: limits.json,
    onError: () => {
      throw errors.payloadTooLarge(limits.json);
    },
  });
  const upload = bodyLimit({
    maxSize: limits.upload,
    onError: () => {
      throw errors.payloadTooLarge(limits.upload);
    },
  });
  return (c, next) =>
    (c.req.header('content-type') ?? '').startsWith('multipart/form-data')
      ? upload(c, next)
      : json(c, next);
}
