import { z } from 'zod';
import { uploadConsentAnswers } from './assets.ts';

/**
 * "Download my data" (issue 26 point 2, decision 055): the status the profile polls, and the
 * shape of `account.json` inside the ZIP. The JSON Schema published at
 * /schemas/account-export.schema.json is generated from `accountExportDocumentSchema`
 * (`npx tsx scripts/write-account-export-schema.ts`); a unit test fails when they differ.
 */
export const ACCOUNT_EXPORT_SCHEMA_PATH = '/schemas/account-export.schema.json';

/** How long the ZIP and its link live after the export is ready (decision 055). */
export const ACCOUNT_EXPORT_LIFETIME_HOURS = 48;

export const accountExportStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(['queued', 'running', 'ready', 'failed', 'expired']),
  /** 0..1, the share of the account's files written into the ZIP. */
  progress: z.number().min(0).max(1),
  created_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
  expires_at: z.iso.datetime().nullable(),
  /** A signed link to the ZIP while it is ready; null otherwise. */
  download_url: z.string().nullable(),
  byte_size: z.number().int().nullable(),
});
export type AccountExportStatus = z.infer<typeof accountExportStatusSchema>;

const dateTime = z.iso.datetime();
const nullableDate = dateTime.nullable();

/** A file copied into the ZIP: its path inside the archive. */
const zipFile = z.object({
  path: z.string(),
  content_type: z.string(),
  byte_size: z.number().int().min(0),
});

export const accountExportDocumentSchema = z
  .object({
    format: z.literal('kieu-studio-account-export'),
    version: z.literal(1),
    exported_at: dateTime,
    profile: z.object({
      id: z.uuid(),
      email: z.string(),
      name: z.string(),
      locale: z.string(),
      verified: z.boolean(),
      ai_label: z.string(),
      sign_in_methods: z.array(z.string()),
      created_at: dateTime,
    }),
    plan: z.object({
      current_plan: z.string(),
      subscription: z
        .object({
          plan_id: z.string(),
          billing_cycle: z.string(),
          period_start: dateTime,
          period_end: dateTime,
          next_plan_id: z.string().nullable(),
          scheduled_plan_id: z.string().nullable(),
          created_at: dateTime,
        })
        .nullable(),
    }),
    orders: z.array(
      z.object({
        reference: z.string(),
        kind: z.string(),
        plan_id: z.string(),
        billing_cycle: z.string(),
        amount_vnd: z.number().int(),
        credits: z.number().int().nullable(),
        status: z.string(),
        gateway: z.string().nullable(),
        payment_method: z.string().nullable(),
        created_at: dateTime,
        completed_at: nullableDate,
      }),
    ),
    credits: z.object({
      grants: z.array(
        z.object({
          source: z.string(),
          reference: z.string(),
          amount: z.number().int(),
          remaining: z.number().int(),
          expires_at: dateTime,
          created_at: dateTime,
        }),
      ),
      charges: z.array(
        z.object({
          generation_id: z.string().nullable(),
          amount: z.number().int(),
          status: z.string(),
          created_at: dateTime,
          settled_at: nullableDate,
        }),
      ),
      adjustments: z.array(
        z.object({ amount: z.number().int(), reason: z.string(), created_at: dateTime }),
      ),
    }),
    /** Names and settings only: a token's value and its hash are never exported. */
    api_tokens: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        services: z.array(z.string()),
        rate_limit_per_minute: z.number().int(),
        active: z.boolean(),
        last_used_at: nullableDate,
        created_at: dateTime,
      }),
    ),
    /** Webhook addresses given to public API jobs; deliveries are signed with no user secret. */
    webhooks: z.array(z.object({ generation_id: z.uuid(), url: z.string() })),
    generations: z.array(
      z.object({
        id: z.uuid(),
        tool: z.string(),
        status: z.string(),
        params: z.record(z.string(), z.unknown()),
        engine: z.string().nullable(),
        error: z.string().nullable(),
        community: z.boolean(),
        via_api: z.boolean(),
        created_at: dateTime,
        completed_at: nullableDate,
        inputs: z.array(z.object({ role: z.string(), file: zipFile.nullable() })),
        result: zipFile.nullable(),
        /** The further sample images of a try-on that asked for several (decision 064). */
        samples: z.array(zipFile),
      }),
    ),
    assets: z.array(
      z.object({
        id: z.uuid(),
        kind: z.string(),
        media_type: z.string(),
        name: z.string(),
        width: z.number().int().nullable(),
        height: z.number().int().nullable(),
        origin: z.string().nullable(),
        created_at: dateTime,
        file: zipFile.nullable(),
      }),
    ),
    /**
     * Issue 26: the consent given for each upload of a photo of a person, kept after the asset
     * is deleted (asset_id null then) as the proof of it (decision 057).
     */
    upload_consents: z.array(
      z.object({
        asset_id: z.uuid().nullable(),
        answer: z.enum(uploadConsentAnswers),
        wording: z.string(),
        language: z.enum(['vi', 'en']),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
        created_at: dateTime,
      }),
    ),
  })
  .meta({
    title: 'Kiểu Studio account export (account.json)',
    description: 'The account.json document of a "Download my data" ZIP (decision 055).',
  });
export type AccountExportDocument = z.infer<typeof accountExportDocumentSchema>;

/** The published JSON Schema of account.json, as written to public/schemas. */
export function accountExportJsonSchema() {
  return z.toJSONSchema(accountExportDocumentSchema, { target: 'draft-7' });
}
