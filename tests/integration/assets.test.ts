import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, AssetList } from '../../src/contracts/assets.ts';
import type { Db } from '../../src/server/db/database.ts';
import { storedFiles } from '../../src/server/db/schema.ts';
import { createAsset } from '../../src/server/services/assets/create-asset.ts';
import { processUploadImage } from '../../src/server/services/assets/process-upload-image.ts';
import { call, signUp } from './support/accounts.ts';
import { imageBytes, onApi, pdfBytes } from './support/public-forms.ts';
import { storedKeys } from './support/stored-objects.ts';
import { uploadFootprint } from './support/footprint.ts';
import { download } from './support/download.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
let owner: string;
let stranger: string;
beforeAll(async () => {
  api = await startTestApi();
  [owner, stranger] = [(await signUp(api)).token, (await signUp(api)).token];
});
afterAll(() => api?.stop());

interface UploadOptions {
  bytes: Uint8Array;
  name?: string;
  type?: string;
  kind?: string;
  label?: string;
  lang?: string;
  token?: string | null;
  /** Issue 26: sent as 'self' unless the kind is a garment; '' sends none. */
  consent?: string;
}

function upload(options: UploadOptions) {
  const form = new FormData();
  if (options.kind !== '') form.append('kind', options.kind ?? 'model');
  if (options.label) form.append('name', options.label);
  const consent = options.consent ?? (options.kind === 'garment' ? '' : 'self');
  if (consent) form.append('consent', consent);
  form.append(
    'file',
    new File([new Uint8Array(options.bytes)], options.name ?? 'photo.png', {
      type: options.type ?? 'image/png',
    }),
  );
  const headers: Record<string, string> = { 'accept-language': options.lang ?? 'en' };
  const token = options.token === undefined ? owner : options.token;
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${api.url}/assets`, { method: 'POST', headers, body: form });
}

async function uploaded(options: UploadOptions): Promise<Asset> {
  const res = await upload(options);
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body as Asset;
}

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A PNG whose header claims `width` x `height` while it holds one pixel's worth of data. */
async function declaredPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await imageBytes('png', 1));
  // The IHDR chunk starts at byte 8: length (4), type (4), width (4), height (4), ..., CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const fileTypeText = {
  en: 'Invalid file type. Please upload JPEG, PNG, WebP files only',
  vi: 'Định dạng tệp không hợp lệ. Vui lòng chỉ tải lên tệp JPEG, PNG, WebP',
};
const svg = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
);

describe('POST /assets refusals (nothing is stored)', () => {
  it.each([
    ['a GIF', async () => imageBytes('gif'), 'anim.gif', 'image/gif'],
    ['a GIF renamed .png', async () => imageBytes('gif'), 'anim.png', 'image/png'],
    ['a PDF', async () => pdfBytes(), 'catalogue.pdf', 'application/pdf'],
    [
      'a text file renamed .png',
      async () => Buffer.from('just some notes, no pixels'),
      'notes.png',
      'image/png',
    ],
    ['an SVG', async () => svg, 'logo.svg', 'image/svg+xml'],
    ['an SVG renamed .png', async () => svg, 'logo.png', 'image/png'],
  ])('refuses %s with 415, by content, in the caller’s language', async (_, bytes, name, type) => {
    const before = await uploadFootprint(api);
    for (const lang of ['en', 'vi'] as const) {
      const res = await upload({ bytes: await bytes(), name, type, lang });
      expect(res.status).toBe(415);
      expect(await res.json()).toMatchObject({
        code: 'unsupported_file_type',
        detail: fileTypeText[lang],
        errors: [{ path: 'file', message: fileTypeText[lang] }],
      });
    }
    expect(await uploadFootprint(api)).toEqual(before);
  });

  it('refuses a file of 10MB and one byte with 413 and the spec message', async () => {
    const before = await uploadFootprint(api);
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    (await imageBytes('png')).copy(big);
    for (const [lang, detail] of [
      ['en', 'File is too large. Maximum size is 10MB'],
      ['vi', 'Tệp quá lớn. Dung lượng tối đa là 10MB'],
    ] as const) {
      const res = await upload({ bytes: big, lang });
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({ code: 'file_too_large', detail });
    }
    expect(await uploadFootprint(api)).toEqual(before);
  });

  it('takes a PNG of exactly 10MB (the multipart framing does not count against the file)', async () => {
    const png = await imageBytes('png', 64);
    const exact = Buffer.alloc(10 * 1024 * 1024);
    png.copy(exact); // bytes after the PNG's end are ignored by the decoder, then dropped
    const asset = await uploaded({ bytes: exact, name: 'exact.png' });
    expect(asset).toMatchObject({ width: 64, height: 64, content_type: 'image/png' });
    expect(asset.byte_size).toBeLessThan(png.length * 4);
    await call(api, 'DELETE', `/assets/${asset.id}`, { token: owner });
  });

  it('refuses a decompression bomb (a tiny PNG declaring 20000x20000) with 422 before decoding', async () => {
    const before = await uploadFootprint(api);
    const bomb = await declaredPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 20_000,
      height: 20_000,
    });
    for (const [lang, detail] of [
      ['en', 'The image dimensions are too large. Maximum is 40 megapixels'],
      ['vi', 'Kích thước ảnh quá lớn. Tối đa 40 megapixel'],
    ] as const) {
      const res = await upload({ bytes: bomb, name: 'small.png', lang });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ code: 'image_too_large', detail });
    }
    expect(await uploadFootprint(api)).toEqual(before);
  });

  it('refuses a real image over 40 megapixels that would decode', async () => {
    const before = await uploadFootprint(api);
    const wide = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const res = await upload({ bytes: wide, name: 'wide.png' });
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe('image_too_large');
    expect(await uploadFootprint(api)).toEqual(before);
  });

  it('refuses a PNG whose pixels are corrupt with 422', async () => {
    const before = await uploadFootprint(api);
    const png = Buffer.from(await imageBytes('png', 32));
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(60, 7)]);
    const res = await upload({ bytes: broken });
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe('invalid_image');
    expect(await uploadFootprint(api)).toEqual(before);
  });

  it('refuses a missing file, a bad kind and a long name with 422', async () => {
    const before = await uploadFootprint(api);
    const png = await imageBytes('png');
    const noFile = await fetch(`${api.url}/assets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      body: (() => {
        const form = new FormData();
        form.append('kind', 'model');
        form.append('consent', 'self');
        return form;
      })(),
    });
    expect(noFile.status).toBe(422);
    expect((await noFile.json()).detail).toBe('Please choose a file to upload');

    const badKind = await upload({ bytes: png, kind: 'shoe', lang: 'vi' });
    expect(badKind.status).toBe(422);
    expect((await badKind.json()).errors).toEqual([
      {
        path: 'kind',
        message:
          'Vui lòng chọn mục đích của ảnh: người mẫu, trang phục, khuôn mặt, tóc hoặc hình ảnh',
      },
    ]);
    const noKind = await upload({ bytes: png, kind: '' });
    expect(noKind.status).toBe(422);

    const longName = await upload({ bytes: png, label: 'x'.repeat(101) });
    expect(longName.status).toBe(422);
    expect((await longName.json()).errors).toEqual([
      { path: 'name', message: 'Name must be at most 100 characters' },
    ]);
    expect(await uploadFootprint(api)).toEqual(before);
  });

  it('refuses two files in one upload with 422', async () => {
    const before = await uploadFootprint(api);
    const form = new FormData();
    form.append('kind', 'model');
    form.append('consent', 'self');
    for (const name of ['a.png', 'b.png']) {
      form.append('file', new File([new Uint8Array(await imageBytes('png'))], name));
    }
    const res = await fetch(`${api.url}/assets`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}` },
      body: form,
    });
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toBe('Please upload one file at a time');
    expect(await uploadFootprint(api)).toEqual(before);
  });

  it('refuses uploads and reads without a valid token with 401', async () => {
    const before = await uploadFootprint(api);
    const res = await upload({ bytes: await imageBytes('png'), token: null });
    expect(res.status).toBe(401);
    expect((await call(api, 'GET', '/assets')).status).toBe(401);
    expect((await call(api, 'GET', '/assets', { token: 'not-a-token' })).status).toBe(401);
    expect(await uploadFootprint(api)).toEqual(before);
  });
});

describe('POST /assets', () => {
  it('stores a permanent file and a 320px WebP thumbnail, and answers the asset', async () => {
    const before = await uploadFootprint(api);
    const png = await imageBytes('png', 800);
    const asset = await uploaded({ bytes: png, name: 'C:\\ảnh\\Áo dài đỏ.PNG', kind: 'garment' });
    expect(asset).toMatchObject({
      kind: 'garment',
      media_type: 'image',
      name: 'Áo dài đỏ.png',
      content_type: 'image/png',
      width: 800,
      height: 800,
    });
    expect(await uploadFootprint(api)).toEqual({
      assets: before.assets + 1,
      files: before.files + 2,
      consents: before.consents, // a garment photo asks for none
      inStore: before.inStore + 2, // the image and its thumbnail
    });
    const rows = await api.deps.database.db.select().from(storedFiles);
    expect(rows.every((row) => row.temporary === false && row.expiresAt === null)).toBe(true);

    const file = await download(api, asset.url);
    expect(file).toMatchObject({ status: 200, type: 'image/png' });
    expect(file.bytes.length).toBe(asset.byte_size);
    const thumbnail = await download(api, asset.thumbnail_url);
    expect(thumbnail.type).toBe('image/webp');
    expect(await sharp(thumbnail.bytes).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 320,
    });
  });

  it('keeps the typed name and never enlarges a small thumbnail', async () => {
    const asset = await uploaded({
      bytes: await imageBytes('jpeg', 40),
      name: 'x.jpg',
      type: 'image/jpeg',
      label: '  Mẫu Lan  ',
    });
    expect(asset.name).toBe('Mẫu Lan');
    expect(await sharp((await download(api, asset.thumbnail_url)).bytes).metadata()).toMatchObject({
      width: 40,
    });
  });

  it('strips EXIF and GPS from a JPEG, applying its orientation first, and re-encodes it', async () => {
    const original = await sharp({
      create: { width: 60, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCam', Model: 'X1', Copyright: 'Nguyễn Lan' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '10/1 46/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '106/1 42/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const sent = await sharp(original).metadata();
    expect(sent.exif).toBeDefined();
    expect(sent.orientation).toBe(6);
    expect(original.includes(Buffer.from('PhoneCam'))).toBe(true);

    const asset = await uploaded({ bytes: original, name: 'lan.jpg', type: 'image/jpeg' });
    // Orientation 6 is a quarter turn: the 60x30 photo stands upright as 30x60.
    expect(asset).toMatchObject({ width: 30, height: 60, content_type: 'image/jpeg' });
    const { bytes } = await download(api, asset.url);
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 30, height: 60 });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(kept.xmp).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCam'))).toBe(false);
    expect(bytes.includes(Buffer.from('Exif'))).toBe(false);
    expect(sha(bytes)).not.toBe(sha(original));
  });

  it('re-encodes a WebP as WebP', async () => {
    const webp = await sharp({
      create: { width: 20, height: 10, channels: 4, background: '#ff000080' },
    })
      .webp()
      .withMetadata()
      .toBuffer();
    const asset = await uploaded({ bytes: webp, name: 'a.webp', type: 'image/webp', kind: 'face' });
    expect(asset).toMatchObject({
      content_type: 'image/webp',
      name: 'a.webp',
      width: 20,
      height: 10,
    });
  });
});

describe('createAsset', () => {
  it('deletes the files it wrote when the rows cannot be stored', async () => {
    const before = await storedKeys(api.deps.env);
    const failingDb = {
      transaction: async () => {
        throw new Error('database went away');
      },
    } as unknown as Db;
    const image = await processUploadImage(await imageBytes('png'), 'file');
    const { body } = await call(api, 'GET', '/auth/profile', { token: owner });
    await expect(
      createAsset(
        { db: failingDb, store: api.deps.store },
        { userId: String(body.id), kind: 'model', name: 'a.png', image },
      ),
    ).rejects.toThrow('database went away');
    expect(await storedKeys(api.deps.env)).toEqual(before);
  });
});

describe('GET /assets', () => {
  let user: string;
  beforeAll(async () => {
    user = (await signUp(api)).token;
    const png = await imageBytes('png', 24);
    for (const [label, kind] of [
      ['Người mẫu Lan', 'model'],
      ['Áo dài đỏ', 'garment'],
      ['100%_cotton', 'garment'],
      ['Tóc ngắn', 'hair'],
    ]) {
      await uploaded({ bytes: png, label, kind, token: user });
    }
  });

  const list = async (query: string, token = user) => {
    const res = await call(api, 'GET', `/assets${query}`, { token });
    expect(res.status).toBe(200);
    const body = res.body as unknown as AssetList;
    return { total: body.total, names: body.items.map((item) => item.name) };
  };

  it('lists the user’s own assets, newest first', async () => {
    expect(await list('')).toEqual({
      total: 4,
      names: ['Tóc ngắn', '100%_cotton', 'Áo dài đỏ', 'Người mẫu Lan'],
    });
  });

  it('filters by tab and kind', async () => {
    expect((await list('?tab=images')).total).toBe(4);
    expect(await list('?tab=videos')).toEqual({ total: 0, names: [] });
    expect(await list('?kind=garment')).toEqual({ total: 2, names: ['100%_cotton', 'Áo dài đỏ'] });
    expect(await list('?tab=images&kind=face')).toEqual({ total: 0, names: [] });
  });

  it('searches names ignoring case and Vietnamese marks, taking % and _ literally', async () => {
    expect((await list(`?q=${encodeURIComponent('ÁO DÀI')}`)).names).toEqual(['Áo dài đỏ']);
    expect((await list('?q=ao%20dai%20do')).names).toEqual(['Áo dài đỏ']);
    expect((await list(`?q=${encodeURIComponent('người MẪU')}`)).names).toEqual(['Người mẫu Lan']);
    expect((await list(`?q=${encodeURIComponent('toc nga')}`)).names).toEqual(['Tóc ngắn']);
    expect((await list(`?q=${encodeURIComponent('%')}`)).names).toEqual(['100%_cotton']);
    expect((await list('?q=_')).names).toEqual(['100%_cotton']);
    expect((await list('?q=nothing-like-this')).total).toBe(0);
  });

  it('pages with limit and offset, the total counting every match', async () => {
    expect(await list('?limit=2&offset=1')).toEqual({
      total: 4,
      names: ['100%_cotton', 'Áo dài đỏ'],
    });
  });

  it('refuses a bad query with 422', async () => {
    for (const query of ['?tab=music', '?kind=shoe', '?limit=0', '?limit=101', '?offset=-1']) {
      expect((await call(api, 'GET', `/assets${query}`, { token: user })).status).toBe(422);
    }
  });
});

describe('another user’s asset is never reachable', () => {
  let asset: Asset;
  beforeAll(async () => {
    asset = await uploaded({ bytes: await imageBytes('png'), label: 'riêng tư', kind: 'face' });
  });

  it('answers 404 to GET and DELETE by id, exactly like an unknown id', async () => {
    const unknown = await call(api, 'GET', '/assets/00000000-0000-4000-8000-000000000000', {
      token: stranger,
    });
    expect(unknown.status).toBe(404);
    for (const method of ['GET', 'DELETE']) {
      const res = await call(api, method, `/assets/${asset.id}`, { token: stranger });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(unknown.body);
    }
    const unknownFile = await fetch(`${api.url}/assets/00000000-0000-4000-8000-000000000000/file`, {
      headers: { authorization: `Bearer ${stranger}` },
      redirect: 'manual',
    });
    expect(unknownFile.status).toBe(404);
    const unknownFileBody = await unknownFile.json();
    for (const variant of ['', '?variant=thumbnail']) {
      const file = await fetch(`${api.url}/assets/${asset.id}/file${variant}`, {
        headers: { authorization: `Bearer ${stranger}` },
        redirect: 'manual',
      });
      expect(file.status).toBe(404);
      expect(file.headers.get('location')).toBeNull();
      expect(await file.json()).toEqual(unknownFileBody);
    }
    expect((await call(api, 'GET', '/assets/not-a-uuid', { token: stranger })).status).toBe(404);
    expect((await call(api, 'DELETE', '/assets/not-a-uuid', { token: stranger })).status).toBe(404);
    const mine = await call(api, 'GET', `/assets/${asset.id}`, { token: owner });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ id: asset.id, name: 'riêng tư' });
  });

  it('never lists it, whatever the search', async () => {
    const res = await call(api, 'GET', `/assets?q=${encodeURIComponent('riêng')}`, {
      token: stranger,
    });
    expect(res.body).toEqual({ items: [], total: 0 });
  });

  it('serves its file only through an unaltered signed link', async () => {
    const url = new URL(onApi(api, asset.url));
    expect((await fetch(`${url.origin}${url.pathname}`)).status).toBe(403);
    // A longer life: `exp` of the API's own links, X-Amz-Expires of a presigned S3 link.
    const lifetime = url.searchParams.has('exp') ? 'exp' : 'X-Amz-Expires';
    url.searchParams.set(lifetime, String(Number(url.searchParams.get(lifetime)) + 3600));
    expect((await fetch(url)).status).toBe(403);
    expect((await download(api, asset.url)).status).toBe(200);
  });
});

describe('GET /assets/:id/file', () => {
  it('redirects the owner to a fresh signed link of the file or its thumbnail', async () => {
    const asset = await uploaded({ bytes: await imageBytes('png', 400), kind: 'image' });
    const follow = async (variant: string) => {
      const res = await fetch(`${api.url}/assets/${asset.id}/file${variant}`, {
        headers: { authorization: `Bearer ${owner}` },
        redirect: 'manual',
      });
      expect(res.status).toBe(302);
      return download(api, res.headers.get('location')!);
    };
    expect(await follow('')).toMatchObject({ status: 200, type: 'image/png' });
    expect(await follow('?variant=thumbnail')).toMatchObject({ status: 200, type: 'image/webp' });
    const anonymous = await fetch(`${api.url}/assets/${asset.id}/file`, { redirect: 'manual' });
    expect(anonymous.status).toBe(401);
  });
});

describe('DELETE /assets/:id', () => {
  it('removes the rows and the files; the old links then answer 404', async () => {
    const before = await uploadFootprint(api);
    const asset = await uploaded({ bytes: await imageBytes('png'), kind: 'hair' });
    expect((await uploadFootprint(api)).files).toBe(before.files + 2);
    const res = await fetch(`${api.url}/assets/${asset.id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    // The consent answer is kept as the record of what was agreed (decision 057).
    expect(await uploadFootprint(api)).toEqual({ ...before, consents: before.consents + 1 });
    expect((await download(api, asset.url)).status).toBe(404);
    expect((await download(api, asset.thumbnail_url)).status).toBe(404);
    expect((await call(api, 'GET', `/assets/${asset.id}`, { token: owner })).status).toBe(404);
    expect((await call(api, 'DELETE', `/assets/${asset.id}`, { token: owner })).status).toBe(404);
  });
});
