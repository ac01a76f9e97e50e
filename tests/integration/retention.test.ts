import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  RATE_LIMIT_HIT_RETENTION_HOURS,
  RETENTION_DAYS,
  TEMPORARY_UPLOAD_HOURS,
} from '../../src/contracts/retention.ts';
import {
  assets,
  generationShares,
  generations,
  rateLimitHits,
  storedFiles,
  subscriptions,
  users,
} from '../../src/server/db/schema.ts';
import { runCleanup } from '../../src/server/jobs/cleanup-temp-files.job.ts';
import { deleteExpiredFiles } from '../../src/server/services/files/delete-expired-files.ts';
import { storeTemporaryFile } from '../../src/server/services/files/store-temporary-file.ts';
import { insertGeneration, picture, storeFile } from './support/generations.ts';
import { startS3Server, type S3Server } from './support/s3-server.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { storedKeys } from './support/stored-objects.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { createTestClock } from './support/test-clock.ts';

/**
 * Issue 26 point 4 (decision 058): results and uploads go after their plan's days, removed from
 * the database and the object store (local and S3) by the cleanup job, after one mail a week
 * before, received here by a real SMTP server; rate-limit rows (HMACs of IP addresses) go after a
 * day; temporary uploads keep their 24 hours.
 */
let inbox: SmtpInbox;
let s3: S3Server;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  await inbox?.close();
});

/** The text/plain part of a raw message, its transfer encoding (base64 or quoted-printable) undone. */
function plainText(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((item) => /content-type: text\/plain/i.test(item)) ?? raw;
  const split = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, split);
  const body = part
    .slice(split)
    .trim()
    .split(/\r?\n--/)[0]!;
  if (/content-transfer-encoding: base64/i.test(headers)) {
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  if (/content-transfer-encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/g, '%25'));
  }
  return body;
}
/** The decoded Subject header (RFC 2047 encoded words). */
function subjectOf(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
    );
}
const mailsTo = (email: string) => inbox.received.filter((mail) => mail.to === email);

async function makeUser(api: TestApi, locale: 'vi' | 'en', plan?: 'pro') {
  const email = `retention.${randomUUID().slice(0, 8)}@example.vn`;
  const [user] = await api.deps.database.db
    .insert(users)
    .values({ email, name: 'Trần Mai', isVerified: true, locale })
    .returning();
  if (plan) {
    const start = new Date(Date.now() - DAY_MS);
    const end = new Date(Date.now() + 800 * DAY_MS);
    await api.deps.database.db.insert(subscriptions).values({
      userId: user!.id,
      planId: plan,
      billingCycle: 'annual',
      periodStart: start,
      periodEnd: end,
      creditsGrantedThrough: start,
    });
  }
  return user!;
}

/** An uploaded library image with its thumbnail, as POST /assets keeps it. */
async function makeUpload(api: TestApi, userId: string, createdAt: Date, origin?: string) {
  const file = await storeFile(api, await picture(40, 50), 'image/jpeg');
  const thumb = await storeFile(api, await picture(20, 25), 'image/webp');
  const [asset] = await api.deps.database.db
    .insert(assets)
    .values({
      userId,
      kind: 'model',
      mediaType: 'image',
      name: `Ảnh mẫu ${randomUUID().slice(0, 4)}.jpg`,
      storedFileId: file.id,
      thumbnailFileId: thumb.id,
      origin: origin ?? null,
      createdAt,
    })
    .returning();
  return { asset: asset!, keys: [file.storageKey, thumb.storageKey] };
}

/** A result with its input copy and a share link. */
async function makeResult(api: TestApi, userId: string, createdAt: Date) {
  const row = await insertGeneration(api, userId, {
    tool: 'virtual-tryon',
    inputs: ['person'],
    result: { width: 60, height: 80 },
    createdAt,
  });
  await api.deps.database.db
    .insert(generationShares)
    .values({ generationId: row.id, tokenHash: randomUUID() });
  const fileIds = [row.resultFileId!, (row.inputs as { fileId: string }[])[0]!.fileId];
  const files = await api.deps.database.db
    .select({ key: storedFiles.storageKey })
    .from(storedFiles)
    .where(inArray(storedFiles.id, fileIds));
  return { row, keys: files.map((file) => file.key) };
}

const stores = [
  ['local', () => ({ OBJECT_STORE: 'local' })],
  ['S3', async () => s3.envFor(await s3.createBucket())],
] as const;

describe.each(stores)('retention on the %s store', (_name, storeEnv) => {
  const clock = createTestClock();
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(
      {
        ...(await storeEnv()),
        MAIL_TRANSPORT: 'smtp',
        SMTP_URL: inbox.url,
        PUBLIC_SITE_URL: 'https://kieu.test',
      },
      { clock },
    );
  });
  afterAll(() => api?.stop());
  const cleanup = () =>
    runCleanup({
      db: api.deps.database.db,
      store: api.deps.store,
      logger: api.deps.logger,
      clock,
      mailer: api.deps.mailer,
      siteUrl: 'https://kieu.test',
      queue: api.deps.queue,
    });

  it('mails once a week before, then removes expired results and uploads, keeping fresh ones', async () => {
    const db = api.deps.database.db;
    const free = await makeUser(api, 'en');
    const pro = await makeUser(api, 'vi', 'pro');
    const start = clock.now();
    const oldResult = await makeResult(api, free.id, start);
    const oldUpload = await makeUpload(api, free.id, start);
    const sample = await makeUpload(api, free.id, start, 'sample:model-lan');
    const proResult = await makeResult(api, pro.id, start);

    // Day 24 of the free plan's 30: the week's notice goes, nothing is removed yet.
    clock.advance((RETENTION_DAYS.free - 6) * DAY_MS);
    const first = await cleanup();
    expect(first.retention).toEqual({ removed: 0, mailed: 1 });
    await expect.poll(() => mailsTo(free.email).length).toBe(1);
    const raw = mailsTo(free.email)[0]!.raw;
    expect(subjectOf(raw)).toMatch(
      /^Some of your Kiểu Studio files will be removed on \w{3} \d{1,2}, \d{4}$/,
    );
    const mail = plainText(raw);
    expect(mail).toContain('will be removed on');
    expect(mail).toContain('Results (1)');
    expect(mail).toContain('Virtual try-on, made on');
    expect(mail).toContain('Uploads (1)');
    expect(mail).toContain(oldUpload.asset.name.slice(0, 3));
    expect(mail).toContain('https://kieu.test/history');
    expect(mail).not.toContain(sample.asset.name.slice(-8));
    // Pro keeps 180 days: nothing is due for that user.
    expect(mailsTo(pro.email)).toHaveLength(0);

    // An item made now and a second run: no second mail, the fresh item is in none.
    const fresh = await makeResult(api, free.id, clock.now());
    const freshUpload = await makeUpload(api, free.id, clock.now());
    expect((await cleanup()).retention).toEqual({ removed: 0, mailed: 0 });

    // Day 31, a week after the mail: the old result and upload go, rows and files.
    clock.advance(7 * DAY_MS + 60_000);
    const before = await storedKeys(api.deps.env);
    for (const key of [...oldResult.keys, ...oldUpload.keys]) expect(before).toContain(key);
    const last = await cleanup();
    expect(last.retention).toEqual({ removed: 2, mailed: 0 });
    const after = await storedKeys(api.deps.env);
    for (const key of [...oldResult.keys, ...oldUpload.keys]) expect(after).not.toContain(key);
    for (const key of [...fresh.keys, ...freshUpload.keys, ...sample.keys, ...proResult.keys]) {
      expect(after).toContain(key);
    }
    const left = (table: typeof generations | typeof assets, id: string) =>
      db.select().from(table).where(eq(table.id, id));
    expect(await left(generations, oldResult.row.id)).toHaveLength(0);
    expect(await left(assets, oldUpload.asset.id)).toHaveLength(0);
    expect(
      await db
        .select()
        .from(generationShares)
        .where(eq(generationShares.generationId, oldResult.row.id)),
    ).toHaveLength(0);
    expect(await left(generations, fresh.row.id)).toHaveLength(1);
    expect(await left(assets, freshUpload.asset.id)).toHaveLength(1);
    expect(await left(assets, sample.asset.id)).toHaveLength(1);
    expect(await left(generations, proResult.row.id)).toHaveLength(1);
    expect(mailsTo(free.email)).toHaveLength(1);
  });

  it('mails in the user’s language', async () => {
    const user = await makeUser(api, 'vi');
    await makeUpload(api, user.id, new Date(clock.now().getTime() - 25 * DAY_MS));
    await cleanup();
    await expect.poll(() => mailsTo(user.email).length).toBe(1);
    const raw = mailsTo(user.email)[0]!.raw;
    expect(subjectOf(raw)).toMatch(
      /^Một số tệp Kiểu Studio của bạn sẽ bị xóa vào ngày \d{2}\/\d{2}\/\d{4}$/,
    );
    const mail = plainText(raw);
    expect(mail).toContain('Tệp tải lên (1)');
    expect(mail).toContain('lưu kết quả và tệp tải lên trong 30 ngày');
    expect(mail).not.toContain('Uploads');
  });

  it('drops rate-limit rows keyed by IP addresses after a day', async () => {
    const db = api.deps.database.db;
    const now = clock.now().getTime();
    const bucket = `retention-${randomUUID()}`;
    await db.insert(rateLimitHits).values([
      {
        bucket,
        subject: 'old',
        createdAt: new Date(now - RATE_LIMIT_HIT_RETENTION_HOURS * 3600_000 - 60_000),
      },
      { bucket, subject: 'recent', createdAt: new Date(now - 3600_000) },
    ]);
    const result = await cleanup();
    expect(result.addresses).toBeGreaterThanOrEqual(1);
    const rows = await db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, bucket));
    expect(rows.map((row) => row.subject)).toEqual(['recent']);
  });

  it('keeps temporary uploads for 24 hours', async () => {
    expect(api.deps.env.TEMP_UPLOAD_TTL_HOURS).toBe(TEMPORARY_UPLOAD_HOURS);
    expect(TEMPORARY_UPLOAD_HOURS).toBe(24);
    const file = await storeTemporaryFile(
      { db: api.deps.database.db, store: api.deps.store },
      {
        body: await picture(10, 10),
        contentType: 'image/jpeg',
        ttlHours: api.deps.env.TEMP_UPLOAD_TTL_HOURS,
      },
    );
    const [row] = await api.deps.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, file.id));
    expect(
      Math.abs(row!.expiresAt!.getTime() - row!.createdAt.getTime() - 24 * 3600_000),
    ).toBeLessThan(5_000);
    const deps = { db: api.deps.database.db, store: api.deps.store };
    const at = (hours: number) => ({ now: new Date(row!.createdAt.getTime() + hours * 3600_000) });
    await deleteExpiredFiles(deps, at(23));
    expect(await storedKeys(api.deps.env)).toContain(row!.storageKey);
    await deleteExpiredFiles(deps, at(25));
    expect(await storedKeys(api.deps.env)).not.toContain(row!.storageKey);
  });
});
