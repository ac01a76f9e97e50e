import type { Context, MiddlewareHandler } from 'hono';
import type { AppBindings } from '../app-deps.ts';
import { errors, type AppError } from './app-error.ts';
import { limitBody } from './limit-body.ts';

/**
 * A multipart body that carries files of a known limit. Past `bodyBytes` it is refused as the
 * route refuses a file over `fileBytes` (`file_too_large`), so one mistake has one answer
 * whatever its size (issue 45, decision 128).
 */
export interface FileBodyLimit {
  /** The whole body's limit: its files and the form's framing. */
  bodyBytes: number;
  /** One file's limit, as the route checks it. */
  fileBytes: number;
  /** The file part's name when the body holds one file: the refusal names it. */
  field?: string;
}

export interface SizeLimits {
  json: number;
  upload: number;
  uploadByPath?: Record<string, number | FileBodyLimit>;
  jsonByPrefix?: Record<string, number>;
  /**
   * Paths whose limit is only chosen here and applied by the route's own guard
   * (`applyBodyLimit`): the public API's token guard counts the call and sets its headers first,
   * so a 413 carries them like any other answer (decision 128).
   */
  deferredPrefix?: string;
}

function refusalOf(limit: number | FileBodyLimit): () => AppError {
  if (typeof limit === 'number') return () => errors.payloadTooLarge(limit);
  return () => errors.fileTooLarge(limit.field ?? null, limit.fileBytes);
}

/**
 * JSON bodies are small; multipart uploads get the upload limit, or the one of their path in
 * `uploadByPath` (the contact form takes several files; a path with a file limit answers its
 * overflow as a file too large). JSON limits change only under the prefixes of `jsonByPrefix`:
 * a model provider's webhook carries the prediction's inputs and outputs, images as data URLs
 * (decision 061). A refused body is drained so the connection stays usable (`limitBody`); paths
 * under `deferredPrefix` get their limit applied by their guard.
 */
export function sizeLimits(limits: SizeLimits): MiddlewareHandler<AppBindings> {
  const limitOf = (size: number | FileBodyLimit) =>
    limitBody(typeof size === 'number' ? size : size.bodyBytes, refusalOf(size));
  const json = limitOf(limits.json);
  const upload = limitOf(limits.upload);
  const uploadByPath = new Map(
    Object.entries(limits.uploadByPath ?? {}).map(([path, size]) => [path, limitOf(size)]),
  );
  const jsonByPrefix = Object.entries(limits.jsonByPrefix ?? {}).map(
    ([prefix, size]) => [prefix, limitOf(size)] as const,
  );
  return (c, next) => {
    // No route reads a GET's or a HEAD's body, so none is buffered. The limit would build
    // the request's web Request just to look for one (~4 % of a status read's CPU, decision 075).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    let limit: MiddlewareHandler;
    if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
      limit = jsonByPrefix.find(([prefix]) => c.req.path.startsWith(prefix))?.[1] ?? json;
    } else {
      limit = uploadByPath.get(c.req.path) ?? upload;
    }
    if (limits.deferredPrefix && c.req.path.startsWith(limits.deferredPrefix)) {
      c.set('bodyLimit', limit);
      return next();
    }
    return limit(c, next);
  };
}

/**
 * Applies the body limit `sizeLimits` chose for a deferred path, then goes on with `next`; a
 * request the app did not limit goes straight on. A body over its limit throws the 413 here,
 * in the caller's frame, so its guard can record it.
 * @example await applyBodyLimit(c, next);
 */
export async function applyBodyLimit<B extends AppBindings>(
  c: Context<B>,
  next: () => Promise<void>,
) {
  const limit = (c as unknown as Context<AppBindings>).get('bodyLimit');
  await (limit ? limit(c, next) : next());
}
