import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_CLOSING_GRACE_DAYS } from '../../src/contracts/account-closing.ts';
import {
  accountExports,
  adminAuditLog,
  catalogueExports,
  creditCharges,
  creditGrants,
  generations,
  newsletterSubscribers,
  orders,
  subscriptions,
  users,
} from '../../src/server/db/schema.ts';
import { closingDeps } from '../../src/server/routes/auth/account-closing.routes.ts';
import { runRenewals } from '../../src/server/services/billing/run-renewals.ts';
import { buildAccountExport } from '../../src/server/services/account/build-account-export.ts';
import { purgeClosedAccounts } from '../../src/server/services/account/purge-closed-accounts.ts';
import { call, mailTo, seenSecrets, signUp, uniqueEmail } from './support/accounts.ts';
import { ADMIN_EMAIL, signUpAdmin } from './support/admin.ts';
import { startAuthEmulator, type AuthEmulator } from './support/auth-emulator.ts';
import { firebaseSignIn } from './support/identity-sign-in.ts';
import { insertGeneration, picture } from './support/generations.ts';
import { subscribe } from './support/payments.ts';
import { onApi } from './support/public-forms.ts';
import { apiClient, v1, v1Upload } from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { createTestClock } from './support/test-clock.ts';

/**
 * Issue 26 point 1 (decision 056): "Close my account". Closing needs a fresh sign-in and acts
 * at once; the mailed link undoes it within the grace period; after it the purge leaves no row
 * naming the account (found by walking every column, so tables added later are covered) and
 * no object under its prefixes, on whichever store this run uses (local disk or S3).
 */
const clock = createTestClock();
let emulator: AuthEmulator;
let api: TestApi;
beforeAll(async () => {
  emulator = await startAuthEmulator();
  // No workers: a submitted job stays queued, the state "close" must cancel and refund.
  api = await startTestApi(
    { FIREBASE_AUTH_EMULATOR_HOST: emulator.host, RUN_WORKERS: 'false', ADMIN_EMAILS: ADMIN_EMAIL },
    { clock },
  );
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await emulator?.stop();
});

const db = () => api.deps.database.db;
const PASSWORD = 'mật-khẩu-an-toàn-2026';

async function idOf(email: string) {
  const [row] = await db().select().from(users).where(eq(users.email, email.toLowerCase()));
  return row!;
}

/** The undo token of the newest "closing" mail to `email`. */
async function undoToken(email: string): Promise<string> {
  const mails = await mailTo(api, email);
  const link = mails
    .map((m) => /(https?:\/\/\S+account-restore\?t=\S+)/.exec(m.text)?.[1])
    .find(Boolean);
  if (!link) throw new Error(`no undo link mailed to ${email}`);
  const token = new URL(link).searchParams.get('t')!;
  seenSecrets.add(token);
  return token;
}

async function uploadAsset(token: string) {
  const form = new FormData();
  form.append('kind', 'model');
  // Issue 26 point 3: a photo of a person comes with its consent answer, which the purge removes.
  form.append('consent', 'self');
  form.append(
    'file',
    new File([new Uint8Array(await picture(120, 160, 'png'))], 'a.png', { type: 'image/png' }),
  );
  const res = await fetch(`${api.url}/assets`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' },
    body: form,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

/** Every (table, column) in the public schema whose text holds `needle`. */
async function columnsHolding(needle: string, skip: string[] = []) {
  const columns = await db().execute<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('uuid', 'text', 'character varying', 'jsonb', 'json')`);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    if (skip.includes(table)) continue;
    const hits = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${needle}%`}`,
    );
    if (hits.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('closing an account needs a fresh sign-in', () => {
  it('refuses no proof, a wrong password, a stale or foreign Google token, in vi and en, changing nothing', async () => {
    const account = await signUp(api);
    const close = (body: unknown, lang: string) =>
      call(api, 'DELETE', '/auth/account', { token: account.token, body, lang });

    const none = [await close({}, 'en'), await close({}, 'vi')];
    expect(none.map((r) => [r.status, r.body.code])).toEqual([
      [400, 'reauth_required'],
      [400, 'reauth_required'],
    ]);
    expect(none[0]!.body.detail).toMatch(/Log in again/);
    expect(none[1]!.body.detail).toMatch(/Hãy đăng nhập lại/);

    const wrong = [
      await close({ password: 'not-it' }, 'en'),
      await close({ password: 'sai' }, 'vi'),
    ];
    expect(wrong.map((r) => [r.status, r.body.code])).toEqual([
      [400, 'invalid_current_password'],
      [400, 'invalid_current_password'],
    ]);
    expect(wrong[1]!.body.detail).not.toBe(wrong[0]!.body.detail);

    // A Google sign-in of another account, fresh or not, does not speak for this one.
    const other = await emulator.signUp(uniqueEmail('fb'), 'firebase-pass-1');
    seenSecrets.add(other.idToken);
    const foreign = await close({ id_token: other.idToken }, 'vi');
    expect([foreign.status, foreign.body.code]).toEqual([403, 'identity_not_linked']);
    // A body flag cannot stand in for the check.
    const flag = await close({ reauthenticated: true }, 'en');
    expect(flag.status).toBe(422);

    const profile = await call(api, 'GET', '/auth/profile', { token: account.token });
    expect(profile.status).toBe(200);
    expect((await idOf(account.email)).closingAt).toBeNull();
  });

  it('refuses a Google confirmation older than five minutes, in vi and en', async () => {
    const email = uniqueEmail('google');
    const fb = await emulator.signUp(email, 'firebase-pass-1');
    seenSecrets.add(fb.idToken);
    const login = await firebaseSignIn(api, { ...fb, email });
    expect(login.status).toBe(200);
    const session = login.body.access_token as string;
    clock.advance(10 * 60_000);
    try {
      const stale = await call(api, 'DELETE', '/auth/account', {
        token: session,
        body: { id_token: fb.idToken },
        lang: 'vi',
      });
      expect([stale.status, stale.body.code]).toEqual([401, 'reauth_stale']);
      expect(stale.body.detail).toMatch(/quá lâu/);
      const staleEn = await call(api, 'DELETE', '/auth/account', {
        token: session,
        body: { id_token: fb.idToken },
      });
      expect(staleEn.body.detail).toMatch(/too old/);
      expect((await idOf(email)).closingAt).toBeNull();
    } finally {
      clock.reset();
    }
  });
});

describe('closing and undoing', () => {
  it('revokes sessions and tokens, cancels a queued job with an exact refund, refuses sign-in; the link restores everything once', async () => {
    const client = await apiClient(api);
    const user = await idOf(client.email);
    const asset = await uploadAsset(client.session);
    const upload = await v1Upload(api, client.value, await picture(640, 480, 'png'));
    expect(upload.status).toBe(201);
    const submit = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: client.value,
      body: { inputs: { source: upload.body.id }, params: { preset: 'enhance-quality' } },
    });
    expect(submit.status).toBe(202);
    const jobId = (submit.body.job as { id: string }).id;
    const remaining = async () =>
      (
        await db()
          .select({ n: sql<number>`coalesce(sum(${creditGrants.remaining}), 0)::int` })
          .from(creditGrants)
          .where(eq(creditGrants.userId, user.id))
      )[0]!.n;
    expect(await remaining()).toBe(4);

    const closed = await call(api, 'DELETE', '/auth/account', {
      token: client.session,
      body: { password: PASSWORD },
    });
    expect(closed.status).toBe(200);
    expect(closed.body.status).toBe('closing');
    const deleteAfter = new Date(closed.body.delete_after as string).getTime();
    expect(deleteAfter - clock.now().getTime()).toBeGreaterThan(
      (ACCOUNT_CLOSING_GRACE_DAYS * 86_400 - 60) * 1000,
    );

    // At once: the job failed and its one credit came back, exactly once.
    const [job] = await db().select().from(generations).where(eq(generations.id, jobId));
    expect(job!.status).toBe('failed');
    const charges = await db()
      .select()
      .from(creditCharges)
      .where(eq(creditCharges.generationId, jobId));
    expect(charges.map((c) => c.status)).toEqual(['refunded']);
    expect(await remaining()).toBe(5);

    // Sessions, API tokens and new sign-ins are refused, saying how to undo.
    const profile = await call(api, 'GET', '/auth/profile', { token: client.session, lang: 'vi' });
    expect(profile.status).toBe(401);
    expect((await v1(api, 'GET', '/v1/balance', { value: client.value })).status).toBe(401);
    const login = async (lang: string) =>
      call(api, 'POST', '/auth/login', {
        body: { username: client.email, password: PASSWORD },
        lang,
      });
    const [en, vi] = [await login('en'), await login('vi')];
    expect([en.status, en.body.code, vi.status]).toEqual([403, 'account_closing', 403]);
    expect(en.body.detail).toMatch(/Restore my account/);
    expect(vi.body.detail).toMatch(/Khôi phục tài khoản/);

    const [audit] = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, 'account.close'), eq(adminAuditLog.targetId, user.id)));
    expect(audit).toBeDefined();

    // The plan does not renew while closing: its period ends within the notice days, and the
    // renewal pass opens no order (nor mails) for it.
    await db()
      .update(subscriptions)
      .set({ periodEnd: new Date(clock.now().getTime() + 2 * 86_400_000) })
      .where(eq(subscriptions.userId, user.id));
    const renewals = async () => {
      await runRenewals(
        {
          db: db(),
          mailer: api.deps.mailer,
          logger: api.deps.logger,
          siteUrl: 'http://127.0.0.1:4321',
          noticeDays: api.deps.env.RENEWAL_NOTICE_DAYS,
        },
        clock.now(),
      );
      return db()
        .select()
        .from(orders)
        .where(and(eq(orders.userId, user.id), eq(orders.kind, 'renewal')));
    };
    expect(await renewals()).toHaveLength(0);

    // The admin sees the account closing, and nothing an admin does reopens it.
    const admin = await signUpAdmin(api);
    const record = await call(api, 'GET', `/api/admin/users/${user.id}`, { token: admin.token });
    expect(record.body.closing).toEqual({
      requested_at: expect.any(String),
      delete_after: closed.body.delete_after,
    });
    await call(api, 'PUT', `/api/admin/users/${user.id}`, {
      token: admin.token,
      body: { disabled: false },
    });
    expect((await login('en')).status).toBe(403);

    // The undo link: no session needed, everything back, usable once.
    const token = await undoToken(client.email);
    const restored = await call(api, 'POST', '/auth/account/restore', { body: { token } });
    expect(restored.status).toBe(200);
    const again = await call(api, 'POST', '/auth/account/restore', { body: { token }, lang: 'vi' });
    expect([again.status, again.body.code]).toEqual([400, 'invalid_restore_link']);
    expect(again.body.detail).toMatch(/không hợp lệ/);

    const back = await login('en');
    expect(back.status).toBe(200);
    const session = back.body.access_token as string;
    const assetBack = await call(api, 'GET', `/assets/${asset.id}`, { token: session });
    expect(assetBack.status).toBe(200);
    expect((await v1(api, 'GET', '/v1/balance', { value: client.value })).status).toBe(200);
    // Restored, the plan renews again.
    expect(await renewals()).toHaveLength(1);
    const mails = (await mailTo(api, client.email)).map((m) => m.subject);
    expect(mails).toContain('Your Kiểu Studio account is restored');
    const undone = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'account.restore'));
    expect(undone.some((row) => (row.details as { request?: string }).request === audit!.id)).toBe(
      true,
    );
  });

  it('takes share links, community results and export links down at once; the undo brings the first two back', async () => {
    const account = await signUp(api);
    const viewer = await signUp(api);
    const user = await idOf(account.email);
    const made = await insertGeneration(api, user.id, { community: true });
    const share = await call(api, 'POST', `/history/${made.id}/share`, { token: account.token });
    expect(share.status).toBe(201);
    const shared = () => call(api, 'GET', `/shares/${share.body.token as string}`);
    const inCommunity = async () =>
      (
        (await call(api, 'GET', '/community?limit=50', { token: viewer.token })).body.items as {
          id: string;
        }[]
      ).some((item) => item.id === made.id);
    // A data export and a marketplace export, each with the download link its mail carried.
    const zip = (key: string) =>
      api.deps.store.put(key, Buffer.from('zip'), 'application/zip').then(() => key);
    const later = new Date(clock.now().getTime() + 86_400_000);
    const dataKey = await zip(`exports/${user.id}/data.zip`);
    await db()
      .insert(accountExports)
      .values({ userId: user.id, status: 'ready', storageKey: dataKey, expiresAt: later });
    const shopKey = await zip(`catalogue-exports/${user.id}/shop.zip`);
    await db().insert(catalogueExports).values({
      userId: user.id,
      preset: 'shopee',
      status: 'ready',
      storageKey: shopKey,
      expiresAt: later,
    });
    const dataLink = (
      await call(api, 'GET', '/auth/account/export/latest', { token: account.token })
    ).body.download_url as string;
    const links = [dataLink, await api.deps.store.signedUrl(shopKey)];
    const download = async () =>
      Promise.all(links.map(async (link) => (await fetch(onApi(api, link))).status));
    expect([(await shared()).status, await inCommunity(), await download()]).toEqual([
      200,
      true,
      [200, 200],
    ]);

    const closed = await call(api, 'DELETE', '/auth/account', {
      token: account.token,
      body: { password: account.password },
    });
    expect(closed.status).toBe(200);
    const gone = await shared();
    expect([gone.status, gone.body.code]).toEqual([404, 'not_found']);
    expect(await inCommunity()).toBe(false);
    expect(await download()).toEqual([404, 404]);
    expect(
      await db().select().from(accountExports).where(eq(accountExports.userId, user.id)),
    ).toEqual([]);
    expect(
      await db().select().from(catalogueExports).where(eq(catalogueExports.userId, user.id)),
    ).toEqual([]);

    // Restored, the owner's choices stand again; an export is asked anew.
    const restored = await call(api, 'POST', '/auth/account/restore', {
      body: { token: await undoToken(account.email) },
    });
    expect(restored.status).toBe(200);
    expect([(await shared()).status, await inCommunity(), await download()]).toEqual([
      200,
      true,
      [404, 404],
    ]);
  });

  it('leaves no ZIP and mails no link from an export still being built as the account closes', async () => {
    const account = await signUp(api);
    const user = await idOf(account.email);
    const [queued] = await db()
      .insert(accountExports)
      .values({ userId: user.id, status: 'queued' })
      .returning();
    const store = api.deps.store;
    const putStream = store.putStream;
    // The owner closes the account while the ZIP is being written.
    store.putStream = async (key, ...rest) => {
      const closed = await call(api, 'DELETE', '/auth/account', {
        token: account.token,
        body: { password: account.password },
      });
      expect(closed.status).toBe(200);
      return putStream.call(store, key, ...rest);
    };
    try {
      await buildAccountExport(closingDeps(api.deps), queued!.id);
    } finally {
      store.putStream = putStream;
    }
    expect(await store.listKeys(`exports/${user.id}/`)).toEqual([]);
    const subjects = (await mailTo(api, account.email)).map((mail) => mail.subject);
    expect(subjects).not.toContain('Dữ liệu Kiểu Studio của bạn đã sẵn sàng để tải');
    expect(subjects).not.toContain('Your Kiểu Studio data is ready to download');
  });

  it('refuses the undo link after the grace period', async () => {
    const account = await signUp(api);
    await call(api, 'DELETE', '/auth/account', {
      token: account.token,
      body: { password: account.password },
    });
    const token = await undoToken(account.email);
    clock.advance((ACCOUNT_CLOSING_GRACE_DAYS * 86_400 + 60) * 1000);
    try {
      const late = await call(api, 'POST', '/auth/account/restore', { body: { token } });
      expect([late.status, late.body.code]).toEqual([400, 'invalid_restore_link']);
    } finally {
      clock.reset();
    }
  });
});

describe('after the grace period', () => {
  it('deletes every row and object of the account, keeps the payment without it, and the Firebase user', async () => {
    // A Google (Firebase) account with a plan, an asset, results, a share link, an API token,
    // an export, a newsletter subscription and a paid order.
    const email = uniqueEmail('closing');
    const fb = await emulator.signUp(email, 'firebase-pass-1');
    await emulator.verifyEmail(fb.uid);
    const first = await emulator.signIn(email, 'firebase-pass-1');
    seenSecrets.add(first.idToken);
    const login = await firebaseSignIn(api, { ...first, email }, 'vi');
    expect(login.status).toBe(200);
    const session = login.body.access_token as string;
    const user = await idOf(email);
    await subscribe(api, email, 'pro');
    await uploadAsset(session);
    const made = await insertGeneration(api, user.id, {
      tool: 'virtual-tryon',
      inputs: ['person', 'clothing'],
      samples: 2,
    });
    const share = await call(api, 'POST', `/history/${made.id}/share`, { token: session });
    expect(share.status).toBeLessThan(300);
    const token = await call(api, 'POST', '/api-tokens', {
      token: session,
      body: { name: 'Shop', services: ['image-editing'], rateLimitPerMinute: 10 },
    });
    expect(token.status).toBe(201);
    await api.deps.store.put(`exports/${user.id}/old.zip`, Buffer.from('zip'), 'application/zip');
    await db()
      .insert(accountExports)
      .values({ userId: user.id, status: 'ready', storageKey: `exports/${user.id}/old.zip` });
    await db().insert(newsletterSubscribers).values({ email, lang: 'vi', status: 'confirmed' });
    const reference = `KS${Date.now()}`;
    await db().insert(orders).values({
      userId: user.id,
      reference,
      kind: 'new',
      planId: 'pro',
      billingCycle: 'monthly',
      amount: 199000,
      status: 'completed',
    });
    // Someone else's asset, which must stay.
    const bystander = await signUp(api);
    const kept = await uploadAsset(bystander.token);

    const prefixes = [
      `assets/${user.id}/`,
      `exports/${user.id}/`,
      `catalogue-exports/${user.id}/`,
      `generations/${made.id}/`,
    ];
    const keysBefore = (await Promise.all(prefixes.map((p) => api.deps.store.listKeys(p)))).flat();
    expect(keysBefore.length).toBeGreaterThanOrEqual(3);
    const fileKeys = await db().execute<{ key: string }>(sql`
      select storage_key as key from stored_files where id in (
        select stored_file_id from assets where user_id = ${user.id}
        union select result_file_id from generations where user_id = ${user.id}
        union select (i->>'fileId')::uuid from generations, jsonb_array_elements(inputs) i where user_id = ${user.id}
        union select (s->>'fileId')::uuid from generations, jsonb_array_elements(result_samples) s where user_id = ${user.id})`);
    expect(fileKeys.rows.length).toBeGreaterThanOrEqual(6);

    const fresh = await emulator.signIn(email, 'firebase-pass-1');
    seenSecrets.add(fresh.idToken);
    const closed = await call(api, 'DELETE', '/auth/account', {
      token: session,
      body: { id_token: fresh.idToken },
    });
    expect(closed.status).toBe(200);
    // A marketplace export's ZIP stored as the account closed: the purge takes the whole prefix,
    // whether a row still names the file or not (issue 39, defect 10).
    await api.deps.store.put(
      `catalogue-exports/${user.id}/late.zip`,
      Buffer.from('zip'),
      'application/zip',
    );

    // Within the grace period nothing is deleted.
    const deps = closingDeps(api.deps);
    expect(await purgeClosedAccounts(deps)).toBe(0);
    clock.advance((ACCOUNT_CLOSING_GRACE_DAYS * 86_400 + 60) * 1000);
    try {
      // This account, and any other test's account whose period ended too.
      expect(await purgeClosedAccounts(deps)).toBeGreaterThanOrEqual(1);
    } finally {
      clock.reset();
    }

    // No row anywhere names the account's id; its address survives only in sent mail.
    expect(await columnsHolding(user.id)).toEqual([]);
    expect(await columnsHolding(email, ['mail_outbox'])).toEqual([]);
    // No object under its prefixes, nor any file its rows named.
    for (const prefix of prefixes) expect(await api.deps.store.listKeys(prefix)).toEqual([]);
    for (const { key } of fileKeys.rows) expect(await api.deps.store.exists(key)).toBe(false);
    // The payment is kept for the accounting law, without the account.
    const [order] = await db().select().from(orders).where(eq(orders.reference, reference));
    expect(order).toMatchObject({ userId: null, amount: 199000, status: 'completed' });
    // The Firebase user is gone too.
    await expect(emulator.signIn(email, 'firebase-pass-1')).rejects.toThrow(
      /EMAIL_NOT_FOUND|USER_NOT_FOUND|INVALID/,
    );
    // The audit log has the request and the deletion, linked without the id.
    const deleted = await db()
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'account.delete'));
    expect(deleted.length).toBeGreaterThan(0);
    expect((await mailTo(api, email)).map((m) => m.subject)).toContain(
      'Tài khoản Kiểu Studio của bạn đã bị xóa',
    );
    // Nothing is left for an administrator to restore.
    const admin = await call(api, 'POST', '/auth/login', {
      body: { username: ADMIN_EMAIL, password: PASSWORD },
    });
    const gone = await call(api, 'GET', `/api/admin/users/${user.id}`, {
      token: admin.body.access_token as string,
    });
    expect(gone.status).toBe(404);
    // The other account is untouched.
    expect((await call(api, 'GET', `/assets/${kept.id}`, { token: bystander.token })).status).toBe(
      200,
    );
  });
});
