import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXPORT_LIFETIME_HOURS,
  accountExportStatusSchema,
  type AccountExportDocument,
  type AccountExportStatus,
} from '../../src/contracts/account-export.ts';
import {
  accountExports,
  assets,
  orders,
  uploadConsents,
  users,
} from '../../src/server/db/schema.ts';
import { runCleanup } from '../../src/server/jobs/cleanup-temp-files.job.ts';
import { call, mailTo, signUp } from './support/accounts.ts';
import { insertGeneration, picture, storeFile } from './support/generations.ts';
import { apiClient } from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { createTestClock } from './support/test-clock.ts';
import { readZip } from './support/zip.ts';

/**
 * Issue 26 point 2 (decision 055): "Download my data". One ZIP with every file the account
 * holds and an account.json valid against the published schema, never a token's value; one
 * export at a time; only the owner reads it; the link ends with the export.
 */
const clock = createTestClock();
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { clock });
});
afterAll(() => api?.stop());

const publishedSchema = JSON.parse(
  readFileSync(new URL('../../public/schemas/account-export.schema.json', import.meta.url), 'utf8'),
);

async function userId(session: string) {
  const profile = await call(api, 'GET', '/auth/profile', { token: session });
  return profile.body.id as string;
}

/** Polls the export until it is ready (or failed), as the profile does. */
async function waitReady(session: string, id: string): Promise<AccountExportStatus> {
  const until = Date.now() + 60_000;
  for (;;) {
    const res = await call(api, 'GET', `/auth/account/export/${id}`, { token: session });
    expect(res.status).toBe(200);
    const status = accountExportStatusSchema.parse(res.body);
    if (status.status === 'ready' || status.status === 'failed') return status;
    if (Date.now() > until) throw new Error(`export still ${status.status}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function download(url: string) {
  const res = await fetch(url);
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('download my data', () => {
  it('builds one ZIP with every image, a valid account.json and no token value', async () => {
    const client = await apiClient(api);
    const id = await userId(client.session);
    const first = await insertGeneration(api, id, {
      tool: 'virtual-tryon',
      inputs: ['person', 'clothing'],
      params: { fit: 'regular' },
      samples: 2,
    });
    const second = await insertGeneration(api, id, { tool: 'image-editing', inputs: ['source'] });
    const assetFile = await storeFile(api, await picture(40, 50), 'image/jpeg');
    const [modelAsset] = await api.deps.database.db
      .insert(assets)
      .values({
        userId: id,
        kind: 'model',
        mediaType: 'image',
        name: 'Người mẫu áo dài.jpg',
        storedFileId: assetFile.id,
      })
      .returning();
    // Issue 26 point 3: the consent given for that upload goes into the export too.
    const consent = {
      answer: 'subject',
      wording: 'Tôi có sự đồng ý của người trong ảnh, hoặc đó là tôi.',
      language: 'vi',
      sha256: 'a'.repeat(64),
    } as const;
    const [consentRow] = await api.deps.database.db
      .insert(uploadConsents)
      .values({ userId: id, assetId: modelAsset!.id, ...consent })
      .returning();

    const reference = `KS${Date.now()}`;
    await api.deps.database.db.insert(orders).values({
      userId: id,
      reference,
      kind: 'new',
      planId: 'pro',
      billingCycle: 'monthly',
      amount: 499_000,
      credits: 500,
      status: 'completed',
      completedAt: new Date(),
    });

    const started = await call(api, 'POST', '/auth/account/export', { token: client.session });
    expect(started.status).toBe(202);
    const ready = await waitReady(client.session, started.body.id as string);
    expect(ready).toMatchObject({ status: 'ready', progress: 1 });
    expect(new Date(ready.expires_at!).getTime() - new Date(ready.completed_at!).getTime()).toBe(
      ACCOUNT_EXPORT_LIFETIME_HOURS * 3600_000,
    );

    const { status, bytes } = await download(ready.download_url!);
    expect(status).toBe(200);
    expect(bytes.length).toBe(ready.byte_size);
    // Neither the token's value nor its secret part appears anywhere in the archive's bytes.
    expect(bytes.includes(Buffer.from(client.value))).toBe(false);
    expect(bytes.includes(Buffer.from(client.value.slice(-24)))).toBe(false);

    const entries = readZip(bytes);
    const document = JSON.parse(
      entries.get('account.json')!.toString('utf8'),
    ) as AccountExportDocument;
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const valid = ajv.validate(publishedSchema, document);
    expect(ajv.errors ?? []).toEqual([]);
    expect(valid).toBe(true);

    expect(document.profile).toMatchObject({ id, email: client.email });
    expect(document.plan.current_plan).toBe('pro');
    expect(document.orders).toEqual([
      expect.objectContaining({ reference, amount_vnd: 499_000, status: 'completed' }),
    ]);
    expect(document.credits.grants.length).toBeGreaterThan(0);
    expect(document.api_tokens).toEqual([
      expect.objectContaining({ id: client.tokenId, name: 'Shop integration' }),
    ]);
    expect(JSON.stringify(document.api_tokens)).not.toMatch(/secret|hash|prefix/i);

    // Every generation's result and inputs, and the asset, are in the ZIP byte for byte.
    const byId = new Map(document.generations.map((generation) => [generation.id, generation]));
    for (const seeded of [first, second]) {
      const generation = byId.get(seeded.id)!;
      expect(generation.tool).toBe(seeded.tool);
      expect(generation.inputs.length).toBe(seeded.tool === 'virtual-tryon' ? 2 : 1);
      const stored = await api.deps.store.get(seeded.resultKey!);
      const original = Buffer.concat(await stored!.body.toArray());
      expect(entries.get(generation.result!.path)).toEqual(original);
      for (const input of generation.inputs) expect(entries.has(input.file!.path)).toBe(true);
      // A try-on's further samples (decision 064) go along, each its own file.
      expect(generation.samples.length).toBe(seeded.tool === 'virtual-tryon' ? 2 : 0);
      for (const sample of generation.samples) expect(entries.has(sample.path)).toBe(true);
    }
    expect(byId.get(first.id)!.params).toEqual({ fit: 'regular' });
    const asset = document.assets[0]!;
    expect(asset.name).toBe('Người mẫu áo dài.jpg');
    expect(entries.get(asset.file!.path)!.length).toBe(assetFile.byteSize);
    expect(document.upload_consents).toEqual([
      { asset_id: asset.id, ...consent, created_at: consentRow!.createdAt.toISOString() },
    ]);
    // account.json, two results, two samples, three inputs and the asset.
    expect(entries.size).toBe(1 + 2 + 2 + 3 + 1);

    const mails = await mailTo(api, client.email);
    // The account signed up in English: the mail is in English.
    expect(mails[0]!.subject).toBe('Your Kiểu Studio data is ready to download');
    expect(mails[0]!.text).toContain(ready.download_url!.split('?')[0]);
  });

  it('starts one job for a burst of parallel requests, and answers the running one', async () => {
    const account = await signUp(api);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(api, 'POST', '/auth/account/export', { token: account.token }),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.body.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    const id = await userId(account.token);
    const rows = await api.deps.database.db.select().from(accountExports);
    expect(rows.filter((row) => row.userId === id)).toHaveLength(1);
    const jobs = await api.deps.database.db.execute(
      `select count(*)::int as n from pgboss.job where name = 'account-export' and data->>'exportId' = '${[...ids][0]}'`,
    );
    expect((jobs.rows[0] as { n: number }).n).toBe(1);
    await waitReady(account.token, [...ids][0] as string);
  });

  it('hides an export from everyone but its owner, in the caller’s language', async () => {
    const owner = await signUp(api);
    const other = await signUp(api);
    const started = await call(api, 'POST', '/auth/account/export', { token: owner.token });
    for (const [lang, text] of [
      ['en', 'The requested resource was not found.'],
      ['vi', 'Không tìm thấy tài nguyên được yêu cầu.'],
    ] as const) {
      const res = await call(api, 'GET', `/auth/account/export/${started.body.id}`, {
        token: other.token,
        lang,
      });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe(text);
      const malformed = await call(api, 'GET', '/auth/account/export/not-an-id', {
        token: owner.token,
        lang,
      });
      expect(malformed.status).toBe(404);
      expect(malformed.body.detail).toBe(text);
    }
    const latest = await call(api, 'GET', '/auth/account/export/latest', { token: other.token });
    expect(latest.status).toBe(404);
    const own = await call(api, 'GET', '/auth/account/export/latest', { token: owner.token });
    expect(own.status).toBe(200);
    expect(own.body.id).toBe(started.body.id);
    const anonymous = await call(api, 'POST', '/auth/account/export');
    expect(anonymous.status).toBe(401);
    await waitReady(owner.token, started.body.id as string);
  });

  it('ends the link after its lifetime: no link, then the ZIP and the row are removed', async () => {
    const account = await signUp(api);
    const id = await userId(account.token);
    await api.deps.database.db.update(users).set({ locale: 'vi' }).where(eq(users.id, id));
    const started = await call(api, 'POST', '/auth/account/export', { token: account.token });
    const ready = await waitReady(account.token, started.body.id as string);
    const [mail] = await mailTo(api, account.email);
    expect(mail!.subject).toBe('Dữ liệu Kiểu Studio của bạn đã sẵn sàng để tải');
    const mailed = /(https?:\/\/\S+)/.exec(mail!.text)![1]!;
    expect((await download(mailed)).status).toBe(200);

    clock.advance(ACCOUNT_EXPORT_LIFETIME_HOURS * 3600_000 + 60_000);
    try {
      const late = await call(api, 'GET', `/auth/account/export/${ready.id}`, {
        token: account.token,
      });
      expect(late.body).toMatchObject({ status: 'expired', download_url: null });
      const removed = await runCleanup({
        db: api.deps.database.db,
        store: api.deps.store,
        logger: api.deps.logger,
        clock,
        mailer: api.deps.mailer,
        siteUrl: 'https://kieu.test',
        queue: api.deps.queue,
      });
      expect(removed.exports).toBeGreaterThanOrEqual(1);
      expect((await download(mailed)).status).toBe(404);
      const gone = await call(api, 'GET', `/auth/account/export/${ready.id}`, {
        token: account.token,
      });
      expect(gone.status).toBe(404);
      // A new export can be asked for at once.
      const again = await call(api, 'POST', '/auth/account/export', { token: account.token });
      expect(again.status).toBe(202);
      await waitReady(account.token, again.body.id as string);
    } finally {
      clock.reset();
    }
  });

  it('names the ZIP by the day in Vietnam, the day the screen shows (issue 40)', async () => {
    // 18:30 UTC is 01:30 the next day in Asia/Ho_Chi_Minh.
    const day = 24 * 3600_000;
    clock.advance((((18.5 * 3600_000 - (Date.now() % day)) % day) + day) % day);
    try {
      const account = await signUp(api);
      const started = await call(api, 'POST', '/auth/account/export', { token: account.token });
      const ready = await waitReady(account.token, started.body.id as string);
      const vietnamDay = new Date(Date.parse(ready.created_at) + 7 * 3600_000)
        .toISOString()
        .slice(0, 10);
      expect(ready.created_at.slice(0, 10)).not.toBe(vietnamDay);
      const res = await fetch(ready.download_url!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain(
        `kieu-studio-data-${vietnamDay}.zip`,
      );
    } finally {
      clock.reset();
    }
  });
});
