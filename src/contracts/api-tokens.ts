import { z } from 'zod';
import { studioTools } from './studio.ts';

/** API tokens (spec §2.10 API management, §3 API token, §4 states, §5 validation, §9 limits). */

/** Spec §9: a token's limit, requests per minute. */
export const RATE_LIMIT_MIN = 1;
export const RATE_LIMIT_MAX = 1000;
export const TOKEN_NAME_MAX = 80;

/** The services a token may be allowed (spec §3 and the model tools), named by the studio tool's id. */
export const apiServices = studioTools;

const name = z
  .string('apiTokens.errors.nameRequired')
  .trim()
  .min(1, 'apiTokens.errors.nameRequired')
  .max(TOKEN_NAME_MAX, 'apiTokens.errors.nameTooLong');
const services = z
  .array(
    z.enum(apiServices, 'apiTokens.errors.serviceInvalid'),
    'apiTokens.errors.servicesRequired',
  )
  .min(1, 'apiTokens.errors.servicesRequired')
  .transform((list) => [...new Set(list)]);
const rateLimit = z
  .number('apiTokens.errors.rateLimitRange')
  .int('apiTokens.errors.rateLimitRange')
  .min(RATE_LIMIT_MIN, 'apiTokens.errors.rateLimitRange')
  .max(RATE_LIMIT_MAX, 'apiTokens.errors.rateLimitRange');

/** The create dialog (spec §5): name required, at least one service, limit 1 to 1000. */
export const createTokenSchema = z.object({ name, services, rateLimitPerMinute: rateLimit });
export type CreateToken = z.infer<typeof createTokenSchema>;

/** Token details: any of the same fields, and the active switch (spec §4). */
export const updateTokenSchema = z
  .object({ name, services, rateLimitPerMinute: rateLimit, active: z.boolean() })
  .partial();

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The token's first characters, enough to recognise it; never the secret. */
  prefix: z.string(),
  services: z.array(z.enum(apiServices)),
  rateLimitPerMinute: z.number().int(),
  active: z.boolean(),
  lastUsedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/**
 * GET /api-tokens/:id (owner only; never in the list) adds the token's webhook signing secret,
 * named as the public API names fields (decision 024).
 */
export const apiTokenDetailsSchema = apiTokenSchema.extend({ webhookSecret: z.string() });
export type ApiTokenDetails = z.infer<typeof apiTokenDetailsSchema>;

/** Creating or regenerating answers the token value, this once (spec §4). */
export const issuedTokenSchema = z.object({ token: apiTokenSchema, value: z.string() });
export type IssuedToken = z.infer<typeof issuedTokenSchema>;

/** Spec §2.10 API management stats: the periods the usage charts cover, in days. */
export const usagePeriods = ['7', '30', '90'] as const;
export type UsagePeriod = (typeof usagePeriods)[number];

/** GET /api-tokens/usage?days=7|30|90&token_id=<uuid>: one token, or all of the caller's. */
export const apiUsageQuerySchema = z.object({
  days: z
    .enum(usagePeriods, 'apiTokens.usage.errors.days')
    .default('30')
    .transform((days) => Number(days)),
  token_id: z.uuid('apiTokens.usage.errors.tokenId').optional(),
});

const usageCounts = z.object({
  calls: z.number().int(),
  /** Calls answered with a status of 400 or more. */
  errors: z.number().int(),
  /** Credits of the API's jobs that were kept or are still held; refunded ones are not spent. */
  credits: z.number().int(),
});
export type UsageCounts = z.infer<typeof usageCounts>;

export const apiUsageSchema = z.object({
  days: z.number().int(),
  tokenId: z.uuid().nullable(),
  /** Every UTC day of the window, oldest first, zeros included. */
  daily: z.array(usageCounts.extend({ day: z.iso.date() })),
  totals: usageCounts,
  /** The caller's tokens (only the chosen one when filtered), with the window's totals. */
  byToken: z.array(usageCounts.extend({ tokenId: z.uuid(), name: z.string(), prefix: z.string() })),
  /** Every service, always all of them; calls that name no service count in totals only. */
  byService: z.array(usageCounts.extend({ service: z.enum(apiServices) })),
});
export type ApiUsage = z.infer<typeof apiUsageSchema>;
