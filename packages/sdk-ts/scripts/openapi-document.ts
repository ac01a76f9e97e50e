import { parseEnv } from '../../../src/server/env.ts';
import type { AppDeps } from '../../../src/server/app-deps.ts';
import { publicApiRoutes } from '../../../src/server/routes/public-api/v1.routes.ts';

/** Stands in for the services the routes only use while answering a request, never to build. */
function unused(name: string): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) => (key === 'then' ? undefined : unused(`${name}.${String(key)}`)),
    apply: () => {
      throw new Error(`${name} is not available while the document is produced`);
    },
  });
}

/**
 * The document GET /v1/openapi.json answers, produced in-process: no server, database or queue.
 * @example const doc = await openApiDocument();
 */
export async function openApiDocument(): Promise<OpenApiDocument> {
  const env = parseEnv({ NODE_ENV: 'test', PUBLIC_API_URL: 'https://api.kieu.studio' });
  const deps = new Proxy({ env } as unknown as AppDeps, {
    get: (target, key) => (key === 'env' ? target.env : unused(String(key))),
  });
  const response = await publicApiRoutes(deps).request('/v1/openapi.json');
  if (!response.ok) throw new Error(`GET /v1/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components?: { schemas?: Record<string, unknown> };
  /** Each event's POST to a receiver (OpenAPI 3.1 `webhooks`). */
  webhooks?: Record<string, Record<string, Record<string, unknown>>>;
}
