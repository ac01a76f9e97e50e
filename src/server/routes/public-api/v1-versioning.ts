import type { MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { AppBindings } from '../../app-deps.ts';
import type { ApiBindings } from '../../http/api-token-auth.ts';
import {
  apiVersions,
  latestApiVersion,
  upgradeSubmitBody,
} from '../../services/public-api/api-versions.ts';

/**
 * A submit written for an older version, rewritten into the newest form before it is validated
 * (decision 083). It runs after the token guard, which settled the call's version. The route's
 * validator parses the request's cached text, so the rewritten body replaces that text; a body
 * that is not JSON is left to the validator, which answers it as it always does.
 */
export function upgradeSubmit(service: string): MiddlewareHandler<ApiBindings> {
  return async (c, next) => {
    const version = c.get('apiVersion');
    if (version !== latestApiVersion && /json/i.test(c.req.header('content-type') ?? '')) {
      const body: unknown = await c.req.json().catch(() => undefined);
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        upgradeSubmitBody(version, service, body as Record<string, unknown>);
        // Hono's type says string; at run time the cache holds the promise its readers await.
        const cache = c.req.bodyCache as unknown as { text?: Promise<string> };
        cache.text = Promise.resolve(JSON.stringify(body));
      }
    }
    await next();
  };
}

/** GET /v1/changelog: every version and what it changed, in the caller's language. Public. */
export function v1ChangelogRoutes() {
  const app = new Hono<AppBindings>();
  app.get('/v1/changelog', (c) => {
    const locale = c.get('lang');
    return c.json({
      latest: latestApiVersion,
      versions: apiVersions
        .map((entry) => ({ version: entry.version, changes: entry.changes[locale] }))
        .reverse(),
    });
  });
  return app;
}

/** The OpenAPI document's part on versions: a `Kieu-Version` parameter on every operation. */
export function documentVersioning(document: {
  paths?: Record<string, Record<string, { parameters?: unknown[] }>>;
  components?: { parameters?: Record<string, unknown> };
}) {
  document.components ??= {};
  document.components.parameters = {
    ...document.components.parameters,
    KieuVersion: {
      name: 'Kieu-Version',
      in: 'header',
      required: false,
      description: `The API version to follow, a date from the changelog (\`GET /v1/changelog\`): ${apiVersions.map((entry) => `\`${entry.version}\``).join(', ')}. Without it, the newest version on the day the token was made.`,
      schema: { type: 'string', enum: apiVersions.map((entry) => entry.version) },
      example: latestApiVersion,
    },
  };
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.parameters = [
        ...(operation.parameters ?? []),
        { $ref: '#/components/parameters/KieuVersion' },
      ];
    }
  }
  return document;
}
