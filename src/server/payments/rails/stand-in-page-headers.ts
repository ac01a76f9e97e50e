import type { MiddlewareHandler } from 'hono';
import { publicSiteUrl, type Env } from '../../env.ts';

/**
 * The headers of a stand-in's hosted page (issue 43, development only). The API's default for
 * HTML is `form-action 'none'`; a stand-in's page is a form whose answer redirects to the API's
 * return route and from there to the site's result page, and a browser checks form-action
 * against every hop of that redirect, so the API itself and the site are allowed, as the
 * sandbox page does (decision 021).
 */
export function standInPageHeaders(env: Env): MiddlewareHandler {
  const site = new URL(publicSiteUrl(env)).origin;
  return async (c, next) => {
    await next();
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    c.res.headers.set('cache-control', 'no-store');
    c.res.headers.set(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${site}`,
    );
  };
}
