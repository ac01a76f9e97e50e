import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Mail kept in the database by the outbox transport (the embedded default), shown on /dev-tools. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: createdAt(),
  },
  (table) => [index('mail_outbox_created_at_idx').on(table.createdAt)],
);

/**
 * Files written to the object store. Temporary ones (an upload not yet attached to anything)
 * carry an expiry and are removed by the cleanup job.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    temporary: boolean('temporary').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('stored_files_expiry_idx').on(table.temporary, table.expiresAt)],
);

/** Free-consultation sign-ups from the home page (POST /consultations). */
export const consultationRequests = pgTable(
  'consultation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    businessType: text('business_type'),
    message: text('message'),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('consultation_requests_created_at_idx').on(table.createdAt)],
);

/** Messages from the contact form (spec §3); `reference` is quoted to the sender. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    topic: text('topic').notNull(),
    description: text('description').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/** Attachments of a contact message; stored_files stays generic, so the link lives here. */
export const contactMessageFiles = pgTable(
  'contact_message_files',
  {
    contactMessageId: uuid('contact_message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The sender's file name, for the download link only. */
    originalName: text('original_name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contactMessageId, table.storedFileId] })],
);

/**
 * One row per counted request, for sliding-window limits shared by every API process.
 * `subject` is an HMAC of the client key (an IP address, later an account), never the key.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('rate_limit_hits_lookup_idx').on(table.bucket, table.subject, table.createdAt),
    index('rate_limit_hits_expiry_idx').on(table.bucket, table.createdAt),
  ],
);

/**
 * Accounts. `email` is stored lower-cased. `password_hash` (argon2id) is null for accounts that
 * only ever signed in through Google. Access tokens issued before `tokens_valid_after` are void
 * (a password reset or change signs out every device; see decision 006).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    isVerified: boolean('is_verified').notNull().default(false),
    isDisabled: boolean('is_disabled').notNull().default(false),
    locale: text('locale').notNull().default('vi'),
    /** The visible AI label on image downloads (issue 17 point 4, decision 054). */
    aiLabel: text('ai_label').notNull().default('badge'),
    /** When the user last confirmed that unlabelled images are not presented as a real person. */
    aiLabelNoneConfirmedAt: timestamp('ai_label_none_confirmed_at', { withTimezone: true }),
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /**
     * "Close my account" (issue 26 point 1, decision 056): set when the owner asked; sign-in is
     * refused from then on, and the purge job deletes the account at `deleteAfter` unless the
     * mailed undo link (only its SHA-256 is kept, single use) cleared all three first.
     */
    closingAt: timestamp('closing_at', { withTimezone: true }),
    deleteAfter: timestamp('delete_after', { withTimezone: true }),
    closureUndoHash: text('closure_undo_hash').unique(),
    /**
     * Issue 27 point 5 (decision 067): the account's monthly engine-cost budget on an unlimited
     * plan, in VND, set by an administrator; null takes FAIR_USE_MONTHLY_BUDGET_VND.
     */
    fairUseBudgetVnd: bigint('fair_use_budget_vnd', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('users_created_at_idx').on(table.createdAt),
    index('users_delete_after_idx').on(table.deleteAfter),
  ],
);

/**
 * Mailed one-time codes (email verification). Only an HMAC of the code is kept; a new code for
 * the same purpose replaces the old one, and `attempts` counts wrong tries (decision 005).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('one_time_codes_user_purpose_idx').on(table.userId, table.purpose)],
);

/** Password reset links: a SHA-256 of the token, single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
);

/**
 * Sign-in identities at other providers ('firebase' uid, 'google' sub) linked to an account.
 * `email_verified`: whether the address was proven when the identity was linked; since
 * decision 092 always, by the code mailed to it (older rows may say false).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_identities_provider_subject_idx').on(table.provider, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/** Access tokens signed out one by one (POST /auth/logout), kept until they would expire. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('revoked_tokens_expiry_idx').on(table.expiresAt)],
);

/**
 * The assets library (spec §2.10, §3): images and videos a user keeps to pick as a model,
 * garment, face, hair or generic image. The file is a permanent stored_files row; `name` is the
 * sender's file name, searchable.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mediaType: text('media_type').notNull(),
    name: text('name').notNull(),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id),
    /** A small WebP for lists and the picker. */
    thumbnailFileId: uuid('thumbnail_file_id').references(() => storedFiles.id),
    width: integer('width'),
    height: integer('height'),
    /**
     * Where a server-side copy came from ('sample:model-lan', 'result:<generation>:model',
     * 'input:<generation>:person'); null for uploads. Unique per user, so picking the same
     * sample or sending the same result twice, even in parallel, keeps one copy (decision 043).
     */
    origin: text('origin'),
    /** When the mail announcing its removal went (decision 058): it goes once. */
    retentionNoticeAt: timestamp('retention_notice_at', { withTimezone: true }),
    /**
     * Issue 20: a garment is one SKU in one colour. The seller's own article number, colour
     * name and garment category (contracts/tools.ts `garmentCategories`); null on other kinds.
     */
    sku: text('sku'),
    color: text('color'),
    garmentCategory: text('garment_category'),
    createdAt: createdAt(),
  },
  (table) => [
    index('assets_user_created_idx').on(table.userId, table.createdAt),
    index('assets_user_kind_idx').on(table.userId, table.kind),
    uniqueIndex('assets_user_origin_idx').on(table.userId, table.origin),
    index('assets_user_sku_idx').on(table.userId, table.sku),
  ],
);

/**
 * Issue 26 (Law 91/2025/QH15: consent must be given and provable): the answer given for one
 * upload of a photo of a person, with the exact wording shown, its language and a SHA-256 of
 * the bytes as sent. It outlives the asset (asset_id set null) as the proof that the photo was
 * taken in with consent, and goes with the account (decision 057).
 */
export const uploadConsents = pgTable(
  'upload_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    sha256: text('sha256').notNull(),
    /** 'subject' (the person in the photo agreed) or 'self' (it is the uploader). */
    answer: text('answer').notNull(),
    wording: text('wording').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('upload_consents_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('upload_consents_asset_idx').on(table.assetId),
  ],
);

/**
 * Generations, the history of spec §2.9: one row per run of a studio tool. `inputs` lists the
 * input images as `{ role, fileId }` (roles of spec §3), `params` the tool's settings. A
 * successful row whose result file is gone shows as 'Missing Result'. `community` is the
 * owner's choice to show the result among the dashboard's community generations.
 */
export const generations = pgTable(
  'generations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull(),
    status: text('status').notNull(),
    params: jsonb('params').notNull().default({}),
    inputs: jsonb('inputs').notNull().default([]),
    resultFileId: uuid('result_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    resultThumbnailFileId: uuid('result_thumbnail_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    resultMediaType: text('result_media_type'),
    /**
     * Decision 101: downloads follow the plan at download. An image made on a plan with the
     * watermark stores it in the result's pixels (what links, shares and the community show) and
     * keeps this clean copy, served only by the owner's downloads once the plan has no watermark.
     */
    resultCleanFileId: uuid('result_clean_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    /** Whether the stored result carries the watermark; null for results made before 101. */
    resultWatermarked: boolean('result_watermarked'),
    /**
     * The further images of a request for several samples (decision 064), after the result:
     * `{ fileId, thumbnailFileId }` each, removed with the generation as its inputs are.
     */
    resultSamples: jsonb('result_samples').notNull().default([]),
    error: text('error'),
    engine: text('engine'),
    processingMs: integer('processing_ms'),
    community: boolean('community').notNull().default(false),
    /** Spec §2.8 phase and the fraction done, written by the worker while it runs. */
    phase: text('phase').notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    /** Why it failed, as the public API's stable `error.code` (contracts/job-failures.ts). */
    errorCode: text('error_code'),
    /** The submit's Idempotency-Key: a repeated submit answers this generation. */
    idempotencyKey: text('idempotency_key'),
    /**
     * SHA-256 of what the keyed submit asked (service, inputs, params, mask, webhook): the same
     * key with another request is refused (409 idempotency_key_reused), as Stripe does.
     */
    requestHash: text('request_hash'),
    /** Set when the public API submitted it (decision 023): its usage is counted per token. */
    apiTokenId: uuid('api_token_id').references((): AnyPgColumn => apiTokens.id, {
      onDelete: 'set null',
    }),
    /** The public API caller's URL told of the outcome, with a signed delivery. */
    webhookUrl: text('webhook_url'),
    /** The public API caller asked for small results inline as data URIs (decision 080). */
    returnBase64: boolean('return_base64').notNull().default(false),
    /** When the mail announcing its removal went (decision 058): it goes once. */
    retentionNoticeAt: timestamp('retention_notice_at', { withTimezone: true }),
    /** Issue 20: the catalogue batch this generation is a cell of (null for a single job). */
    batchId: uuid('batch_id').references((): AnyPgColumn => catalogueBatches.id, {
      onDelete: 'set null',
    }),
    /**
     * Issue 20: what an export names the result by, fixed at submit so a later edit of the
     * garment does not rename a file: `{ sku, color, category, model, garment }`
     * (contracts/catalogue.ts `CellLabel`). Null when the try-on's garment has no SKU.
     */
    catalogue: jsonb('catalogue'),
    /**
     * Issue 41: the garment fidelity report of a result that shows a garment
     * (contracts/fidelity.ts `FidelityReport`), written with the result. Null for the tools that
     * show none, and for results made before the check.
     */
    fidelity: jsonb('fidelity'),
    /**
     * Issue 41: the owner's approval of a result its report did not pass, `{ reason, at, by }`
     * (contracts/fidelity.ts `FidelityApproval`): an export then takes it as reviewed.
     */
    fidelityApproval: jsonb('fidelity_approval'),
    /** Decision 103: the team member who asked for it on the owner's account (null: the owner). */
    createdBy: uuid('created_by').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** Issue 42 (decision 119): the brand model this job showed, kept after the model retires. */
    brandModelId: uuid('brand_model_id').references((): AnyPgColumn => brandModels.id, {
      onDelete: 'set null',
    }),
    /**
     * Issue 45 (decision 129): the garment category a try-on or product to model ran with, and
     * where it came from: `request` (asked), `upload` (`auto`, the garment upload's stored
     * category) or `detected` (`auto`, read off the photo; the category is null until the local
     * engine says it, and stays null on an engine that detects on its own). Null for other tools
     * and for jobs made before it was kept.
     */
    categoryUsed: text('category_used'),
    categorySource: text('category_source'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('generations_batch_idx').on(table.batchId),
    index('generations_brand_model_idx').on(table.brandModelId),
    index('generations_api_token_created_idx').on(table.apiTokenId, table.createdAt),
    uniqueIndex('generations_user_idempotency_idx').on(table.userId, table.idempotencyKey),
    index('generations_user_tool_created_idx').on(table.userId, table.tool, table.createdAt),
    index('generations_user_created_idx').on(table.userId, table.createdAt),
    index('generations_community_created_idx').on(table.community, table.createdAt),
    check(
      'generations_category_source_check',
      sql`${table.categorySource} in ('request', 'upload', 'detected')`,
    ),
  ],
);

/**
 * Public links to one result (spec §2.9 Share). Only a SHA-256 of the link's token is kept;
 * the owner can revoke a link, after which it answers 404 like an unknown one.
 */
export const generationShares = pgTable(
  'generation_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    generationId: uuid('generation_id')
      .notNull()
      .references(() => generations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('generation_shares_generation_idx').on(table.generationId)],
);

/**
 * Credits a user received: the free plan's 5 on verification, a plan's credits per billing
 * cycle, an admin's adjustment. Each grant expires 12 months after it was made (DESIGN.md,
 * spec §9 rollover); spending draws from `remaining`, soonest expiry first, so the balance is
 * the sum of the unexpired `remaining`. (source, reference) makes a grant happen once.
 */
export const creditGrants = pgTable(
  'credit_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    remaining: integer('remaining').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('credit_grants_once_idx').on(table.userId, table.source, table.reference),
    index('credit_grants_user_expiry_idx').on(table.userId, table.expiresAt),
    check(
      'credit_grants_remaining_check',
      sql`${table.remaining} >= 0 and ${table.remaining} <= ${table.amount}`,
    ),
  ],
);

/**
 * Credits held for one generation: taken from grants (soonest expiry first) when the job is
 * queued, kept when it succeeds, given back to the same grants when it fails (decision 013).
 * `allocations` lists `{ grantId, amount }`.
 */
export const creditCharges = pgTable(
  'credit_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    generationId: uuid('generation_id')
      .unique()
      .references(() => generations.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    status: text('status').notNull(),
    allocations: jsonb('allocations').notNull(),
    /**
     * Decision 103: who spent them, the account's owner or a team member; kept when the
     * generation is deleted, so the team's audit still says who spent what.
     */
    actorId: uuid('actor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('credit_charges_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Issue 27: what one generation cost us and earned. Kept apart from the history, without a
 * foreign key to it, so a deleted or expired generation still counts in the margins and in an
 * account's monthly cost budget; the account's id is cleared when the account is deleted.
 * - `option`: the priced option of the request (the credits table's key, e.g. `veo3-8s`).
 * - `costMicroUsd`: every billed provider call of the generation in millionths of a US dollar
 *   (failovers, retries and failed calls the provider bills included); `costVnd` the same at the
 *   exchange rate of the day.
 * - `attempts`: `{ engine, model, microUsd, billed, outcome }` per provider call.
 * - `revenueVnd`: the credits kept, valued at the account's effective price per credit (free
 *   and admin-granted credits at 0); 0 when refunded.
 */
export const generationEconomics = pgTable(
  'generation_economics',
  {
    generationId: uuid('generation_id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    tool: text('tool').notNull(),
    planId: text('plan_id').notNull(),
    option: text('option').notNull(),
    engine: text('engine'),
    model: text('model'),
    credits: integer('credits').notNull().default(0),
    costMicroUsd: bigint('cost_micro_usd', { mode: 'number' }).notNull().default(0),
    costVnd: bigint('cost_vnd', { mode: 'number' }).notNull().default(0),
    revenueVnd: bigint('revenue_vnd', { mode: 'number' }).notNull().default(0),
    attempts: jsonb('attempts').notNull().default([]),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('generation_economics_created_idx').on(table.createdAt),
    index('generation_economics_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A generation's request at a remote provider (decision 018). The row is written as soon as the
 * provider accepts the request, so a job retried after a worker crash waits on the same request
 * instead of paying for a second one; a webhook records the outcome here once (by request id),
 * and the waiting job reads it. `status` is the provider's: IN_QUEUE, IN_PROGRESS, then OK,
 * ERROR or CANCELLED once finished; `result` is the provider's answer (or its error details).
 */
export const providerRequests = pgTable('provider_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  generationId: uuid('generation_id')
    .notNull()
    .unique()
    .references(() => generations.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  modelId: text('model_id').notNull(),
  requestId: text('request_id').notNull().unique(),
  status: text('status').notNull(),
  result: jsonb('result'),
  error: text('error'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * The plans on sale (spec §3, §6): seeded from the catalogue of decision 004 by the migration,
 * read by GET /plans and by every server-side gate. `active` false hides a plan from sale while
 * its subscribers keep it.
 */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  position: integer('position').notNull(),
  credits: integer('credits'),
  creditsPeriod: text('credits_period').notNull(),
  unlimited: boolean('unlimited').notNull().default(false),
  monthlyPrice: integer('monthly_price').notNull(),
  annualPrice: integer('annual_price').notNull(),
  watermark: boolean('watermark').notNull(),
  maxResolution: text('max_resolution').notNull(),
  priority: integer('priority').notNull(),
  apiAccess: boolean('api_access').notNull(),
  teamAccess: boolean('team_access').notNull(),
  highlighted: boolean('highlighted').notNull().default(false),
  active: boolean('active').notNull().default(true),
});

/**
 * A user's paid plan (one row per user; none means the free plan). The paid period runs from
 * `periodStart` to `periodEnd`; credits are granted per month of it (`creditsGrantedThrough`
 * is the end of the last month granted). A downgrade waits in `nextPlanId` until `periodEnd`.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    billingCycle: text('billing_cycle').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    creditsGrantedThrough: timestamp('credits_granted_through', { withTimezone: true }).notNull(),
    nextPlanId: text('next_plan_id').references(() => plans.id),
    nextBillingCycle: text('next_billing_cycle'),
    /**
     * A downgrade chosen but not paid (decision 038): its order is opened when the period ends,
     * and paying it starts the plan.
     */
    scheduledPlanId: text('scheduled_plan_id').references(() => plans.id),
    scheduledBillingCycle: text('scheduled_billing_cycle'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscriptions_period_end_idx').on(table.periodEnd)],
);

/**
 * One purchase of a plan for one billing period (spec §3 payment record): pending until the
 * gateway's verified server notification completes or fails it, exactly once. `reference` is
 * the transaction reference sent to the gateway (VNPay's vnp_TxnRef). Amounts are whole dong.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null once the account is deleted: the accounting law keeps the payment for 10 years, but
     * not who made it (decision 056).
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reference: text('reference').notNull().unique(),
    kind: text('kind').notNull(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    billingCycle: text('billing_cycle').notNull(),
    amount: integer('amount').notNull(),
    credits: integer('credits'),
    /**
     * An upgrade's unused credits of the current period that its price credit pays for; taken
     * from the balance when the order is paid (decision 038).
     */
    creditsTradedIn: integer('credits_traded_in').notNull().default(0),
    /** After this a pending order can no longer be paid (decision 038). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The gateway chosen to pay, then the one whose notification settled it. */
    gateway: text('gateway'),
    status: text('status').notNull().default('pending'),
    failureCode: text('failure_code'),
    gatewayTransaction: text('gateway_transaction'),
    paymentMethod: text('payment_method'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt),
    check('orders_amount_check', sql`${table.amount} >= 0`),
  ],
);

/**
 * Every server-to-server notification a gateway sent, verified or not, and what it did: the
 * audit trail behind each order's status.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gateway: text('gateway').notNull(),
    reference: text('reference'),
    verified: boolean('verified').notNull(),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
    /**
     * Issue 43: money that moved but settled nothing (a paid notice of the wrong amount, for an
     * unknown, expired or already paid order) waits here for an administrator, who resolves it
     * with a note (a refund by hand, or the order settled another way).
     */
    needsReview: boolean('needs_review').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (table) => [
    index('payment_notifications_reference_idx').on(table.reference),
    index('payment_notifications_review_idx')
      .on(table.receivedAt)
      .where(sql`${table.needsReview} and ${table.resolvedAt} is null`),
  ],
);

/**
 * One try at paying an order on a rail with its own order at the provider (issue 43: VietQR
 * through payOS, MoMo, ZaloPay). Each try has the provider's id for it (payOS's numeric
 * orderCode, MoMo's orderId, ZaloPay's app_trans_id), unique per gateway, which is how a
 * notification or a query finds its order. `qr` is what the checkout shows; `status` is `open`
 * until the order is paid through it (`paid`) or it is given up (`closed`: expired, failed,
 * replaced).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    qr: jsonb('qr'),
    status: text('status').notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_attempts_provider_idx').on(table.gateway, table.providerOrderId),
    index('payment_attempts_order_idx').on(table.orderId, table.createdAt),
    index('payment_attempts_open_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
    check('payment_attempts_status_check', sql`${table.status} in ('open', 'paid', 'closed')`),
  ],
);

/**
 * A refund of a completed order (issue 43), started by an administrator: `pending` while the
 * provider works on it (ZaloPay refunds asynchronously), then `completed` (the order is marked
 * refunded and its credits are taken back, `creditsTakenBack` of them) or `failed`.
 * `providerRefundId` is the id sent to the provider (MoMo's new orderId, ZaloPay's m_refund_id),
 * so a retried call is the same refund. One refund per order: a refund is of the whole amount.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    gateway: text('gateway').notNull(),
    amount: integer('amount').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    creditsTakenBack: integer('credits_taken_back').notNull().default(0),
    failureCode: text('failure_code'),
    payload: jsonb('payload'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_refunds_provider_idx').on(table.gateway, table.providerRefundId),
    check(
      'payment_refunds_status_check',
      sql`${table.status} in ('pending', 'completed', 'failed')`,
    ),
  ],
);

/**
 * API tokens for the public API (spec §3, §4, §5; decision 022). The token is shown once; only
 * its SHA-256 is kept, with a short public prefix to find it and show it in lists. `services`
 * lists the studio tools the token may call; `rateLimitPerMinute` is 1 to 1000.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    services: jsonb('services').notNull(),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull(),
    active: boolean('active').notNull().default(true),
    /** Rotations of the webhook signing secret, mixed into its derivation (decision 079). */
    webhookSecretVersion: integer('webhook_secret_version').notNull().default(0),
    /** The last rotation: the previous secret also signs deliveries for a grace period after it. */
    webhookSecretRotatedAt: timestamp('webhook_secret_rotated_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('api_tokens_user_idx').on(table.userId, table.createdAt),
    check('api_tokens_rate_limit_check', sql`${table.rateLimitPerMinute} between 1 and 1000`),
  ],
);

/**
 * Public API calls counted per token, hour and outcome (decision 023; decision 137 replaced the
 * row per call): which service (null for calls that name none, like the balance), which
 * operation, the answer's status and error code, and how many calls had them in that UTC hour.
 * The usage charts read it. Each API process adds its buffered calls with one upsert.
 */
export const apiCallCounts = pgTable(
  'api_call_counts',
  {
    tokenId: uuid('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The UTC hour the calls fell in (its first instant). */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    service: text('service'),
    operation: text('operation').notNull(),
    statusCode: integer('status_code').notNull(),
    errorCode: text('error_code'),
    calls: integer('calls').notNull(),
  },
  (table) => [
    unique('api_call_counts_key')
      .on(
        table.tokenId,
        table.hour,
        table.service,
        table.operation,
        table.statusCode,
        table.errorCode,
      )
      .nullsNotDistinct(),
    index('api_call_counts_user_idx').on(table.userId),
    check('api_call_counts_calls_check', sql`${table.calls} > 0`),
  ],
);

/**
 * Webhook deliveries of a public API job's outcome: one row per job and event, with the attempts
 * made, the last answer and when it was delivered (or given up).
 */
export const apiWebhookDeliveries = pgTable(
  'api_webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The job whose outcome (or whose batch's end) it announces; null for an export's. */
    generationId: uuid('generation_id').references(() => generations.id, { onDelete: 'cascade' }),
    /** Issue 20: the marketplace export whose `export.ready` it announces. */
    exportId: uuid('export_id').references((): AnyPgColumn => catalogueExports.id, {
      onDelete: 'cascade',
    }),
    event: text('event').notNull(),
    url: text('url').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('api_webhook_deliveries_generation_event_idx').on(table.generationId, table.event),
    uniqueIndex('api_webhook_deliveries_export_event_idx').on(table.exportId, table.event),
    check(
      'api_webhook_deliveries_one_subject',
      sql`(${table.generationId} is null) <> (${table.exportId} is null)`,
    ),
  ],
);

/**
 * The public API's per-token request counts, one row per token and calendar minute (spec §9,
 * decision 023): a call adds one in a single atomic upsert that refuses past the limit, so
 * every API process shares the limit exactly. Old minutes are pruned by the cleanup job.
 */
export const apiRateWindows = pgTable(
  'api_rate_windows',
  {
    tokenId: uuid('token_id')
      .notNull()
      .references(() => apiTokens.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.tokenId, table.windowStart] })],
);

/**
 * Every change an administrator makes (spec §2.5, issue 10): who, what, on which record, with
 * the values before and after. Rows are only ever added.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt)],
);

/**
 * Credits an administrator added (positive) or took back (negative), with the reason: the
 * ledger of manual adjustments. A positive one is also a `credit_grants` row
 * (source 'admin', reference this id).
 */
export const creditAdjustments = pgTable(
  'credit_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('credit_adjustments_user_idx').on(table.userId, table.createdAt)],
);

/** Blog categories (spec §3 blog); `id` is stable, names and URL slugs are per language. */
export const blogCategories = pgTable('blog_categories', {
  id: text('id').primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  slugVi: text('slug_vi').notNull().unique(),
  slugEn: text('slug_en').notNull().unique(),
  descriptionVi: text('description_vi').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Blog tags; like categories, names and slugs per language. */
export const blogTags = pgTable('blog_tags', {
  id: text('id').primaryKey(),
  nameVi: text('name_vi').notNull(),
  nameEn: text('name_en').notNull(),
  slugVi: text('slug_vi').notNull().unique(),
  slugEn: text('slug_en').notNull().unique(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Blog authors shown on posts. */
export const blogAuthors = pgTable('blog_authors', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  roleVi: text('role_vi').notNull().default(''),
  roleEn: text('role_en').notNull().default(''),
  bioVi: text('bio_vi').notNull().default(''),
  bioEn: text('bio_en').notNull().default(''),
  avatarUrl: text('avatar_url'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Posts written through the admin API (the others are MDX files in src/content/blog). Published
 * ones are exported as MDX next to the files' collections and built with them (decision 025).
 * Category, author and tags are ids of the taxonomy, of either source.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lang: text('lang').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull(),
    categoryId: text('category_id').notNull(),
    tagIds: jsonb('tag_ids').notNull().default([]),
    authorId: text('author_id').notNull(),
    coverUrl: text('cover_url'),
    coverAlt: text('cover_alt'),
    /** Links the vi and en versions of one post, for the language switch. */
    translationKey: text('translation_key'),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('blog_posts_lang_slug_idx').on(table.lang, table.slug)],
);

/** Newsletter sign-ups (spec §2.10 blog): confirmed by a mailed link; only a hash of its token. */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  lang: text('lang').notNull(),
  status: text('status').notNull().default('pending'),
  confirmTokenHash: text('confirm_token_hash'),
  createdAt: createdAt(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});

/** Site rebuilds after a blog change: queued, running, succeeded or failed (decision 025). */
export const siteBuilds = pgTable('site_builds', {
  id: uuid('id').primaryKey().defaultRandom(),
  reason: text('reason').notNull(),
  mode: text('mode').notNull(),
  status: text('status').notNull().default('queued'),
  error: text('error'),
  createdAt: createdAt(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * "Download my data" (issue 26 point 2, decision 055): one ZIP per request, built by a job.
 * The partial unique index lets one export at a time be queued or running per user, so a burst
 * of requests inserts one row and the others answer it. After `expiresAt` the cleanup job
 * removes the ZIP from the store and the row.
 */
export const accountExports = pgTable(
  'account_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    storageKey: text('storage_key'),
    byteSize: integer('byte_size'),
    error: text('error'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('account_exports_one_running_idx')
      .on(table.userId)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('account_exports_user_created_idx').on(table.userId, table.createdAt),
    index('account_exports_expiry_idx').on(table.expiresAt),
  ],
);

/**
 * Issue 20: a catalogue batch, garments × models run as ordinary try-on generations (each row of
 * `generations` with this `batch_id` is one cell). The credits of every cell are held in the
 * transaction that inserts it. `status` is `processing` until every cell has ended, then
 * `completed` (set once, under this row's lock, by whichever cell ends last), which is when the
 * `batch.completed` webhook is queued.
 */
export const catalogueBatches = pgTable(
  'catalogue_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tool: text('tool').notNull().default('virtual-tryon'),
    status: text('status').notNull().default('processing'),
    /** The grid as asked: `[{ assetId, sku, color, category, name }]` and `[{ assetId, name }]`. */
    garments: jsonb('garments').notNull().default([]),
    models: jsonb('models').notNull().default([]),
    cellCount: integer('cell_count').notNull(),
    /** Credits held for the whole grid when it was accepted. */
    credits: integer('credits').notNull(),
    idempotencyKey: text('idempotency_key'),
    /**
     * Where it was submitted, `studio` or `api`: an Idempotency-Key replays only a batch of its own
     * surface (issue 39, defect 7).
     */
    surface: text('surface').notNull().default('studio'),
    /**
     * SHA-256 of what the keyed submit asked (catalogue/hash-batch.ts): the same key with another
     * grid, label or option is refused (409 idempotency_key_reused). Null before migration 0032.
     */
    requestHash: text('request_hash'),
    apiTokenId: uuid('api_token_id').references((): AnyPgColumn => apiTokens.id, {
      onDelete: 'set null',
    }),
    webhookUrl: text('webhook_url'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('catalogue_batches_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('catalogue_batches_user_idempotency_idx').on(table.userId, table.idempotencyKey),
  ],
);

/**
 * Issue 20: a marketplace export, one ZIP of chosen results fitted to a preset
 * (contracts/marketplace-presets.ts), built by the `catalogue-export` job with progress, then
 * linked on screen, mailed, and announced by the `export.ready` webhook. After `expiresAt` the
 * cleanup job removes the ZIP and the row.
 */
export const catalogueExports = pgTable(
  'catalogue_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    preset: text('preset').notNull(),
    status: text('status').notNull().default('queued'),
    progress: real('progress').notNull().default(0),
    /** The generations it packs, in order, fixed when it was asked. */
    generationIds: jsonb('generation_ids').notNull().default([]),
    batchId: uuid('batch_id').references(() => catalogueBatches.id, { onDelete: 'set null' }),
    storageKey: text('storage_key'),
    byteSize: integer('byte_size'),
    fileCount: integer('file_count'),
    /** The language the mail and the manifest's headings are written in. */
    language: text('language').notNull().default('vi'),
    apiTokenId: uuid('api_token_id').references((): AnyPgColumn => apiTokens.id, {
      onDelete: 'set null',
    }),
    webhookUrl: text('webhook_url'),
    error: text('error'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    index('catalogue_exports_user_created_idx').on(table.userId, table.createdAt),
    index('catalogue_exports_expiry_idx').on(table.expiresAt),
  ],
);

/**
 * Issue 40 point 9 (decision 103): a team is one account (its owner's) that members act on:
 * they spend its credits and share its library, history and catalogue. The owner is
 * `owner_id`; `team_members` holds the others (role `member`), each in at most one team.
 */
export const teams = pgTable('teams', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerId: uuid('owner_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull().default('member'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.teamId, table.userId] }),
    check('team_members_role_check', sql`${table.role} in ('member')`),
  ],
);

/**
 * An invitation mailed to an address: only a SHA-256 of its link's token is kept; it expires,
 * and only a signed-in account with that (verified) address can accept it. Inviting the same
 * address again replaces the link.
 */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('team_invites_team_email_idx').on(table.teamId, table.email)],
);

/**
 * Issue 42 (decision 119): a named model of the seller's brand, the same person in every try-on,
 * product-to-model picture and catalogue cell. Made from the body generator's parameters
 * (`params`), from those with a consented face photo (`face`), or taken from a consented library
 * photo (`photo`). `person_asset_id` is the full-body `model` asset the tools dress; until it is
 * set, the model's state follows its generation. `name_key` (the name trimmed, NFC, lower case)
 * is what makes names unique among the account's models not retired, in every database locale.
 */
export const brandModels = pgTable(
  'brand_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull(),
    source: text('source').notNull(),
    /** The body generator's parameters (contracts/tools.ts `BodyParams`); null for a photo. */
    params: jsonb('params'),
    faceAssetId: uuid('face_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    personAssetId: uuid('person_asset_id').references(() => assets.id, { onDelete: 'set null' }),
    generationId: uuid('generation_id').references((): AnyPgColumn => generations.id, {
      onDelete: 'set null',
    }),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('brand_models_user_created_idx').on(table.userId, table.createdAt),
    uniqueIndex('brand_models_user_name_idx')
      .on(table.userId, table.nameKey)
      .where(sql`${table.retiredAt} is null`),
    check('brand_models_source_check', sql`${table.source} in ('params', 'face', 'photo')`),
  ],
);
