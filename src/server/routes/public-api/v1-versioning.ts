import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { ApiBindings } from '../../http/api-token-auth.ts';
import {
  apiVersions,
  downgradeDocument,
  isApiVersion,
  latestApiVersion,
  upgradeSubmitBody,
  type VersionedDocument,
} from '../../services/public-api/api-versions.ts';
import { publicApiErrors } from '../../services/public-api/public-api-errors.ts';
import { errorResponses, success } from './v1-error-responses.ts';

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

const changelogSchema = z
  .object({
    latest: z.string().openapi({ description: 'The newest version.', example: latestApiVersion }),
    versions: z.array(
      z.object({
        version: z.string().openapi({ example: latestApiVersion }),
        changes: z.array(z.string()).openapi({
          description: 'What the version changed, in the language of `Accept-Language`.',
        }),
        openapi_url: z.string().openapi({
          description: 'This version’s own OpenAPI document.',
          example: `/v1/openapi.json?version=${latestApiVersion}`,
        }),
      }),
    ),
  })
  .openapi('Changelog');

/**
 * The version of a public call (the changelog, the capabilities), which has no token to pin
 * one: its `Kieu-Version`, checked as the token guard checks it, or else the newest.
 */
export const publicVersion: MiddlewareHandler<ApiBindings> = async (c, next) => {
  const asked = c.req.header('kieu-version')?.trim();
  if (asked && !isApiVersion(asked)) throw publicApiErrors.unsupportedVersion(asked, 'public');
  c.header('kieu-version', asked || latestApiVersion);
  await next();
};

/** GET /v1/changelog: every version and what it changed, in the caller's language. Public. */
export function v1ChangelogRoutes(app: OpenAPIHono<ApiBindings>) {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/changelog',
      operationId: 'get-changelog',
      tags: ['Versions'],
      summary: 'List the API versions and what each changed',
      description:
        'Every dated version, newest first, with what it changed and the URL of its own OpenAPI document (`/v1/openapi.json?version=<date>`). Public: no token needed.',
      security: [],
      middleware: [publicVersion] as const,
      responses: {
        200: success(changelogSchema, 'The versions, newest first.'),
        ...errorResponses('get-changelog'),
      },
      'x-codeSamples': [{ lang: 'Shell', label: 'curl', source: 'curl "$KIEU_API/v1/changelog"' }],
    }),
    (c) => {
      const locale = c.get('lang');
      return c.json(
        {
          latest: latestApiVersion,
          versions: apiVersions
            .map((entry) => ({
              version: entry.version,
              changes: entry.changes[locale],
              openapi_url: versionDocumentPath(entry.version),
            }))
            .reverse(),
        },
        200,
      );
    },
  );
}

/** Where a version's own document is served. */
export function versionDocumentPath(version: string): string {
  return `/v1/openapi.json?version=${version}`;
}

/**
 * The OpenAPI document's part on versions, for `version`: its own schema (each later version's
 * change undone, `downgradeDocument`), `info.version`, and a `Kieu-Version` parameter on every
 * operation.
 */
export function documentVersioning(
  document: VersionedDocument & {
    info: { version: string; description?: string };
    paths?: Record<string, Record<string, { parameters?: unknown[] }>>;
    components?: { parameters?: Record<string, unknown> };
  },
  version: string = latestApiVersion,
) {
  downgradeDocument(version, document);
  document.info.version = version;
  document.info.description = [
    `This document describes version \`${version}\`${version === latestApiVersion ? ', the newest' : ''}. Each version has its own: ${apiVersions.map((entry) => `[\`${entry.version}\`](${versionDocumentPath(entry.version)})`).join(', ')}.`,
    '',
    document.info.description ?? '',
  ].join('\n');
  document.components ??= {};
  document.components.parameters = {
    ...document.components.parameters,
    KieuVersion: {
      name: 'Kieu-Version',
      in: 'header',
      required: false,
      description: `The API version to follow, a date from the changelog (\`GET /v1/changelog\`): ${apiVersions.map((entry) => `\`${entry.version}\``).join(', ')}. Without it, the newest version on the day the token was made (for a call without a token, the newest).`,
      schema: { type: 'string', enum: apiVersions.map((entry) => entry.version) },
      example: version,
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
