import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { errors } from '../../http/app-error.ts';
import { attachmentDisposition } from '../../storage/object-store.ts';
import { verifyFileSignature } from '../../storage/signed-url.ts';

/**
 * GET /files/<key>?exp&sig[&filename]: serves a file of the local store to whoever holds a
 * valid link. With OBJECT_STORE=s3 links lead to the bucket, and this path is 404.
 */
export function filesRoutes({ env, store }: Pick<AppDeps, 'env' | 'store'>) {
  return new Hono<AppBindings>().get('/files/*', async (c) => {
    if (env.OBJECT_STORE !== 'local') throw errors.notFound();
    const key = decodeURIComponent(c.req.path.slice('/files/'.length));
    const filename = c.req.query('filename') || undefined;
    const expiresAt = Number(c.req.query('exp'));
    const valid = verifyFileSignature(
      env.APP_SECRET,
      { key, expiresAt, filename },
      c.req.query('sig') ?? '',
    );
    if (!valid) throw errors.linkExpired();
    const object = await store.get(key).catch(() => null);
    if (!object) throw errors.notFound();
    const headers: Record<string, string> = {
      'content-type': object.contentType,
      'content-length': String(object.size),
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    };
    if (filename) headers['content-disposition'] = attachmentDisposition(filename);
    return new Response(Readable.toWeb(object.body) as ReadableStream, { headers });
  });
}
