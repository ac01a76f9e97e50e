import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyItemSchema, historyListSchema } from '../../src/contracts/history.ts';
import { call, signUp } from './support/accounts.ts';
import { chooseAiLabel } from './support/ai-label.ts';
import { generations } from '../../src/server/db/schema.ts';
import { insertGeneration, storeFile } from './support/generations.ts';
import { subscribe } from './support/payments.ts';
import { onApi } from './support/public-forms.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { productionEnv } from '../support/production-env.ts';

let api: TestApi;
let alice: { token: string; id: string; name: string; email: string };
let bob: { token: string; id: string };

async function account(name: string) {
  const signed = await signUp(api, { name });
  return {
    token: signed.token,
    id: (signed.login.user as { id: string }).id,
    name,
    email: signed.email,
  };
}

beforeAll(async () => {
  api = await startTestApi({ PUBLIC_SITE_URL: 'https://kieu.test' });
  alice = await account('Lan Nguyễn');
  bob = await account('Bảo Trần');
});
afterAll(() => api?.stop());

const get = (path: string, token: string, lang = 'en') => call(api, 'GET', path, { token, lang });
/** Fetches a signed link (the API's own links carry the configured port 0). */
function fetchSigned(url: string) {
  return fetch(onApi(api, url));
}
const ids = (body: Record<string, unknown>) =>
  (body.items as { id: string }[]).map((item) => item.id);

/** A download as raw bytes, with its status and headers. */
async function download(path: string, token: string, lang = 'en') {
  const res = await fetch(`${api.url}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('GET /history', () => {
  let own: Record<string, string>;
  beforeAll(async () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 9, 1, 12, 0) - minutes * 60_000);
    // A separate account so counts are exact.
    const carol = await account('Chi Lê');
    Object.assign(alice, { carol });
    const rows = {
      tryonDone: await insertGeneration(api, carol.id, { createdAt: at(1), inputs: ['person'] }),
      tryonBusy: await insertGeneration(api, carol.id, { status: 'processing', createdAt: at(2) }),
      tryonFailed: await insertGeneration(api, carol.id, { status: 'failed', createdAt: at(3) }),
      hairDone: await insertGeneration(api, carol.id, {
        tool: 'hairstyle-changer',
        createdAt: at(4),
        result: { width: 300, height: 400, format: 'png' },
      }),
      bodyMissing: await insertGeneration(api, carol.id, {
        tool: 'body-generator',
        fileGone: true,
        createdAt: at(5),
      }),
    };
    await insertGeneration(api, bob.id, { createdAt: at(0) });
    own = Object.fromEntries(Object.entries(rows).map(([key, row]) => [key, row.id]));
    Object.assign(alice, { carolToken: carol.token });
  });
  const carolToken = () => (alice as unknown as { carolToken: string }).carolToken;

  it('lists only the caller’s generations, newest first, in the contract’s shape', async () => {
    const res = await get('/history', carolToken());
    expect(res.status).toBe(200);
    historyListSchema.parse(res.body);
    expect(ids(res.body)).toEqual([
      own.tryonDone,
      own.tryonBusy,
      own.tryonFailed,
      own.hairDone,
      own.bodyMissing,
    ]);
    expect(res.body.next_cursor).toBeNull();
  });

  it.each([
    ['completed', ['tryonDone', 'hairDone', 'bodyMissing']],
    ['processing', ['tryonBusy']],
    ['failed', ['tryonFailed']],
    ['all', ['tryonDone', 'tryonBusy', 'tryonFailed', 'hairDone', 'bodyMissing']],
  ])('filters %s', async (filter, expected) => {
    const res = await get(`/history?filter=${filter}`, carolToken());
    expect(ids(res.body)).toEqual(expected.map((key) => own[key]));
  });

  it('has one view per tool, combined with the filter', async () => {
    const tryon = await get('/history?tool=virtual-tryon&filter=completed', carolToken());
    expect(ids(tryon.body)).toEqual([own.tryonDone]);
    const hair = await get('/history?tool=hairstyle-changer', carolToken());
    expect(ids(hair.body)).toEqual([own.hairDone]);
    const video = await get('/history?tool=image-to-video', carolToken());
    expect(video.body.items).toEqual([]);
  });

  it('marks a success whose file is gone from the store as a missing result', async () => {
    const res = await get('/history?tool=body-generator', carolToken());
    const [item] = res.body.items as Record<string, unknown>[];
    expect(item).toMatchObject({
      status: 'success',
      missing_result: true,
      result_url: null,
      result_bytes: null,
    });
    const done = (await get(`/history/${own.tryonDone}`, carolToken())).body;
    expect(done).toMatchObject({ missing_result: false, result_media_type: 'image' });
    expect(done.result_bytes).toBeGreaterThan(1000);
  });

  it('answers a bad query with 422 in the caller’s language', async () => {
    for (const [query, en, vi] of [
      [
        'filter=done',
        'The filter must be all, completed, processing or failed',
        'Bộ lọc phải là tất cả, hoàn thành, đang xử lý hoặc thất bại',
      ],
      [
        'tool=photo-booth',
        'Please choose one of the studio tools',
        'Vui lòng chọn một trong các công cụ studio',
      ],
      [
        'limit=0',
        'The page size must be a whole number from 1 to 100',
        'Số mục mỗi trang phải là số nguyên từ 1 đến 100',
      ],
      [
        'limit=abc',
        'The page size must be a whole number from 1 to 100',
        'Số mục mỗi trang phải là số nguyên từ 1 đến 100',
      ],
      ['cursor=not-a-cursor', 'The page cursor is not valid', 'Con trỏ trang không hợp lệ'],
    ]) {
      const english = await get(`/history?${query}`, carolToken(), 'en');
      expect(english.status, query).toBe(422);
      expect(english.body.message).toBe(en);
      const vietnamese = await get(`/history?${query}`, carolToken(), 'vi');
      expect(vietnamese.body.message).toBe(vi);
    }
  });

  it('needs a login', async () => {
    const res = await call(api, 'GET', '/history');
    expect(res.status).toBe(401);
  });
});

describe('cursor paging', () => {
  it('walks every item exactly once, even when items share a creation time', async () => {
    const dave = await account('Dũng Phạm');
    const same = new Date('2026-10-02T08:00:00.123Z');
    const created: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      created.push(
        (await insertGeneration(api, dave.id, { status: 'failed', createdAt: same })).id,
      );
    }
    for (let i = 0; i < 3; i += 1) {
      const at = new Date(same.getTime() - (i + 1) * 1000);
      created.push((await insertGeneration(api, dave.id, { status: 'failed', createdAt: at })).id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const res = await get(`/history?limit=3${query}`, dave.token);
      expect(res.status).toBe(200);
      seen.push(...ids(res.body));
      cursor = res.body.next_cursor as string | null;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(8);
    expect(new Set(seen)).toEqual(new Set(created));
    // Ties on created_at are broken by id, descending.
    const firstFive = seen.slice(0, 5);
    expect(firstFive).toEqual([...firstFive].sort().reverse());
  });
});

describe('GET /history/:id', () => {
  it('shows inputs, parameters and basic info with signed links', async () => {
    const row = await insertGeneration(api, alice.id, {
      tool: 'body-generator',
      inputs: ['face'],
      params: { gender: 'female', height: 165, bodyType: 'athletic' },
    });
    const res = await get(`/history/${row.id}`, alice.token);
    expect(res.status).toBe(200);
    const item = historyItemSchema.parse(res.body);
    expect(item.params).toEqual({ gender: 'female', height: 165, bodyType: 'athletic' });
    expect(item.inputs).toHaveLength(1);
    expect(item.inputs[0]!.role).toBe('face');
    expect(item.processing_ms).toBe(3500);
    const image = await fetchSigned(item.result_url!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const input = await fetchSigned(item.inputs[0]!.url!);
    expect(input.status).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await get('/history/00000000-0000-4000-8000-000000000000', alice.token)).status).toBe(
      404,
    );
    expect((await get('/history/not-an-id', alice.token)).status).toBe(404);
  });
});

describe('GET /history/:id/download', () => {
  let big: string;
  let small: string;
  let png: string;
  beforeAll(async () => {
    // On Pro, whose exports reach 4K, no size here is locked (decision 041).
    await subscribe(api, alice.email, 'pro');
    big = (await insertGeneration(api, alice.id, { result: { width: 1600, height: 1200 } })).id;
    small = (await insertGeneration(api, alice.id, { result: { width: 640, height: 480 } })).id;
    png = (
      await insertGeneration(api, alice.id, {
        result: { width: 900, height: 1600, format: 'png' },
      })
    ).id;
  });

  it.each([
    ['original', 1600, 1200],
    ['large', 1440, 1080],
    ['medium', 960, 720],
    ['small', 800, 600],
  ])('fits the %s size inside its box', async (size, width, height) => {
    const { res, bytes } = await download(`/history/${big}/download?size=${size}`, alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(
        `^attachment; filename="kieu-virtual-tryon-\\d{8}-${big.slice(0, 8)}${size === 'original' ? '' : `-${size}`}\\.jpg"`,
      ),
    );
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([width, height, 'jpeg']);
  });

  it('turns the box to a portrait PNG (600×800) and keeps the format', async () => {
    const { res, bytes } = await download(`/history/${png}/download?size=small`, alice.token);
    expect(res.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([450, 800, 'png']);
  });

  it('makes no size larger than the picture: it is refused, not enlarged (decision 101)', async () => {
    const { res, bytes } = await download(`/history/${small}/download?size=large`, alice.token);
    expect(res.status).toBe(422);
    expect(JSON.parse(bytes.toString())).toMatchObject({ code: 'size_larger_than_result' });
  });

  it('makes low quality smaller than high quality', async () => {
    for (const id of [big, png]) {
      const high = await download(`/history/${id}/download?size=small&quality=high`, alice.token);
      const low = await download(`/history/${id}/download?size=small&quality=low`, alice.token);
      expect(low.bytes.length).toBeLessThan(high.bytes.length * 0.8);
      const [a, b] = await Promise.all([sharp(high.bytes).metadata(), sharp(low.bytes).metadata()]);
      expect([a.width, a.height]).toEqual([b.width, b.height]);
    }
  });

  it('serves the stored pixels untouched for the original at high quality without a label', async () => {
    const item = (await get(`/history/${big}`, alice.token)).body;
    // The default badge is drawn into the pixels (decision 054); "none" needs the confirmation.
    await chooseAiLabel(api, alice.token, 'none');
    const { bytes } = await download(`/history/${big}/download?label=none`, alice.token);
    await chooseAiLabel(api, alice.token, 'badge');
    const stored = Buffer.from(await (await fetchSigned(item.result_url as string)).arrayBuffer());
    // A result stored before marking gains its content credentials (issue 17), not new pixels.
    const pixels = (file: Buffer) => sharp(file).raw().toBuffer();
    expect((await pixels(bytes)).equals(await pixels(stored))).toBe(true);
    expect(bytes.length).toBeGreaterThan(stored.length);
  });

  it('offers a video only as its original', async () => {
    const bytes = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypmp42 not really a film'),
    ]);
    const file = await storeFile(api, bytes, 'video/mp4');
    const [row] = await api.deps.database.db
      .insert(generations)
      .values({
        userId: alice.id,
        tool: 'image-to-video',
        status: 'success',
        resultFileId: file.id,
        resultMediaType: 'video',
      })
      .returning();
    const item = (await get(`/history/${row!.id}`, alice.token)).body;
    expect(item).toMatchObject({ result_media_type: 'video', result_thumbnail_url: null });
    const original = await download(`/history/${row!.id}/download?quality=low`, alice.token);
    expect(original.res.status).toBe(200);
    expect(original.res.headers.get('content-type')).toBe('video/mp4');
    expect(original.res.headers.get('content-disposition')).toMatch(/\.mp4"/);
    expect(original.bytes.equals(bytes)).toBe(true);
    const resized = await download(`/history/${row!.id}/download?size=small`, alice.token);
    expect(resized.res.status).toBe(422);
    expect(JSON.parse(resized.bytes.toString()).message).toBe(
      'Videos can only be downloaded in their original size',
    );
  });

  it('refuses bad sizes and qualities with 422 in the caller’s language', async () => {
    const en = await download(`/history/${big}/download?size=huge`, alice.token, 'en');
    expect(en.res.status).toBe(422);
    expect(JSON.parse(en.bytes.toString()).message).toBe(
      'The size must be original, large, medium or small',
    );
    const vi = await download(`/history/${big}/download?quality=best`, alice.token, 'vi');
    expect(vi.res.status).toBe(422);
    expect(JSON.parse(vi.bytes.toString()).message).toBe('Chất lượng phải là thấp hoặc cao');
  });

  it('answers 409 for a generation without a result', async () => {
    for (const seed of [
      { status: 'processing' as const },
      { status: 'failed' as const },
      { fileGone: true },
    ]) {
      const row = await insertGeneration(api, alice.id, seed);
      const { res, bytes } = await download(`/history/${row.id}/download`, alice.token, 'vi');
      expect(res.status).toBe(409);
      expect(JSON.parse(bytes.toString()).message).toBe(
        'Lần tạo này không có kết quả để chia sẻ hoặc tải xuống',
      );
    }
  });
});

describe('share links', () => {
  it('creates a public link that shows the result and never the inputs or the owner', async () => {
    const row = await insertGeneration(api, alice.id, { inputs: ['person', 'clothing'] });
    const created = await call(api, 'POST', `/history/${row.id}/share`, { token: alice.token });
    expect(created.status).toBe(201);
    const token = created.body.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body.url).toBe(`https://kieu.test/share?t=${token}`);

    const shared = await call(api, 'GET', `/shares/${token}`);
    expect(shared.status).toBe(200);
    expect(Object.keys(shared.body).sort()).toEqual([
      'created_at',
      'result_media_type',
      'result_url',
      'tool',
    ]);
    expect(JSON.stringify(shared.body)).not.toContain('@');
    expect((await fetchSigned(shared.body.result_url as string)).status).toBe(200);
    expect((await get(`/history/${row.id}`, alice.token)).body.shared).toBe(true);

    // Only the hash is stored.
    const stored = await api.deps.database.pool.query('select token_hash from generation_shares');
    expect(stored.rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('replaces the link when created again, and a revoked link is 404 like an unknown one', async () => {
    const row = await insertGeneration(api, alice.id);
    const first = await call(api, 'POST', `/history/${row.id}/share`, { token: alice.token });
    const second = await call(api, 'POST', `/history/${row.id}/share`, { token: alice.token });
    const never = await call(api, 'GET', `/shares/${'A'.repeat(43)}`);
    expect(never.status).toBe(404);
    const old = await call(api, 'GET', `/shares/${first.body.token as string}`);
    expect(old.status).toBe(404);
    expect(old.body).toEqual(never.body);
    expect((await call(api, 'GET', `/shares/${second.body.token as string}`)).status).toBe(200);

    const revoked = await call(api, 'DELETE', `/history/${row.id}/share`, { token: alice.token });
    expect(revoked.status).toBe(204);
    const after = await call(api, 'GET', `/shares/${second.body.token as string}`);
    expect(after.status).toBe(404);
    expect(after.body).toEqual(never.body);
    expect((await get(`/history/${row.id}`, alice.token)).body.shared).toBe(false);
  });

  it('refuses to share a generation without a result', async () => {
    const row = await insertGeneration(api, alice.id, { status: 'failed' });
    const res = await call(api, 'POST', `/history/${row.id}/share`, { token: alice.token });
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('This generation has no result to share or download');
  });
});

describe('community', () => {
  it('lists only opted-in successful results, with the author’s first name only', async () => {
    const erin = await account('Hạnh Võ Thị');
    const shown = await insertGeneration(api, erin.id, { tool: 'hairstyle-changer' });
    const hidden = await insertGeneration(api, erin.id);
    const busy = await insertGeneration(api, erin.id, { status: 'processing' });
    const gone = await insertGeneration(api, erin.id, { fileGone: true });

    const put = (id: string, body: unknown) =>
      call(api, 'PUT', `/history/${id}/community`, { token: erin.token, body, lang: 'vi' });
    const on = await put(shown.id, { community: true });
    expect(on.status).toBe(200);
    expect(on.body.community).toBe(true);
    expect((await put(busy.id, { community: true })).status).toBe(409);
    expect((await put(gone.id, { community: true })).status).toBe(409);
    const bad = await put(shown.id, { community: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.detail).toBe('Vui lòng cho biết có hiển thị kết quả trong cộng đồng hay không');

    const list = await get('/community?limit=50', erin.token);
    expect(list.status).toBe(200);
    const items = list.body.items as Record<string, unknown>[];
    const mine = items.filter((item) =>
      [shown.id, hidden.id, busy.id, gone.id].includes(item.id as string),
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: shown.id, tool: 'hairstyle-changer', author: 'Hạnh' });
    expect(JSON.stringify(list.body)).not.toContain('@');
    expect((await fetchSigned(mine[0]!.result_url as string)).status).toBe(200);

    expect((await put(shown.id, { community: false })).body.community).toBe(false);
    const again = await get('/community?limit=50', erin.token);
    expect(ids(again.body)).not.toContain(shown.id);
    expect((await get('/community?limit=500', erin.token)).status).toBe(422);
  });

  it('is not served to visitors: pictures of real people (spec §2.4, §6)', async () => {
    const erin = await account('Hạnh Võ Thị');
    const shown = await insertGeneration(api, erin.id);
    await call(api, 'PUT', `/history/${shown.id}/community`, {
      token: erin.token,
      body: { community: true },
    });
    const anonymous = await call(api, 'GET', '/community?limit=50', { lang: 'vi' });
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toContain(shown.id);
  });
});

describe('DELETE /history/:id', () => {
  it('removes the item, its result file and its share link', async () => {
    const row = await insertGeneration(api, alice.id);
    const link = await call(api, 'POST', `/history/${row.id}/share`, { token: alice.token });
    const item = (await get(`/history/${row.id}`, alice.token)).body;
    const res = await call(api, 'DELETE', `/history/${row.id}`, { token: alice.token });
    expect(res.status).toBe(204);
    expect((await get(`/history/${row.id}`, alice.token)).status).toBe(404);
    expect(await api.deps.store.get(row.resultKey!)).toBeNull();
    expect((await fetchSigned(item.result_url as string)).status).toBe(404);
    expect((await call(api, 'GET', `/shares/${link.body.token as string}`)).status).toBe(404);
    expect((await call(api, 'DELETE', `/history/${row.id}`, { token: alice.token })).status).toBe(
      404,
    );
  });
});

describe('another user’s items', () => {
  it('are never reachable: every path answers 404 like an unknown id', async () => {
    const row = await insertGeneration(api, alice.id);
    const link = await call(api, 'POST', `/history/${row.id}/share`, { token: alice.token });
    const unknown = '00000000-0000-4000-8000-000000000000';
    const attempts: [string, string, unknown?][] = [
      ['GET', '/history/ID'],
      ['GET', '/history/ID/download'],
      ['GET', '/history/ID/download?size=small'],
      ['POST', '/history/ID/share'],
      ['DELETE', '/history/ID/share'],
      ['PUT', '/history/ID/community', { community: true }],
      ['DELETE', '/history/ID'],
    ];
    for (const [method, path, body] of attempts) {
      const theirs = await call(api, method, path.replace('ID', row.id), {
        token: bob.token,
        body,
      });
      const none = await call(api, method, path.replace('ID', unknown), { token: bob.token, body });
      expect(theirs.status, `${method} ${path}`).toBe(404);
      expect(theirs.body).toEqual(none.body);
    }
    expect(ids((await get('/history?limit=100', bob.token)).body)).not.toContain(row.id);
    // Alice's item and link are untouched.
    const item = (await get(`/history/${row.id}`, alice.token)).body;
    expect(item).toMatchObject({ id: row.id, community: false, shared: true });
    expect((await call(api, 'GET', `/shares/${link.body.token as string}`)).status).toBe(200);
    // Once revoked by its owner, the link is gone for everyone.
    await call(api, 'DELETE', `/history/${row.id}/share`, { token: alice.token });
    expect((await call(api, 'GET', `/shares/${link.body.token as string}`)).status).toBe(404);
  });
});

describe('POST /dev/seed-generations (development only)', () => {
  it('seeds generations with real result images for the caller', async () => {
    const frank = await account('Phúc Đỗ');
    const anonymous = await call(api, 'POST', '/dev/seed-generations', { body: { items: [] } });
    expect(anonymous.status).toBe(401);
    const seeded = await call(api, 'POST', '/dev/seed-generations', {
      token: frank.token,
      body: {
        items: [
          { tool: 'image-editing', status: 'success', width: 320, height: 200, format: 'png' },
          { tool: 'image-editing', status: 'success', missing_result: true },
          { tool: 'image-editing', status: 'failed', error: 'Engine busy' },
        ],
        repeat: 2,
      },
    });
    expect(seeded.status).toBe(201);
    expect(seeded.body.ids).toHaveLength(6);
    const list = await get('/history?tool=image-editing', frank.token);
    const items = list.body.items as Record<string, unknown>[];
    expect(items.map((item) => [item.status, item.missing_result])).toEqual([
      ['success', false],
      ['success', true],
      ['failed', false],
      ['success', false],
      ['success', true],
      ['failed', false],
    ]);
    const image = await fetchSigned(items[0]!.result_url as string);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 320, 200]);
  });

  it('does not exist in production', async () => {
    const production = await startTestApi(productionEnv);
    try {
      const res = await fetch(`${production.url}/dev/seed-generations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer x' },
        body: JSON.stringify({ items: [{ tool: 'image-editing', status: 'failed' }] }),
      });
      expect(res.status).toBe(404);
    } finally {
      await production.stop();
    }
  });
});
