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

/**
 * JSON bodies are small; multipart uploads get the upload limit, or a larger one for the paths
 * in `uploadByPath` (the contact form takes several files). JSON limits never change by path.
 */
export function sizeLimits(limits: {
  json: number;
  upload: number;
  uploadByPath?: Record<string, number>;
}): MiddlewareHandler<AppBindings> {
  const limitOf = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: () => {
        throw errors.payloadTooLarge(maxSize);
      },
    });
  const json = limitOf(limits.json);
  const upload = limitOf(limits.upload);
  const uploadByPath = new Map(
    Object.entries(limits.uploadByPath ?? {}).map(([path, size]) => [path, limitOf(size)]),
  );
  return (c, next) => {
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
      return json(c, next);
    }
    return (uploadByPath.get(c.req.path) ?? upload)(c, next);
  };
}
