import { count, eq } from 'drizzle-orm';
import {
  assets,
  generations,
  storedFiles,
  uploadConsents,
  users,
} from '../../../src/server/db/schema.ts';
import { storedKeys } from './stored-objects.ts';
import type { TestApi } from './test-api.ts';

/** The id of the account registered with `email`. */
export async function userIdOf(api: TestApi, email: string): Promise<string> {
  const [row] = await api.deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

/**
 * What a refused upload or submit must leave as it was: the account's assets, generations and
 * consent records, and every key in the store.
 */
export async function footprint(api: TestApi, userId: string) {
  const { db } = api.deps.database;
  const rows = async (table: typeof assets | typeof generations | typeof uploadConsents) =>
    Number((await db.select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n);
  return {
    assets: await rows(assets),
    generations: await rows(generations),
    consents: await rows(uploadConsents),
    inStore: await storedKeys(api.deps.env),
  };
}

/**
 * Everything an upload could leave behind, whoever made it: the asset, stored-file and consent
 * rows, and every key in the store.
 */
export async function uploadFootprint(api: TestApi) {
  const { db } = api.deps.database;
  const rows = async (table: typeof assets | typeof storedFiles | typeof uploadConsents) =>
    Number((await db.select({ n: count() }).from(table))[0]?.n ?? 0);
  return {
    assets: await rows(assets),
    files: await rows(storedFiles),
    consents: await rows(uploadConsents),
    inStore: (await storedKeys(api.deps.env)).length,
  };
}
