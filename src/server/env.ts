import path from 'node:path';
import { FAIR_USE_DEFAULT_BUDGET_VND } from '../contracts/fair-use.ts';
import { z } from 'zod';
import { TEMPORARY_UPLOAD_HOURS } from '../contracts/retention.ts';
import {
  isModelTool,
  studioTools,
  type ClassicTool,
  type StudioTool,
} from '../contracts/studio.ts';
import { parseEnginePrices } from './economics/price-schema.ts';
import { fashnTools } from './engine/fashn/tools.ts';
import { identityCheckSettings } from './fidelity/identity/identity-setting.ts';
import { DEFAULT_ADMIN_EMAILS, productionProblems } from './production-profile.ts';
import { railCredentialProblems } from './payments/rails/rail-credentials.ts';

/** Booleans in env are written as true/false/1/0; anything else is an error, not a silent false. */
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a whole number')
  .min(0, 'must be between 0 and 65535 (0 picks a free port)')
  .max(65535, 'must be between 0 and 65535 (0 picks a free port)');

/** A Replicate model: `owner/name:version`, `owner/name` or `deployments/owner/name`. */
const replicateModel = z
  .string()
  .regex(
    /^(deployments\/)?[\w.-]+\/[\w.-]+(:[0-9a-f]{64})?$/,
    'must be owner/name:version, owner/name or deployments/owner/name',
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(8787),
  /** Public base URL of the API, handed to the site build and used in signed download links. */
  PUBLIC_API_URL: z.url().optional(),
  /** Origin(s) of the static site allowed by CORS, comma separated. */
  SITE_ORIGIN: z.string().min(1).default('http://127.0.0.1:4321,http://localhost:4321'),
  DATA_DIR: z.string().min(1).default('data'),
  /**
   * Content credentials (decision 052): the ES256 certificate chain (signing certificate first)
   * and its EC P-256 key, both PEM. Unset outside production: a development chain under DATA_DIR.
   */
  C2PA_CERT_PEM: z.string().min(1).optional(),
  C2PA_KEY_PEM: z.string().min(1).optional(),
  /** Empty: the embedded PGlite database under DATA_DIR, served on PGLITE_PORT. */
  DATABASE_URL: z.string().optional(),
  PGLITE_PORT: port.default(54329),
  /**
   * Decision 073: true, the API serves the embedded PGlite itself; false, it connects to it on
   * PGLITE_PORT, served by its own process (`npm run db`), as `npm start` runs it.
   */
  PGLITE_IN_API: flag.default(true),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(5),
  /** Signs download URLs and other short-lived links; at least 32 characters in production. */
  APP_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default('dev-only-secret-change-me-0123456789'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  UPLOAD_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  DOWNLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86400).default(900),
  /**
   * How long a process remembers that a stored file exists (decision 107): reads skip the
   * `stat` or S3 HEAD of a result they saw a moment ago. 0 asks the store every time.
   */
  FILE_EXISTS_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  /** Where files live (decision 027): `local` under DATA_DIR/files, or `s3`, a bucket. */
  OBJECT_STORE: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible service's URL (MinIO, Cloudflare R2, …); unset, AWS S3 in S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** Required with OBJECT_STORE=s3; a private bucket (the API hands out presigned links). */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `S3_ENDPOINT/bucket/key` instead of `bucket.S3_ENDPOINT/key` (most self-hosted services). */
  S3_FORCE_PATH_STYLE: flag.default(false),
  TEMP_UPLOAD_TTL_HOURS: z.coerce.number().min(0.01).default(TEMPORARY_UPLOAD_HOURS),
  MAIL_TRANSPORT: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Kiểu Studio <no-reply@kieu.studio>'),
  SUPPORT_EMAIL: z.email().default('support@kieu.studio'),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-kieu'),
  /** host:port of the Firebase Auth emulator; set, ID tokens are checked against it. */
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  /** Signs access tokens (HS256); at least 32 characters, and a real secret in production. */
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .default('dev-only-jwt-secret-change-me-0123456789'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(90 * 86400)
    .default(7 * 86400),
  /** Spec §6: administrators by email, comma separated; decided on the server. */
  ADMIN_EMAILS: z.string().default(DEFAULT_ADMIN_EMAILS),
  /** Public base URL of the site, for links in mail; default http://SITE_HOST:SITE_PORT. */
  PUBLIC_SITE_URL: z.url().optional(),
  /**
   * Where the browser loads images and videos from besides the site and the API (an S3 bucket,
   * a CDN), comma separated; handed to the site build, whose policy allows them (decision 035).
   */
  PUBLIC_MEDIA_ORIGINS: z
    .string()
    .default('')
    .refine(
      (value) =>
        value
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean)
          .every((entry) => /^https?:$/.test(URL.parse(entry)?.protocol ?? '')),
      'must be http(s) URLs, comma separated',
    ),
  /** The public API's cap on an account's unfinished jobs (decision 023). */
  API_MAX_CONCURRENT_JOBS: z.coerce.number().int().min(1).max(1000).default(10),
  /** The studio's cap on an account's unfinished generations, whatever the plan. */
  STUDIO_MAX_CONCURRENT_JOBS: z.coerce.number().int().min(1).max(1000).default(5),
  /**
   * Decision 067: an unlimited plan's monthly engine-cost budget per account (VND), unless an
   * administrator set the account's own; half the Enterprise price keeps a 50% gross margin.
   */
  FAIR_USE_MONTHLY_BUDGET_VND: z.coerce.number().int().min(0).default(FAIR_USE_DEFAULT_BUDGET_VND),
  /**
   * Decision 067: what a generation still running counts against that budget until its real
   * cost is recorded: the dearest generation on sale (an 8 s Veo 3 video, about $5).
   */
  FAIR_USE_RESERVE_VND: z.coerce.number().int().min(0).default(130_000),
  /**
   * How many reverse proxies stand in front of the API (`true` is one, `false` none). Each
   * appends the address it saw to X-Forwarded-For, so the client is that many entries from the
   * right: anything a client writes further left is its own claim and ignored.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2})$/, 'must be false, true (one proxy) or the number of proxies')
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
    .pipe(z.number().max(10, 'must be at most 10 proxies'))
    .default(0),
  /** Google sign-in by code (POST /auth/google/callback); off until a client id is set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),
  /** `npm start`: where the static site is served, and whether to run the auth emulator. */
  SITE_HOST: z.string().min(1).default('127.0.0.1'),
  SITE_PORT: port.default(4321),
  /** Unset: on outside production; production refuses it (decision 030). */
  AUTH_EMULATOR: flag.optional(),
  /**
   * Apply pending migrations when the API starts (under an advisory lock). Production sets false
   * and runs `npm run db:migrate` once per release (docs/deploy.md).
   */
  MIGRATE_ON_START: flag.default(true),
  /**
   * Run pg-boss workers inside the API process (`npm run api`, `dev`). `npm start` sets false and
   * starts a worker process beside it, so the engine's models stay out of the API (decision 070).
   */
  RUN_WORKERS: flag.default(true),
  /**
   * Load the on-device models when the process starts rather than on the first job or model
   * check. Unset: on, except under NODE_ENV=test, whose APIs are many and short-lived.
   */
  WARM_UP_MODELS: flag.optional(),
  /** Spec §9: a generation job is stopped after this long, then retried or failed and refunded. */
  GENERATION_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(900),
  /**
   * The wait before a failed generation job's first retry, doubled (with jitter) for the second:
   * 2 s gives a provider's passing fault a moment. 0 retries at the worker's next poll.
   */
  GENERATION_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(600).default(2),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10000),
  /**
   * Decisions 069 and 072: how long a process keeps a session's user or an API token's row at
   * most. Every process forgets a changed account on the database's notice, after the commit;
   * the window bounds only what a lost notice connection misses. 0 turns the cache off.
   */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(30_000).default(5000),
  /** Decisions 069 and 137: calls are added to `api_call_counts` in batches, at least this often… */
  API_CALLS_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /** …or as soon as this many wait. */
  API_CALLS_FLUSH_ROWS: z.coerce.number().int().min(1).max(10_000).default(500),
  /**
   * HTTP server timeouts (security issue): a client must send its headers within the first,
   * its whole request within the second; an idle keep-alive connection closes after the third.
   * Slow-loris connections are swept about every second.
   */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  /**
   * The engine of each tool, e.g. `virtual-tryon=fal,image-to-video=fal`; a tool not listed uses
   * `local` (decision 018).
   */
  GENERATION_ENGINES: z.string().default(''),
  /** fal.ai's API key (`Authorization: Key …`); required when a tool uses the fal engine. */
  FAL_KEY: z.string().optional(),
  FAL_QUEUE_URL: z.url().default('https://queue.fal.run'),
  /**
   * fal's Platform API: after a result is saved its request's payloads are deleted there
   * (DELETE /models/requests/{id}/payloads, decision 058); that call needs an ADMIN-scope key.
   */
  FAL_API_URL: z.url().default('https://api.fal.ai/v1'),
  /** fal's public webhook keys (docs.fal.ai/model-endpoints/webhooks, "Verifying Your Webhook"). */
  FAL_JWKS_URL: z.url().default('https://rest.alpha.fal.ai/.well-known/jwks.json'),
  /** How often a waiting fal request's status is read. */
  FAL_POLL_MS: z.coerce.number().int().min(10).max(60000).default(2000),
  /** Each HTTP call to fal; a call unanswered by then is a network error (retried, or failed over). */
  FAL_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  /** Overrides of the fal model id of a tool or video model (src/server/engine/fal/models.ts). */
  FAL_MODEL_VIRTUAL_TRYON: z.string().min(3).optional(),
  FAL_MODEL_BODY_GENERATOR: z.string().min(3).optional(),
  FAL_MODEL_HAIRSTYLE_CHANGER: z.string().min(3).optional(),
  FAL_MODEL_IMAGE_EDITING: z.string().min(3).optional(),
  /** The body generator's model when a face photo is given; the hairstyle's for a painted mask. */
  FAL_MODEL_BODY_GENERATOR_FACE: z.string().min(3).optional(),
  FAL_MODEL_HAIRSTYLE_CHANGER_MASK: z.string().min(3).optional(),
  FAL_MODEL_VIDEO_SEEDANCE_V1: z.string().min(3).optional(),
  FAL_MODEL_VIDEO_VEO_V2: z.string().min(3).optional(),
  FAL_MODEL_VIDEO_VEO3: z.string().min(3).optional(),
  FAL_MODEL_VIDEO_HAILUO_V2: z.string().min(3).optional(),
  FAL_MODEL_VIDEO_KLING_V2_1: z.string().min(3).optional(),
  /**
   * FASHN's own API (decision 120): its key (`Authorization: Bearer …`), required when a tool
   * uses the fashn engine; the base URL (a test points it at the fake); how often a running
   * prediction's status is read; and each HTTP call's limit (a status carries the images inline).
   */
  FASHN_API_KEY: z.string().optional(),
  FASHN_API_URL: z.url().default('https://api.fashn.ai'),
  FASHN_POLL_MS: z.coerce.number().int().min(10).max(60000).default(2000),
  FASHN_HTTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(60_000),
  /**
   * Decision 121: the identity check of results made with a brand model's face reference. Unset:
   * on outside production, off in production until its face model is cleared; `on` or `off`
   * says so on purpose.
   */
  IDENTITY_CHECK: z.enum(identityCheckSettings).optional(),
  /**
   * Replicate (decision 061): the API token (`Authorization: Bearer …`) and, per tool it makes,
   * the model: `owner/name:version`, `owner/name` (an official model) or `deployments/owner/name`.
   */
  REPLICATE_API_TOKEN: z.string().optional(),
  REPLICATE_API_URL: z.url().default('https://api.replicate.com/v1'),
  /** How often a waiting prediction is read (GET /predictions/{id}). */
  REPLICATE_POLL_MS: z.coerce.number().int().min(10).max(60000).default(2000),
  /** `Prefer: wait=N` on create: a quick model answers in the create call itself. */
  REPLICATE_WAIT_SECONDS: z.coerce.number().int().min(1).max(60).default(5),
  REPLICATE_MODEL_VIRTUAL_TRYON: replicateModel.optional(),
  REPLICATE_MODEL_BODY_GENERATOR: replicateModel.optional(),
  REPLICATE_MODEL_HAIRSTYLE_CHANGER: replicateModel.optional(),
  REPLICATE_MODEL_IMAGE_EDITING: replicateModel.optional(),
  REPLICATE_MODEL_IMAGE_TO_VIDEO: replicateModel.optional(),
  /** A self-hosted Cog container per tool it makes (its HTTP API's base URL, decision 061). */
  COG_URL_VIRTUAL_TRYON: z.url().optional(),
  COG_URL_BODY_GENERATOR: z.url().optional(),
  COG_URL_HAIRSTYLE_CHANGER: z.url().optional(),
  COG_URL_IMAGE_EDITING: z.url().optional(),
  COG_URL_IMAGE_TO_VIDEO: z.url().optional(),
  /**
   * Unit economics (decision 065): dong per US dollar, for engine prices in USD; ENGINE_PRICES is
   * JSON over the price table's defaults (src/server/economics/engine-prices.ts), e.g.
   * {"fal":{"fal-ai/flux/dev":{"perMegapixel":0.025}}}; a self-hosted Cog GPU's cost per second;
   * the lowest gross margin an option may be sold at (`npm run economics`, the API's start check).
   */
  USD_VND_RATE: z.coerce.number().positive().max(1_000_000).default(26_000),
  ENGINE_PRICES: z
    .string()
    .optional()
    .superRefine((value, context) => {
      if (value === undefined) return;
      const parsed = parseEnginePrices(value);
      if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.problems.join('; ') });
    }),
  COG_GPU_USD_PER_SECOND: z.coerce.number().min(0).max(1).default(0.000975),
  MIN_GROSS_MARGIN: z.coerce.number().min(0).max(0.99).default(0.5),
  /**
   * The sandbox gateway: a checkout page served by this API where the payer picks success,
   * cancel or failure. Unset: on outside production so `npm start` can sell plans, off in
   * production, where turning it on is warned about at every start (decision 030).
   */
  PAYMENT_SANDBOX: flag.optional(),
  /** VNPay (decision 021): on when both the terminal code and the hash secret are set. */
  VNPAY_TMN_CODE: z.string().optional(),
  VNPAY_HASH_SECRET: z.string().optional(),
  VNPAY_URL: z.url().default('https://sandbox.vnpayment.vn/paymentv2/vpcpay.html'),
  /**
   * Issue 43: the built-in stand-ins that play payOS, MoMo and ZaloPay by their documented
   * protocols, for a rail whose credentials are unset. Unset: on outside production (so
   * `npm start` takes a payment by every method); production refuses to start with it.
   */
  PAYMENT_STANDINS: flag.optional(),
  /** VietQR bank transfers confirmed by payOS (decision 134): on when all three are set. */
  PAYOS_CLIENT_ID: z.string().optional(),
  PAYOS_API_KEY: z.string().optional(),
  PAYOS_CHECKSUM_KEY: z.string().optional(),
  PAYOS_URL: z.url().default('https://api-merchant.payos.vn'),
  /** MoMo's payment gateway v2 (decision 132): on when all three are set. */
  MOMO_PARTNER_CODE: z.string().optional(),
  MOMO_ACCESS_KEY: z.string().optional(),
  MOMO_SECRET_KEY: z.string().optional(),
  MOMO_URL: z.url().default('https://test-payment.momo.vn'),
  /** ZaloPay's gateway v2 (decision 133): on when all three are set. */
  ZALOPAY_APP_ID: z.string().regex(/^\d+$/, 'a number').optional(),
  ZALOPAY_KEY1: z.string().optional(),
  ZALOPAY_KEY2: z.string().optional(),
  ZALOPAY_URL: z.url().default('https://sb-openapi.zalopay.vn'),
  /** A renewal order is opened and mailed this many days before a paid period ends. */
  RENEWAL_NOTICE_DAYS: z.coerce.number().int().min(0).max(30).default(3),
  /**
   * Public API webhooks may reach http URLs, localhost and private addresses (decision 024).
   * Unset: false in production, true otherwise (local receivers in development and tests).
   */
  API_WEBHOOK_ALLOW_PRIVATE: flag.optional(),
  /**
   * Decision 128: a job's inputs given by URL may be fetched over http and from localhost and
   * private addresses. Off everywhere unless set (a test's or a developer's local image host);
   * production refuses to start with it, whatever the webhooks' setting.
   */
  API_INPUT_URL_ALLOW_PRIVATE: flag.default(false),
  /** Retries of a failed webhook delivery after the first attempt, with exponential backoff. */
  API_WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(8),
  /** The first retry's delay; each later one about doubles. */
  API_WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * What a blog change does to the static site (decision 025): `embedded` rebuilds SITE_DIR in
   * place and swaps it atomically, `hook` POSTs SITE_DEPLOY_HOOK_URL, `off` records it only.
   * Unset: `off` under NODE_ENV=test, `embedded` otherwise.
   */
  SITE_REBUILD: z.enum(['embedded', 'hook', 'off']).optional(),
  /** The built site the embedded rebuild replaces (the folder the static server serves). */
  SITE_DIR: z.string().min(1).default('dist'),
  /** Where published admin posts and taxonomy are exported for the build. */
  BLOG_CONTENT_DIR: z.string().min(1).optional(),
  /**
   * The repository's blog sources (blog/<lang>/*.mdx and blog-taxonomy/*.json), read by the
   * admin API to keep slugs unique and taxonomy in use across files and database.
   */
  BLOG_SOURCE_DIR: z.string().min(1).default('src/content'),
  SITE_DEPLOY_HOOK_URL: z.url().optional(),
  /**
   * GET /metrics answers only `Authorization: Bearer <METRICS_TOKEN>` (decision 029). Unset, it
   * is open: production refuses that unless METRICS_PUBLIC=true.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Production: serve /metrics without a token (only a private network reaches the API). */
  METRICS_PUBLIC: flag.default(false),
  /** `npm run worker` serves its own /metrics on this port; unset, the worker serves nothing. */
  WORKER_METRICS_PORT: port.optional(),
  WORKER_METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * OpenTelemetry traces over OTLP/HTTP, off unless an endpoint is set (e.g.
   * http://collector:4318). The SDK reads the other standard OTEL_* variables itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json']).optional(),
  /** Default `kieu-api` for the API, `kieu-worker` for `npm run worker`. */
  OTEL_SERVICE_NAME: z.string().min(1).optional(),
  /**
   * How a generation's event stream learns of changes (decision 028): `notify` listens for the
   * worker's notices on one connection per API process; `poll` reads every stream's row every
   * 500 ms, as before.
   */
  PROGRESS_EVENTS: z.enum(['notify', 'poll']).default('notify'),
  /** With `notify`, each stream still reads its row this often, in case a notice was missed. */
  PROGRESS_SAFETY_POLL_MS: z.coerce.number().int().min(100).max(86_400_000).default(10_000),
});

export type Env = Omit<
  z.infer<typeof envSchema>,
  | 'API_WEBHOOK_ALLOW_PRIVATE'
  | 'SITE_REBUILD'
  | 'BLOG_CONTENT_DIR'
  | 'PAYMENT_SANDBOX'
  | 'PAYMENT_STANDINS'
  | 'AUTH_EMULATOR'
> & {
  PAYMENT_SANDBOX: boolean;
  PAYMENT_STANDINS: boolean;
  AUTH_EMULATOR: boolean;
  API_WEBHOOK_ALLOW_PRIVATE: boolean;
  SITE_REBUILD: 'embedded' | 'hook' | 'off';
  BLOG_CONTENT_DIR: string;
};

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/**
 * Parses configuration from the environment, naming every bad variable.
 * @example parseEnv({ API_PORT: 'abc' }) // throws EnvError: "API_PORT: must be a port number"
 */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings mean "unset", as in a .env file with `NAME=`.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const production = result.data.NODE_ENV === 'production';
  const env: Env = {
    ...result.data,
    PAYMENT_SANDBOX: result.data.PAYMENT_SANDBOX ?? !production,
    PAYMENT_STANDINS: result.data.PAYMENT_STANDINS ?? !production,
    AUTH_EMULATOR: result.data.AUTH_EMULATOR ?? !production,
    API_WEBHOOK_ALLOW_PRIVATE:
      result.data.API_WEBHOOK_ALLOW_PRIVATE ?? result.data.NODE_ENV !== 'production',
    SITE_REBUILD:
      result.data.SITE_REBUILD ?? (result.data.NODE_ENV === 'test' ? 'off' : 'embedded'),
    BLOG_CONTENT_DIR:
      result.data.BLOG_CONTENT_DIR ?? path.join(result.data.DATA_DIR, 'blog-content'),
  };
  if (env.SITE_REBUILD === 'hook' && !env.SITE_DEPLOY_HOOK_URL) {
    throw new EnvError(['SITE_DEPLOY_HOOK_URL: required when SITE_REBUILD=hook']);
  }
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    throw new EnvError(['SMTP_URL: required when MAIL_TRANSPORT=smtp']);
  }
  if (env.OBJECT_STORE === 's3') {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length) {
      throw new EnvError(missing.map((name) => `${name}: required when OBJECT_STORE=s3`));
    }
  }
  // Production names every unsafe choice at once, so one failed start lists all there is to fix.
  const unsafe = [
    ...(production && env.APP_SECRET.startsWith('dev-only')
      ? ['APP_SECRET: set a real secret in production']
      : []),
    ...(production && env.JWT_SECRET.startsWith('dev-only')
      ? ['JWT_SECRET: set a real secret in production']
      : []),
    ...productionProblems(env, cleaned),
    ...(production && !env.METRICS_TOKEN && !env.METRICS_PUBLIC
      ? [
          'METRICS_TOKEN: required in production to protect GET /metrics (or set METRICS_PUBLIC=true when only a private network reaches the API)',
        ]
      : []),
  ];
  if (unsafe.length > 0) throw new EnvError(unsafe);
  if (Boolean(env.VNPAY_TMN_CODE) !== Boolean(env.VNPAY_HASH_SECRET)) {
    throw new EnvError(['VNPAY_HASH_SECRET: VNPAY_TMN_CODE and VNPAY_HASH_SECRET go together']);
  }
  const partialRails = railCredentialProblems(env);
  if (partialRails.length > 0) throw new EnvError(partialRails);
  if (Boolean(env.C2PA_CERT_PEM) !== Boolean(env.C2PA_KEY_PEM)) {
    throw new EnvError(['C2PA_KEY_PEM: C2PA_CERT_PEM and C2PA_KEY_PEM go together']);
  }
  if (env.GOOGLE_CLIENT_ID && !env.GOOGLE_CLIENT_SECRET) {
    throw new EnvError(['GOOGLE_CLIENT_SECRET: required when GOOGLE_CLIENT_ID is set']);
  }
  // Decision 062: a fallback engine is configured too, or the failover would fail when needed.
  if (namedEngines(env.GENERATION_ENGINES).has('fal') && !env.FAL_KEY) {
    throw new EnvError([
      'FAL_KEY: required when GENERATION_ENGINES names fal for a tool, first or as a fallback (or remove it from GENERATION_ENGINES)',
    ]);
  }
  const remote = remoteEngineProblems(env, parseEngineChains(env.GENERATION_ENGINES));
  if (remote.length > 0) throw new EnvError(remote);
  return env;
}

/** The suffix of a tool's REPLICATE_MODEL_ and COG_URL_ variables. */
export const toolEnvSuffix = {
  'virtual-tryon': 'VIRTUAL_TRYON',
  'body-generator': 'BODY_GENERATOR',
  'hairstyle-changer': 'HAIRSTYLE_CHANGER',
  'image-editing': 'IMAGE_EDITING',
  'image-to-video': 'IMAGE_TO_VIDEO',
} as const satisfies Record<ClassicTool, string>;

/**
 * What a tool sent to Replicate, Cog or FASHN needs, first or as a fallback (decision 062): the
 * token and its model, or its container; FASHN's key. Which engine makes which tool is
 * `engineServes`, checked when the chains are read.
 */
function remoteEngineProblems(env: Env, chains: Record<StudioTool, EngineName[]>): string[] {
  const problems: string[] = [];
  const usesFashn = Object.entries(chains).filter(([, chain]) => chain.includes('fashn'));
  if (usesFashn.length > 0 && !env.FASHN_API_KEY) {
    problems.push('FASHN_API_KEY: required when GENERATION_ENGINES sends a tool to fashn');
  }
  const usesReplicate = Object.values(chains).some((chain) => chain.includes('replicate'));
  if (usesReplicate && !env.REPLICATE_API_TOKEN) {
    problems.push(
      'REPLICATE_API_TOKEN: required when GENERATION_ENGINES sends a tool to replicate',
    );
  }
  for (const tool of studioTools) {
    if (isModelTool(tool)) continue;
    const suffix = toolEnvSuffix[tool];
    if (chains[tool].includes('replicate') && !env[`REPLICATE_MODEL_${suffix}`]) {
      problems.push(
        `REPLICATE_MODEL_${suffix}: required when ${tool} runs on replicate (owner/name:version)`,
      );
    }
    if (chains[tool].includes('cog') && !env[`COG_URL_${suffix}`]) {
      problems.push(`COG_URL_${suffix}: required when ${tool} runs on cog (the container's URL)`);
    }
  }
  return problems;
}

/**
 * The configuration of a process entry point (`npm run api`, `worker`, `start`, …): a bad or
 * unsafe one is printed, naming each variable, and the process exits 1 before opening anything.
 * @example const env = parseEnvOrExit();
 */
export function parseEnvOrExit(source: Record<string, string | undefined> = process.env): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export const engineNames = ['local', 'fal', 'replicate', 'cog', 'fashn'] as const;
export type EngineName = (typeof engineNames)[number];

/** The engines that serve product to model and model swap (issue 42). */
export const modelToolEngines: readonly EngineName[] = ['local', 'fashn'];

/**
 * Whether an engine has a model for a tool: FASHN makes only its own tools (decision 120); the
 * others serve the spec's five, and the demo engine every tool.
 */
/** The engines that make a tool, for the message that refuses another. */
function enginesServing(tool: StudioTool): EngineName[] {
  return engineNames.filter((engine) => engineServes(engine, tool));
}

export function engineServes(engine: EngineName, tool: StudioTool): boolean {
  if (engine === 'fashn') return fashnTools.includes(tool);
  return !isModelTool(tool) || modelToolEngines.includes(engine);
}

/**
 * GENERATION_ENGINES as the engine of every tool, `local` unless listed: the first of its chain.
 * @example parseGenerationEngines('virtual-tryon=fal|local')['virtual-tryon'] // 'fal'
 */
export function parseGenerationEngines(value: string): Record<StudioTool, EngineName> {
  const chains = parseEngineChains(value);
  return Object.fromEntries(
    studioTools.map((tool) => [tool, chains[tool][0] ?? 'local']),
  ) as Record<StudioTool, EngineName>;
}

/**
 * GENERATION_ENGINES as each tool's engines in failover order (decision 062): `tool=a|b` tries
 * `a`, then `b` when `a` fails in a retryable way; `[local]` unless listed.
 * @example parseEngineChains('virtual-tryon=fal|local')['virtual-tryon'] // ['fal', 'local']
 */
export function parseEngineChains(value: string): Record<StudioTool, EngineName[]> {
  const chains = Object.fromEntries(studioTools.map((tool) => [tool, ['local']])) as Record<
    StudioTool,
    EngineName[]
  >;
  const issues: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [tool = '', engines = '', ...rest] = entry.split('=').map((part) => part.trim());
    const chain = engines.split('|').map((part) => part.trim());
    const unknown = chain.find((engine) => !(engineNames as readonly string[]).includes(engine));
    if (!(studioTools as readonly string[]).includes(tool) || rest.length > 0) {
      issues.push(
        `GENERATION_ENGINES: unknown tool "${tool}" in "${entry}" (tools: ${studioTools.join(', ')})`,
      );
    } else if (unknown !== undefined) {
      issues.push(
        `GENERATION_ENGINES: unknown engine "${unknown}" for ${tool} (engines: ${engineNames.join(', ')})`,
      );
    } else if (new Set(chain).size !== chain.length) {
      issues.push(`GENERATION_ENGINES: ${tool} names an engine twice in "${engines}"`);
    } else if (chain.some((engine) => !engineServes(engine as EngineName, tool as StudioTool))) {
      issues.push(
        `GENERATION_ENGINES: ${tool} runs on ${enginesServing(tool as StudioTool).join(', ')} only`,
      );
    } else {
      chains[tool as StudioTool] = chain as EngineName[];
    }
  }
  if (issues.length > 0) throw new EnvError(issues);
  return chains;
}

/** Every engine GENERATION_ENGINES names, in any tool's chain: each must be configured. */
export function namedEngines(value: string): Set<EngineName> {
  return new Set(Object.values(parseEngineChains(value)).flat());
}

/** The site's public URL (no trailing slash), for links in mail. */
export function publicSiteUrl(env: Env): string {
  return (env.PUBLIC_SITE_URL ?? `http://${env.SITE_HOST}:${env.SITE_PORT}`).replace(/\/+$/, '');
}

/** ADMIN_EMAILS as a set of lower-cased addresses. */
export function adminEmails(env: Pick<Env, 'ADMIN_EMAILS'>): Set<string> {
  return new Set(
    env.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Whether traces are exported: an OTLP endpoint is set (decision 029). */
export function tracingEnabled(
  env: Pick<Env, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'>,
): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT);
}

/** The API's own public URL: configured, or derived from host and port. */
export function publicApiUrl(env: Env): string {
  return env.PUBLIC_API_URL ?? `http://${env.API_HOST}:${env.API_PORT}`;
}
