import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset, AssetList } from '../../src/contracts/assets.ts';
import { studioVideoUploadLimits } from '../../src/contracts/studio.ts';
import { storedFiles } from '../../src/server/db/schema.ts';
import { ffmpeg } from '../../src/server/engine/local/test-support.ts';
import { call, signUp } from './support/accounts.ts';
import { imageBytes } from './support/public-forms.ts';
import { uploadFootprint } from './support/footprint.ts';
import { download } from './support/download.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 40, decision 108: a seller uploads a video from the computer into the assets library.
let api: TestApi;
let owner: string;
let folder: string;
let clip: Buffer;
let movClip: Buffer;
let webmClip: Buffer;
let longClip: Buffer;

/** A test pattern made by ffmpeg: `seconds` long, 320x240, H.264, with a title in its metadata. */
async function makeVideo(
  seconds: number,
  format: 'mp4' | 'mov' | 'webm',
  rate = 25,
): Promise<Buffer> {
  const out = path.join(folder, `clip-${seconds}-${rate}.${format}`);
  const codec =
    format === 'webm'
      ? ['-c:v', 'libvpx', '-b:v', '300k']
      : ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  const { code, stderr } = await ffmpeg([
    ...['-y', '-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=320x240:rate=${rate}`],
    ...codec,
    ...['-metadata', 'title=SECRET-PLACE-TITLE', out],
  ]);
  expect(code, stderr).toBe(0);
  return readFile(out);
}

beforeAll(async () => {
  api = await startTestApi();
  owner = (await signUp(api)).token;
  folder = await mkdtemp(path.join(tmpdir(), 'kieu-video-upload-'));
  clip = await makeVideo(2, 'mp4');
  movClip = await makeVideo(2, 'mov');
  webmClip = await makeVideo(2, 'webm');
  longClip = await makeVideo(studioVideoUploadLimits.maxSeconds + 1, 'mp4', 2);
}, 120_000);
afterAll(async () => {
  await api?.stop();
  if (folder) await rm(folder, { recursive: true, force: true });
});

function upload(options: {
  bytes: Uint8Array;
  name?: string;
  type?: string;
  kind?: string;
  lang?: string;
  consent?: string;
  token?: string;
}) {
  const form = new FormData();
  form.append('kind', options.kind ?? 'image');
  if (options.consent !== '') form.append('consent', options.consent ?? 'self');
  form.append(
    'file',
    new File([new Uint8Array(options.bytes)], options.name ?? 'clip.mp4', {
      type: options.type ?? 'video/mp4',
    }),
  );
  return fetch(`${api.url}/assets`, {
    method: 'POST',
    headers: {
      'accept-language': options.lang ?? 'en',
      authorization: `Bearer ${options.token ?? owner}`,
    },
    body: form,
  });
}

/** Sends the upload in both languages; each answer must be `status` with `detail[lang]`. */
async function refusedInBoth(
  send: (lang: 'en' | 'vi') => Promise<Response>,
  status: number,
  code: string,
  detail: Record<'en' | 'vi', string>,
) {
  const before = await uploadFootprint(api);
  for (const lang of ['en', 'vi'] as const) {
    const res = await send(lang);
    const body = (await res.json()) as { code: string; detail: string };
    expect(res.status, JSON.stringify(body)).toBe(status);
    expect(body).toMatchObject({ code, detail: detail[lang] });
  }
  expect(await uploadFootprint(api)).toEqual(before);
}

describe('POST /assets with a video', () => {
  it('keeps an MP4 as a video asset with its poster frame as a real WebP thumbnail', async () => {
    const res = await upload({ bytes: clip, name: 'Áo dài quay.mp4' });
    const asset = (await res.json()) as Asset;
    expect(res.status, JSON.stringify(asset)).toBe(201);
    expect(asset).toMatchObject({
      media_type: 'video',
      kind: 'image',
      name: 'Áo dài quay.mp4',
      content_type: 'video/mp4',
      width: 320,
      height: 240,
      // The statement the library shows for a video: the people in it, not "this photo".
      consent: {
        answer: 'self',
        language: 'en',
        wording: 'I have the consent of the people in this video, or it is me.',
      },
    });

    const poster = await download(api, asset.thumbnail_url);
    expect(poster).toMatchObject({ status: 200, type: 'image/webp' });
    const meta = await sharp(poster.bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });
    // testsrc is colourful: a blank or black frame would have almost no spread.
    const stats = await sharp(poster.bytes).stats();
    expect(Math.max(...stats.channels.map((channel) => channel.stdev))).toBeGreaterThan(30);

    // The file and its download are the video, without the metadata it was sent with.
    const file = await download(api, asset.url);
    expect(file).toMatchObject({ status: 200, type: 'video/mp4' });
    expect(file.bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(file.bytes.includes('SECRET-PLACE-TITLE')).toBe(false);
    expect(clip.includes('SECRET-PLACE-TITLE')).toBe(true);
    expect(asset.byte_size).toBe(file.bytes.length);
    const redirect = await fetch(`${api.url}/assets/${asset.id}/file`, {
      headers: { authorization: `Bearer ${owner}` },
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    const viaId = await download(api, redirect.headers.get('location')!);
    expect(viaId.bytes.equals(file.bytes)).toBe(true);
  });

  it.each([
    ['a QuickTime .mov', () => movClip, 'IMG_0001.MOV', 'video/quicktime', 'IMG_0001.mov'],
    ['a WebM', () => webmClip, 'quay.webm', 'video/webm', 'quay.webm'],
    ['a WebM whose type the browser did not know', () => webmClip, 'quay.webm', '', 'quay.webm'],
  ])('keeps %s with its own type', async (_, bytes, name, type, kept) => {
    const res = await upload({ bytes: bytes(), name, type });
    const asset = (await res.json()) as Asset;
    expect(res.status, JSON.stringify(asset)).toBe(201);
    const contentType = kept.endsWith('.mov') ? 'video/quicktime' : 'video/webm';
    expect(asset).toMatchObject({ media_type: 'video', content_type: contentType, name: kept });
    expect(asset).toMatchObject({ width: 320, height: 240 });
    expect((await download(api, asset.url)).type).toBe(contentType);
    expect((await download(api, asset.thumbnail_url)).type).toBe('image/webp');
  });

  it('refuses a video of 50MB and one byte with 413, storing nothing', async () => {
    const big = Buffer.alloc(studioVideoUploadLimits.maxFileBytes + 1);
    clip.copy(big);
    await refusedInBoth((lang) => upload({ bytes: big, lang }), 413, 'file_too_large', {
      en: 'File is too large. Maximum size is 50MB',
      vi: 'Tệp quá lớn. Dung lượng tối đa là 50MB',
    });
  });

  it('still refuses an image over 10MB, now that the request may carry a video', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    (await imageBytes('png')).copy(big);
    await refusedInBoth(
      (lang) => upload({ bytes: big, name: 'big.png', type: 'image/png', lang }),
      413,
      'file_too_large',
      {
        en: 'File is too large. Maximum size is 10MB',
        vi: 'Tệp quá lớn. Dung lượng tối đa là 10MB',
      },
    );
  });

  const mismatch = {
    en: 'The file’s type and its content do not match. Please upload an MP4, WebM or MOV video, or a JPEG, PNG or WebP image',
    vi: 'Loại tệp và nội dung tệp không khớp. Vui lòng tải lên video MP4, WebM hoặc MOV, hoặc ảnh JPEG, PNG hoặc WebP',
  };

  it('refuses PNG bytes sent as video/mp4 with 415', async () => {
    const png = await imageBytes('png', 32);
    await refusedInBoth(
      (lang) => upload({ bytes: png, name: 'fake.mp4', lang }),
      415,
      'unsupported_file_type',
      mismatch,
    );
  });

  it('refuses an MP4 sent as image/png with 415', async () => {
    await refusedInBoth(
      (lang) => upload({ bytes: clip, name: 'clip.png', type: 'image/png', lang }),
      415,
      'unsupported_file_type',
      mismatch,
    );
  });

  it('refuses a video over 60 seconds with 422', async () => {
    await refusedInBoth((lang) => upload({ bytes: longClip, lang }), 422, 'video_too_long', {
      en: 'The video is too long. Maximum length is 60 seconds',
      vi: 'Video quá dài. Thời lượng tối đa là 60 giây',
    });
  });

  it('refuses a file with an MP4 header and no playable video with 422', async () => {
    const broken = Buffer.concat([clip.subarray(0, 64), Buffer.alloc(4096, 7)]);
    await refusedInBoth((lang) => upload({ bytes: broken, lang }), 422, 'invalid_video', {
      en: 'The video could not be read. Please upload another file',
      vi: 'Không thể đọc video. Vui lòng tải lên tệp khác',
    });
  });

  it('refuses a video kept as a model, and one without the consent answer, with 422', async () => {
    await refusedInBoth(
      (lang) => upload({ bytes: clip, kind: 'model', lang }),
      422,
      'validation_failed',
      {
        en: 'A video can only be kept as “Image”: it cannot be a model, garment, face or hair reference',
        vi: 'Video chỉ có thể lưu dưới dạng “Hình ảnh”: không thể dùng làm người mẫu, trang phục, khuôn mặt hoặc tóc',
      },
    );
    const res = await upload({ bytes: clip, consent: '' });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: [{ path: 'consent' }] });
  });

  it('counts the video and its poster against the storage quota', async () => {
    const user = (await signUp(api)).token;
    const res = await upload({ bytes: clip, token: user });
    const asset = (await res.json()) as Asset;
    expect(res.status).toBe(201);
    const { db } = api.deps.database;
    const files = await db.select({ size: storedFiles.byteSize }).from(storedFiles);
    const poster = await download(api, asset.thumbnail_url);
    expect(files.map((file) => Number(file.size))).toEqual(
      expect.arrayContaining([asset.byte_size, poster.bytes.length]),
    );
  });
});

describe('GET /assets with videos in the library', () => {
  let user: string;
  beforeAll(async () => {
    user = (await signUp(api)).token;
    expect((await upload({ bytes: clip, name: 'quay.mp4', token: user })).status).toBe(201);
    const png = await imageBytes('png', 24);
    const image = await upload({ bytes: png, name: 'anh.png', type: 'image/png', token: user });
    expect(image.status).toBe(201);
  });

  const names = async (query: string) => {
    const res = await call(api, 'GET', `/assets${query}`, { token: user });
    expect(res.status).toBe(200);
    return (res.body as unknown as AssetList).items.map((item) => item.name);
  };

  it('lists videos in the library and on its Videos tab', async () => {
    expect(await names('')).toEqual(['anh.png', 'quay.mp4']);
    expect(await names('?tab=videos')).toEqual(['quay.mp4']);
  });

  it('leaves videos out of a picker’s list (media_type=image), on every tab', async () => {
    expect(await names('?kind=image&media_type=image')).toEqual(['anh.png']);
    expect(await names('?tab=all&media_type=image')).toEqual(['anh.png']);
    expect(await names('?tab=videos&media_type=image')).toEqual([]);
    expect(await names('?media_type=video')).toEqual(['quay.mp4']);
    const bad = await call(api, 'GET', '/assets?media_type=audio', { token: user });
    expect(bad.status).toBe(422);
  });
});
