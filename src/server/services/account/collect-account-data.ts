import { asc, eq, inArray } from 'drizzle-orm';
import type { AccountExportDocument } from '../../../contracts/account-export.ts';
import { storedSamplesOf } from '../history/generation-files.ts';
import type { UploadConsentAnswer } from '../../../contracts/assets.ts';
import type { Db } from '../../db/database.ts';
import {
  apiTokens,
  assets,
  creditAdjustments,
  creditCharges,
  creditGrants,
  generations,
  orders,
  storedFiles,
  subscriptions,
  uploadConsents,
  userIdentities,
  users,
} from '../../db/schema.ts';
import { effectivePeriod } from '../billing/current-plan.ts';

/** One stored file to copy into the ZIP under `path`. */
export interface ExportFile {
  storageKey: string;
  path: string;
  contentType: string;
  byteSize: number;
}

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** `image/jpeg` → `jpg`; keys already end in the right extension, so take it from there. */
function extensionOf(storageKey: string, contentType: string) {
  const fromKey = /\.([a-z0-9]{2,5})$/i.exec(storageKey)?.[1];
  return (fromKey ?? contentType.split('/')[1] ?? 'bin').toLowerCase();
}

/**
 * Reads everything the account holds into the account.json document, and lists the files to
 * copy (decision 055). Thumbnails are left out: they are smaller copies of files that are in.
 * API tokens keep only their names and settings; their value is never stored and their hash
 * is never read here.
 */
export async function collectAccountData(db: Db, userId: string, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  const byUser = <T extends { userId: unknown }>(table: T) => eq(table.userId as never, userId);
  const [identities, [subscription], orderRows, grants, charges, adjustments, tokens] =
    await Promise.all([
      db
        .selectDistinct({ provider: userIdentities.provider })
        .from(userIdentities)
        .where(byUser(userIdentities)),
      db.select().from(subscriptions).where(byUser(subscriptions)),
      db.select().from(orders).where(byUser(orders)).orderBy(asc(orders.createdAt)),
      db
        .select()
        .from(creditGrants)
        .where(byUser(creditGrants))
        .orderBy(asc(creditGrants.createdAt)),
      db
        .select()
        .from(creditCharges)
        .where(byUser(creditCharges))
        .orderBy(asc(creditCharges.createdAt)),
      db
        .select()
        .from(creditAdjustments)
        .where(byUser(creditAdjustments))
        .orderBy(asc(creditAdjustments.createdAt)),
      db
        .select({
          id: apiTokens.id,
          name: apiTokens.name,
          services: apiTokens.services,
          rateLimitPerMinute: apiTokens.rateLimitPerMinute,
          active: apiTokens.active,
          lastUsedAt: apiTokens.lastUsedAt,
          createdAt: apiTokens.createdAt,
        })
        .from(apiTokens)
        .where(byUser(apiTokens))
        .orderBy(asc(apiTokens.createdAt)),
    ]);
  const genRows = await db
    .select()
    .from(generations)
    .where(byUser(generations))
    .orderBy(asc(generations.createdAt));
  const assetRows = await db
    .select()
    .from(assets)
    .where(byUser(assets))
    .orderBy(asc(assets.createdAt));
  const consentRows = await db
    .select()
    .from(uploadConsents)
    .where(byUser(uploadConsents))
    .orderBy(asc(uploadConsents.createdAt));

  const fileIds = new Set<string>();
  for (const row of genRows) {
    if (row.resultFileId) fileIds.add(row.resultFileId);
    for (const sample of storedSamplesOf(row)) fileIds.add(sample.fileId);
    for (const input of row.inputs as { fileId?: string }[])
      if (input.fileId) fileIds.add(input.fileId);
  }
  for (const row of assetRows) fileIds.add(row.storedFileId);
  const fileRows = fileIds.size
    ? await db
        .select()
        .from(storedFiles)
        .where(inArray(storedFiles.id, [...fileIds]))
    : [];
  const fileById = new Map(fileRows.map((row) => [row.id, row]));

  // One ZIP entry per stored file, even when a generation and an asset share it.
  const files = new Map<string, ExportFile>();
  const place = (fileId: string | null | undefined, path: string) => {
    const row = fileId ? fileById.get(fileId) : undefined;
    if (!row) return null;
    const known = files.get(row.storageKey);
    const entry = known ?? {
      storageKey: row.storageKey,
      path: `${path}.${extensionOf(row.storageKey, row.contentType)}`,
      contentType: row.contentType,
      byteSize: row.byteSize,
    };
    files.set(row.storageKey, entry);
    return { path: entry.path, content_type: entry.contentType, byte_size: entry.byteSize };
  };

  const period = effectivePeriod(subscription, now);
  const document: AccountExportDocument = {
    format: 'kieu-studio-account-export',
    version: 1,
    exported_at: iso(now),
    profile: {
      id: user.id,
      email: user.email,
      name: user.name,
      locale: user.locale,
      verified: user.isVerified,
      ai_label: user.aiLabel,
      sign_in_methods: [
        ...(user.passwordHash ? ['password'] : []),
        ...identities.map((row) => row.provider).sort(),
      ],
      created_at: iso(user.createdAt),
    },
    plan: {
      current_plan: period?.planId ?? 'free',
      subscription: subscription
        ? {
            plan_id: subscription.planId,
            billing_cycle: subscription.billingCycle,
            period_start: iso(subscription.periodStart),
            period_end: iso(subscription.periodEnd),
            next_plan_id: subscription.nextPlanId,
            scheduled_plan_id: subscription.scheduledPlanId,
            created_at: iso(subscription.createdAt),
          }
        : null,
    },
    orders: orderRows.map((row) => ({
      reference: row.reference,
      kind: row.kind,
      plan_id: row.planId,
      billing_cycle: row.billingCycle,
      amount_vnd: row.amount,
      credits: row.credits,
      status: row.status,
      gateway: row.gateway,
      payment_method: row.paymentMethod,
      created_at: iso(row.createdAt),
      completed_at: isoOrNull(row.completedAt),
    })),
    credits: {
      grants: grants.map((row) => ({
        source: row.source,
        reference: row.reference,
        amount: row.amount,
        remaining: row.remaining,
        expires_at: iso(row.expiresAt),
        created_at: iso(row.createdAt),
      })),
      charges: charges.map((row) => ({
        generation_id: row.generationId,
        amount: row.amount,
        status: row.status,
        created_at: iso(row.createdAt),
        settled_at: isoOrNull(row.settledAt),
      })),
      adjustments: adjustments.map((row) => ({
        amount: row.amount,
        reason: row.reason,
        created_at: iso(row.createdAt),
      })),
    },
    api_tokens: tokens.map((row) => ({
      id: row.id,
      name: row.name,
      services: row.services as string[],
      rate_limit_per_minute: row.rateLimitPerMinute,
      active: row.active,
      last_used_at: isoOrNull(row.lastUsedAt),
      created_at: iso(row.createdAt),
    })),
    webhooks: genRows
      .filter((row) => row.webhookUrl)
      .map((row) => ({ generation_id: row.id, url: row.webhookUrl! })),
    generations: genRows.map((row) => ({
      id: row.id,
      tool: row.tool,
      status: row.status,
      params: row.params as Record<string, unknown>,
      engine: row.engine,
      error: row.error,
      community: row.community,
      via_api: row.apiTokenId !== null,
      created_at: iso(row.createdAt),
      completed_at: isoOrNull(row.completedAt),
      inputs: (row.inputs as { role: string; fileId?: string }[]).map((input, index) => ({
        role: input.role,
        file: place(input.fileId, `generations/${row.id}/input-${index + 1}-${input.role}`),
      })),
      result: place(row.resultFileId, `generations/${row.id}/result`),
      samples: storedSamplesOf(row).flatMap(
        (sample, index) => place(sample.fileId, `generations/${row.id}/sample-${index + 2}`) ?? [],
      ),
    })),
    assets: assetRows.map((row) => ({
      id: row.id,
      kind: row.kind,
      media_type: row.mediaType,
      name: row.name,
      width: row.width,
      height: row.height,
      origin: row.origin,
      created_at: iso(row.createdAt),
      file: place(row.storedFileId, `assets/${row.id}`),
    })),
    upload_consents: consentRows.map((row) => ({
      asset_id: row.assetId,
      answer: row.answer as UploadConsentAnswer,
      wording: row.wording,
      language: row.language as 'vi' | 'en',
      sha256: row.sha256,
      created_at: iso(row.createdAt),
    })),
  };
  return {
    document,
    files: [...files.values()],
    locale: user.locale,
    email: user.email,
    name: user.name,
  };
}
