import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../src/server/db/schema.ts';
import { CLEANUP_TEMP_FILES } from '../../src/server/jobs/cleanup-temp-files.job.ts';
import { storeTemporaryFile } from '../../src/server/services/files/store-temporary-file.ts';
import type { SignedUrlOptions } from '../../src/server/storage/object-store.ts';
import { onApi } from './support/public-forms.ts';
import { testStoreKind } from './support/s3-server.ts';
import { storedKeys } from './support/stored-objects.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

// The S3 store's links lead to the bucket (tests/integration/object-store.test.ts).
describe.runIf(testStoreKind === 'local')('GET /files/* (links of the local store)', () => {
  it('serves a stored file through a signed link, and refuses a tampered or expired one', async () => {
    const { store } = api.deps;
    await store.put('results/test/pixel.png', Buffer.from('png-bytes'), 'image/png');
    const link = (options?: SignedUrlOptions) =>
      store.signedUrl('results/test/pixel.png', options).then((url) => onApi(api, url));
    const good = await fetch(await link({ filename: 'ảnh.png' }));
    expect(good.status).toBe(200);
    expect(good.headers.get('content-type')).toBe('image/png');
    expect(good.headers.get('content-disposition')).toContain("UTF-8''%E1%BA%A3nh.png");
    expect(await good.text()).toBe('png-bytes');

    const tampered = (await link()).replace('pixel', 'other');
    expect((await fetch(tampered)).status).toBe(403);
    const expired = await fetch(await link({ expiresInSeconds: -5 }));
    expect(expired.status).toBe(403);
    expect((await expired.json()).code).toBe('link_expired');
  });

  it('answers 404 for a signed link to a file that is gone', async () => {
    const res = await fetch(onApi(api, await api.deps.store.signedUrl('results/none.png')));
    expect(res.status).toBe(404);
  });
});

describe('cleanup of expired temporary files (pg-boss job)', () => {
  it('removes expired files and their rows, and keeps fresh ones', async () => {
    const deps = { db: api.deps.database.db, store: api.deps.store };
    const old = await storeTemporaryFile(deps, {
      body: Buffer.from('old'),
      contentType: 'image/png',
      ttlHours: 1,
      now: new Date(Date.now() - 2 * 3600_000),
    });
    const fresh = await storeTemporaryFile(deps, {
      body: Buffer.from('fresh'),
      contentType: 'image/png',
      ttlHours: 1,
    });
    const { store } = api.deps;
    expect(await store.exists(old.storageKey)).toBe(true);

    const jobId = await api.deps.queue.send(CLEANUP_TEMP_FILES, {});
    expect(jobId).toBeTruthy();
    await expect
      .poll(
        async () => (await api.deps.queue.findJobs(CLEANUP_TEMP_FILES, { id: jobId! }))[0]?.state,
        {
          timeout: 20_000,
          interval: 200,
        },
      )
      .toBe('completed');

    const rows = await api.deps.database.db.select().from(storedFiles);
    expect(rows.map((r) => r.id)).toEqual([fresh.id]);
    expect(await store.exists(old.storageKey)).toBe(false);
    expect(await store.exists(fresh.storageKey)).toBe(true);
    const keys = await storedKeys(api.deps.env);
    expect(keys).toContain(fresh.storageKey);
    expect(keys).not.toContain(old.storageKey);
    const [job] = await api.deps.queue.findJobs(CLEANUP_TEMP_FILES, { id: jobId! });
    expect(job?.output).toEqual({
      removed: 1,
      exports: 0,
      catalogueExports: 0,
      minutes: 0,
      addresses: 0,
      retention: { removed: 0, mailed: 0 },
    });
    const stillThere = await api.deps.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, old.id));
    expect(stillThere).toHaveLength(0);
  });
});
