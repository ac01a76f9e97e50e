import { generations, users } from '../../../src/server/db/schema.ts';
import { call, signUp, uniqueEmail } from './accounts.ts';
import type { TestApi } from './test-api.ts';

/** The admin address the admin tests start their API with (ADMIN_EMAILS). */
export const ADMIN_EMAIL = 'admin.boss@kieu.test';

/** Every /api/admin users and statistics route, with a method and a path to try it on. */
export const adminRoutes = (id: string) => [
  ['GET', '/api/admin/statistics/users'],
  ['GET', '/api/admin/statistics/generations'],
  ['GET', '/api/admin/users/generation-summary'],
  ['GET', '/api/admin/users/search'],
  ['GET', `/api/admin/users/${id}`],
  ['PUT', `/api/admin/users/${id}`],
  ['GET', `/api/admin/users/${id}/generations`],
  ['GET', '/api/admin/dashboard/summary'],
];

/** Signs up the administrator (once per API) and answers the token and account id. */
export async function signUpAdmin(api: TestApi) {
  const account = await signUp(api, { email: ADMIN_EMAIL, name: 'Quản Trị Viên' });
  return { ...account, id: (account.login.user as { id: string }).id };
}

/** A signed-up (verified) user with a token and its id. */
export async function signUpUser(api: TestApi, options: { email?: string; name?: string } = {}) {
  const account = await signUp(api, { email: options.email ?? uniqueEmail('member'), ...options });
  return { ...account, id: (account.login.user as { id: string }).id };
}

/** An account row written directly (never verified, no token), for lists and statistics. */
export async function insertUser(
  api: TestApi,
  values: { email?: string; name?: string; isVerified?: boolean; createdAt?: Date } = {},
) {
  const [row] = await api.deps.database.db
    .insert(users)
    .values({
      email: values.email ?? uniqueEmail('row'),
      name: values.name ?? 'Trần Văn Bình',
      isVerified: values.isVerified ?? false,
      createdAt: values.createdAt ?? new Date(),
    })
    .returning();
  return row!;
}

/** Generation rows without files, quick to write in numbers. */
export async function insertGenerations(
  api: TestApi,
  userId: string,
  rows: { tool?: string; status?: string; createdAt?: Date }[],
) {
  if (rows.length === 0) return;
  await api.deps.database.db.insert(generations).values(
    rows.map((row) => ({
      userId,
      tool: row.tool ?? 'virtual-tryon',
      status: row.status ?? 'success',
      createdAt: row.createdAt ?? new Date(),
    })),
  );
}

export const get = (api: TestApi, path: string, token: string, lang = 'en') =>
  call(api, 'GET', path, { token, lang });
