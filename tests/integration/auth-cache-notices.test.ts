import { describe, expect, it } from 'vitest';
import { ACCOUNT_LISTENER_NAME } from '../../src/server/services/auth/account-notices.ts';
import { grantTestCredits } from './support/payments.ts';
import { apiClient, v1 } from './support/public-api.ts';
import { profileOn, twoApiProcesses } from './support/api-process.ts';
import { testDbKind } from './support/test-database.ts';

// Decision 072: both processes keep sessions and tokens for 30 s, the longest window allowed. A
// change written straight to the database, by neither of them (as a migration, psql or another
// service would), must still be refused by both within a second: the database's notice, sent
// after the commit, is what makes each forget, not the window.
const WINDOW_MS = 30_000;
const NOTICE_MS = 1_000;
const apis = twoApiProcesses(
  { AUTH_CACHE_TTL_MS: String(WINDOW_MS) },
  { AUTH_CACHE_TTL_MS: String(WINDOW_MS) },
);
const profile = profileOn;

/** Milliseconds until `attempt` passes `check`; Infinity past NOTICE_MS and a margin. */
async function within(attempt: () => Promise<boolean>) {
  const started = performance.now();
  for (;;) {
    if (await attempt()) return performance.now() - started;
    if (performance.now() - started > NOTICE_MS * 3) return Infinity;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const sql = (text: string, values: unknown[]) => apis.first.deps.database.pool.query(text, values);

describe('cached sessions, tokens and teams follow the database (decisions 072, 107)', () => {
  it('refuses a token switched off by a statement, in both processes, within a second', async () => {
    const client = await apiClient(apis.first);
    const balance = (base: string) => v1(base, 'GET', '/v1/balance', { value: client.value });
    for (const base of [apis.first.url, apis.second.url])
      expect((await balance(base)).status).toBe(200);
    await sql('update api_tokens set active = false where id = $1', [client.tokenId]);
    for (const base of [apis.first.url, apis.second.url]) {
      expect(await within(async () => (await balance(base)).status === 401)).toBeLessThan(
        NOTICE_MS,
      );
    }
  });

  it('serves a session a renamed and then disabled account, in both processes, within a second', async () => {
    const client = await apiClient(apis.first);
    const nameOn = async (base: string) =>
      ((await (await profile(base, client.session)).json()) as { name?: string }).name;
    for (const base of [apis.first.url, apis.second.url]) {
      expect((await profile(base, client.session)).status).toBe(200);
    }
    await sql('update users set name = $1 where email = $2', ['Trần Văn Đổi', client.email]);
    for (const base of [apis.first.url, apis.second.url]) {
      expect(await within(async () => (await nameOn(base)) === 'Trần Văn Đổi')).toBeLessThan(
        NOTICE_MS,
      );
    }
    await sql('update users set is_disabled = true where email = $1', [client.email]);
    for (const base of [apis.first.url, apis.second.url]) {
      expect(
        await within(async () => (await profile(base, client.session)).status === 403),
      ).toBeLessThan(NOTICE_MS);
    }
  });

  // Decision 107: the account a team member acts on is cached like the token. Joining and a
  // removal written by a statement reach both processes by the same notice.
  it('acts on the team account once a membership is written, and on their own once it is deleted', async () => {
    const owner = await apiClient(apis.first, { plan: 'premium' });
    await grantTestCredits(apis.first, owner.email, 40);
    const member = await apiClient(apis.first);
    const balanceOn = async (base: string) =>
      (await v1(base, 'GET', '/v1/balance', { value: member.value })).body.balance as number;
    for (const base of [apis.first.url, apis.second.url]) expect(await balanceOn(base)).toBe(5);
    const memberId = (await sql('select id from users where email = $1', [member.email])).rows[0]
      .id as string;
    await sql(
      `with team as (insert into teams (owner_id) select id from users where email = $1 returning id)
      insert into team_members (team_id, user_id) select id, $2 from team`,
      [owner.email, memberId],
    );
    for (const base of [apis.first.url, apis.second.url]) {
      expect(await within(async () => (await balanceOn(base)) === 45)).toBeLessThan(NOTICE_MS);
    }
    await sql('delete from team_members where user_id = $1', [memberId]);
    for (const base of [apis.first.url, apis.second.url]) {
      expect(await within(async () => (await balanceOn(base)) === 5)).toBeLessThan(NOTICE_MS);
    }
  });

  // PGlite has one backend for every connection: there is no listener's connection to cut.
  it.runIf(testDbKind === 'postgres')(
    'forgets everything when its notice connection drops, so a change in the gap is not missed',
    async () => {
      const client = await apiClient(apis.first);
      const nameOn = async () =>
        ((await (await profile(apis.second.url, client.session)).json()) as { name?: string }).name;
      expect(await nameOn()).toBeTruthy();
      // The second process's listener is cut, and the change lands before it reconnects.
      const cut = await sql(
        `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
        [ACCOUNT_LISTENER_NAME],
      );
      expect(cut.rows.length).toBe(2);
      await sql('update users set name = $1 where email = $2', ['Lê Thị Khoảng', client.email]);
      expect(await within(async () => (await nameOn()) === 'Lê Thị Khoảng')).toBeLessThan(
        NOTICE_MS,
      );
    },
  );
});
