import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import type { AppBindings } from '../../app-deps.ts';
import type { ApiBindings } from '../../http/api-token-auth.ts';
import { escapeHtml } from '../../mail/escape-html.ts';
import {
  changelogMarkdown,
  isApiVersion,
  latestApiVersion,
} from '../../services/public-api/api-versions.ts';
import { publicApiErrors } from '../../services/public-api/public-api-errors.ts';
import { optionCreditsMarkdown } from './option-credits-markdown.ts';
import { documentVersioning } from './v1-versioning.ts';

const require = createRequire(import.meta.url);
/** Scalar's browser bundle, served by the API itself: the reference page needs no CDN. */
const scalarBundle = require.resolve('@scalar/api-reference/browser/standalone.js');

export const openApiInfo = {
  title: 'Kiểu Studio API',
  version: latestApiVersion,
  description: [
    'Generate try-ons, bodies, hairstyles, videos and image edits from your own systems.',
    '',
    '1. Get a token: an account (sign up in the studio, or with `POST /auth/register`, the mailed code to `POST /auth/verify_otp` and `POST /auth/login`), a plan with API access (Pro and above; Free, Basic and Starter answer 403 `plan_without_api_access` when a token is created), and a token made in API management or with `POST /api-tokens`. Send it as `Authorization: Bearer ks_live_…`. The developers page (`externalDocs`) walks through each step.',
    '2. Upload input images with `POST /v1/uploads`; each upload’s `id` is a job input.',
    '3. Submit a job for a service; it holds the service’s credits. Send an `Idempotency-Key` so a retried submit never pays twice.',
    '4. Read `GET /v1/jobs/{id}` until the job has `succeeded`, `failed` or `cancelled`, send `Prefer: wait=N` (1 to 60 seconds) with the submit to have the ended job in its answer, or pass `webhook_url` and receive a POST (`job.succeeded`, `job.failed` or `job.cancelled`) signed with `Kieu-Signature: t=<unix time>,v1=<hex HMAC-SHA256 of "t.body">` under the token’s webhook secret.',
    '5. Cancel an unfinished job with `POST /v1/jobs/{id}/cancel`, or give it a deadline with the submit’s `Cancel-After` header: its credits come back in full.',
    '',
    'What each service’s engine takes on this deployment, and so which options a submit would refuse with 422 `option_not_supported`, is `GET /v1/capabilities` (public): the demo engine (`local`) takes no try-on `mode`, `garmentPhotoType`, `seed` or `numSamples` other than the defaults.',
    '',
    'Versions are dated: send `Kieu-Version: <date>` to follow one; without it a request follows the newest version on the day its token was made, so an integration keeps the behaviour it was built against. `GET /v1/changelog` lists each version and what it changed; every answer says the version it followed in `Kieu-Version`.',
    '',
    'Check any image or video’s content credentials (made with AI, by which tool, when, changed since) with `POST /v1/verify`, and whether any result shows its product’s garment as it is (colour, pattern) with `POST /v1/fidelity`.',
    '',
    'Each token may call its services only (403 `service_not_permitted`) and makes at most its requests per minute (429 `rate_limit_exceeded` with `Retry-After`). A job without enough credits is refused with 402 `insufficient_credits`; too many unfinished jobs at once with 429 `too_many_concurrent_jobs`. On an unlimited plan (Enterprise), a job past the account’s monthly fair-use budget of engine cost is refused with 429 `fair_use_budget_reached`, naming `budget_vnd` and `resets_at` (the next month in Asia/Ho_Chi_Minh). Errors answer `{ code, message, detail }` in the language of `Accept-Language` (vi or en), with their other fields in snake_case (`max_bytes` on a 413, `retry_after_seconds` on every 429). A method a path does not take is 405 `method_not_allowed` with `Allow`; every answer to a valid token, 405 and 413 included, carries `Kieu-Version` and the `X-RateLimit-*` headers.',
    '',
    optionCreditsMarkdown(),
    '',
    changelogMarkdown(),
  ].join('\n'),
};

const start = `Scalar.createApiReference('#app', ${JSON.stringify({
  url: '/v1/openapi.json',
  hideClientButton: true,
  // No developer toolbar: its Share and Deploy would upload the document to Scalar's cloud.
  showDeveloperTools: 'never',
  // No chat assistant: it would send the document to a third party.
  agent: { disabled: true },
  // The system fonts: nothing is fetched from Scalar's font host.
  withDefaultFonts: false,
})})`;

/**
 * The reference page's policy (decision 035): Scalar's script from the API and the one inline
 * line that starts it (by hash); its requests (the document, "try it") to the API only. Scalar
 * writes its styles at run time, so styles may be inline; nothing may frame the page.
 */
const referencePolicy = [
  "default-src 'none'",
  `script-src 'self' 'sha256-${createHash('sha256').update(start).digest('base64')}'`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * GET /v1/openapi.json (OpenAPI 3.1, generated from the route definitions), GET /v1/reference
 * (the interactive reference page) and its script. All public.
 */
export function v1ReferenceRoutes(
  api: OpenAPIHono<ApiBindings>,
  serverUrl: string,
  siteUrl: string,
) {
  // Each version's document is made once, on its first read (issue 45: each has its own schema).
  const documents = new Map<string, object>();
  const app = new Hono<AppBindings>();
  app.get('/v1/openapi.json', (c) => {
    const version = c.req.query('version')?.trim() || latestApiVersion;
    if (!isApiVersion(version)) throw publicApiErrors.unsupportedVersion(version, 'document');
    const made = documents.get(version);
    if (made) return c.json(made);
    const document = documentVersioning(
      api.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          ...openApiInfo,
          contact: { name: 'Kiểu Studio', url: `${siteUrl}/en/contact` },
          license: { name: 'Kiểu Studio terms of service', url: `${siteUrl}/en/terms` },
        },
        servers: [{ url: serverUrl }],
        externalDocs: {
          description: 'Get a token and make a first try-on, step by step.',
          url: `${siteUrl}/en/developers`,
        },
        tags: [
          { name: 'Jobs', description: 'Submit generations and follow them.' },
          {
            name: 'Batches',
            description: 'Catalogue batches: every garment on every model, as try-on jobs.',
          },
          { name: 'Uploads', description: 'Input images.' },
          {
            name: 'Models',
            description:
              'The brand’s own models: the same person in every job that names one in `params.model`.',
          },
          { name: 'Account', description: 'Credits.' },
          {
            name: 'Webhooks',
            description:
              'Signed POSTs of a job’s outcome to its `webhook_url`, the secret they are signed with, and a test event.',
          },
          {
            name: 'Exports',
            description:
              'One ZIP of results fitted to a marketplace (Shopee, TikTok Shop, Lazada).',
          },
          {
            name: 'Verification',
            description: 'Content credentials (C2PA) of any image or video, ours or not.',
          },
          {
            name: 'Fidelity',
            description:
              'Whether a result shows the product as it is: colour and pattern against the product photo, for any pair.',
          },
          {
            name: 'Capabilities',
            description: 'What each service’s engine takes on this deployment. Public.',
          },
          { name: 'Versions', description: 'The dated versions and what each changed. Public.' },
        ],
      }) as Parameters<typeof documentVersioning>[0],
      version,
    );
    documents.set(version, document);
    return c.json(document as object);
  });
  // The document is written in English, so the page is too, whatever Accept-Language says.
  app.get('/v1/reference', (c) => {
    c.header('content-security-policy', referencePolicy);
    return c.html(`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(openApiInfo.title)} reference</title>
  </head>
  <body>
    <main id="app"></main>
    <script src="/v1/reference/scalar.js"></script>
    <script>${start}</script>
  </body>
</html>`);
  });
  app.get('/v1/reference/scalar.js', async (c) => {
    c.header('content-type', 'text/javascript; charset=utf-8');
    c.header('cache-control', 'public, max-age=86400');
    return c.body(await readFile(scalarBundle));
  });
  return app;
}
