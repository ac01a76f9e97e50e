import { and, count, desc, eq } from 'drizzle-orm';
import type {
  ApiToken,
  ApiTokenDetails,
  CreateToken,
  IssuedToken,
} from '../../../contracts/api-tokens.ts';
import type { z } from 'zod';
import type { updateTokenSchema } from '../../../contracts/api-tokens.ts';
import type { Db } from '../../db/database.ts';
import { apiTokens } from '../../db/schema.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { listPlans } from '../billing/read-plans.ts';
import { webhookSecretFor } from '../api-webhooks/webhook-secret.ts';
import { apiTokenErrors } from './api-token-errors.ts';
import { hashToken, newTokenValue } from './token-secrets.ts';
import { forgetUser } from '../auth/auth-cache.ts';

type Row = typeof apiTokens.$inferSelect;

/** How many tokens one account may hold. */
export const MAX_TOKENS_PER_USER = 20;

export function toApiToken(row: Row): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    services: row.services as ApiToken['services'],
    rateLimitPerMinute: row.rateLimitPerMinute,
    active: row.active,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listApiTokens(db: Db, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
  return rows.map(toApiToken);
}

async function owned(db: Db, userId: string, id: string): Promise<Row> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw apiTokenErrors.notFound();
  const [row] = await db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)));
  if (!row) throw apiTokenErrors.notFound();
  return row;
}

/** The owner's view of one token, with its webhook signing secret (decision 024). */
export async function readApiToken(
  db: Db,
  appSecret: string,
  userId: string,
  id: string,
): Promise<ApiTokenDetails> {
  const row = await owned(db, userId, id);
  return { ...toApiToken(row), webhookSecret: webhookSecretFor(appSecret, row) };
}

/**
 * Creates a token on a plan with API access (spec §6); the value is answered this once. A team
 * member's token is their own and is gated by the plan of the account it acts on, `accountId`
 * (decision 103).
 */
export async function createApiToken(
  db: Db,
  userId: string,
  input: CreateToken,
  now: Date,
  accountId = userId,
): Promise<IssuedToken> {
  const { plan } = await readCurrentPlan(db, accountId, now);
  if (!plan.apiAccess) {
    const withApi = (await listPlans(db)).find((candidate) => candidate.apiAccess);
    throw apiTokenErrors.planWithoutApi(withApi?.id ?? 'enterprise');
  }
  const [{ value: held } = { value: 0 }] = await db
    .select({ value: count() })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId));
  if (held >= MAX_TOKENS_PER_USER) throw apiTokenErrors.tooMany(MAX_TOKENS_PER_USER);
  const { value, prefix } = newTokenValue();
  const [row] = await db
    .insert(apiTokens)
    .values({
      userId,
      name: input.name,
      prefix,
      secretHash: hashToken(value),
      services: input.services,
      rateLimitPerMinute: input.rateLimitPerMinute,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { token: toApiToken(row!), value };
}

export async function updateApiToken(
  db: Db,
  userId: string,
  id: string,
  changes: z.infer<typeof updateTokenSchema>,
  now: Date,
): Promise<ApiToken> {
  await owned(db, userId, id);
  const [row] = await db
    .update(apiTokens)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning();
  forgetUser(userId);
  return toApiToken(row!);
}

/** A new value for the token; the old one stops working at once (spec §4). */
export async function regenerateApiToken(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<IssuedToken> {
  await owned(db, userId, id);
  const { value, prefix } = newTokenValue();
  const [row] = await db
    .update(apiTokens)
    .set({
      prefix,
      secretHash: hashToken(value),
      // A new token value is a new secret at once, with no grace (decision 079).
      webhookSecretRotatedAt: null,
      updatedAt: now,
    })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning();
  forgetUser(userId);
  return { token: toApiToken(row!), value };
}

export async function deleteApiToken(db: Db, userId: string, id: string): Promise<void> {
  await owned(db, userId, id);
  await db.delete(apiTokens).where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)));
  forgetUser(userId);
}
