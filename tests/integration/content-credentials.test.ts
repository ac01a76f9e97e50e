import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiLabels } from '../../src/contracts/ai-label.ts';
import { digitalSourceTypes, PARAM_TOOL } from '../../src/contracts/content-credentials.ts';
import { sizeExists } from '../../src/contracts/download-sizes.ts';
import {
  downloadFormats,
  downloadQualities,
  downloadSizes,
  type DownloadSize,
} from '../../src/contracts/studio.ts';
import { sniffVerifyMediaType } from '../../src/contracts/verify-file.ts';
import {
  changeOnePixel,
  checkWithC2paRs,
  checkWithC2paTs,
  xmpOf,
} from '../support/content-credentials.ts';
import { call, signUp } from './support/accounts.ts';
import { chooseAiLabel } from './support/ai-label.ts';
import { insertGeneration, picture } from './support/generations.ts';
import { subscribe } from './support/payments.ts';
import { onApi } from './support/public-forms.ts';
import { apiClient, v1, v1Upload, waitForJob } from './support/public-api.ts';
import { finished } from './support/remote-engine.ts';
import { fullBodyPhoto, garmentPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 17: every result carries content credentials that an implementation other than the
 * writer validates (c2pa-ts for images, c2pa-rs for video), XMP with the IPTC source type, and
 * keeps them through every download size and quality and the public API's result link.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

async function download(
  token: string,
  id: string,
  size: DownloadSize,
  quality = 'high',
  label = 'badge',
  format = 'original',
) {
  const query = `size=${size}&quality=${quality}&label=${label}&format=${format}`;
  const res = await fetch(`${api.url}/history/${id}/download?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

const aiAction = (check: Awaited<ReturnType<typeof checkWithC2paTs>>) =>
  check.actions.find((action) => action.digitalSourceType?.startsWith('http://cv.iptc.org'));

describe('a result as the user downloads it', () => {
  let pro: { token: string; email: string; id: string };
  let tryOnId: string;

  beforeAll(async () => {
    const signed = await signUp(api);
    pro = { ...signed, id: (signed.login.user as { id: string }).id };
    await subscribe(api, pro.email, 'pro');
    const person = await uploadAsset(api, pro.token, await fullBodyPhoto(), 'model');
    const garment = await uploadAsset(api, pro.token, await garmentPhoto(), 'garment');
    const res = await call(api, 'POST', '/ai/virtual-tryon/generate', {
      token: pro.token,
      body: { inputs: { person: person.id, clothing: garment.id }, params: { category: 'tops' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    tryOnId = (res.body.generation as { id: string }).id;
    expect((await finished(api, pro.token, tryOnId)).status).toBe('success');
    // "None" is one of the labels downloaded here; it needs the user's confirmation.
    await chooseAiLabel(api, pro.token, 'none');
  }, 120_000);

  it('a try-on PNG validates in c2pa-ts as composite AI media, with XMP, and fails once a pixel changes', async () => {
    // The original at high quality without a visible label (decision 054) is the stored file
    // itself, marked when it was made.
    const file = await download(pro.token, tryOnId, 'original', 'high', 'none');
    expect(file.subarray(1, 4).toString()).toBe('PNG');
    const item = (await call(api, 'GET', `/history/${tryOnId}`, { token: pro.token })).body;
    const stored = await fetch(onApi(api, item.result_url as string));
    expect(Buffer.from(await stored.arrayBuffer()).equals(file)).toBe(true);
    const check = await checkWithC2paTs(file);
    expect(check).toMatchObject({ found: true, valid: true, failures: [] });
    expect(check.actions[0]?.action).toBe('c2pa.opened');
    expect(aiAction(check)).toMatchObject({
      action: 'c2pa.edited',
      digitalSourceType: digitalSourceTypes.composite,
      parameters: { [PARAM_TOOL]: 'virtual-tryon', 'com.kieustudio.engine': 'local' },
    });
    expect(xmpOf(file)).toContain(
      `Iptc4xmpExt:DigitalSourceType="${digitalSourceTypes.composite}"`,
    );

    const changed = await checkWithC2paTs(changeOnePixel(file));
    expect(changed.valid).toBe(false);
    expect(changed.failures.join(' ')).toMatch(/dataHash\.mismatch/);
  });

  it('every download size, quality and visible label keeps a valid manifest whose chain names the AI source', async () => {
    let turn = 0;
    const stored = await sharp(await download(pro.token, tryOnId, 'original', 'high', 'none'))
      .metadata()
      .then((meta) => ({ width: meta.width, height: meta.height }));
    // Only the sizes the result has (decision 101); the formats in turn, like the labels.
    const sizes = (Object.keys(downloadSizes) as DownloadSize[]).filter((size) =>
      sizeExists(stored, size),
    );
    expect(sizes).toContain('small');
    for (const size of sizes) {
      for (const quality of downloadQualities) {
        // The labels in turn (badge, caption, none, …), so each meets several sizes and qualities.
        const label = aiLabels[turn % aiLabels.length]!;
        const format = downloadFormats[turn++ % downloadFormats.length]!;
        const file = await download(pro.token, tryOnId, size, quality, label, format);
        const type = sniffVerifyMediaType(file)!;
        const reference = await checkWithC2paRs(file, type);
        expect(reference, `${size} ${quality} ${label} ${format}`).toMatchObject({
          intact: true,
          ai_generated: true,
          tool: 'virtual-tryon',
        });
        expect(xmpOf(file)).toContain('Iptc4xmpExt:DigitalSourceType');
        // c2pa-ts, the second reader, reads JPEG and PNG only.
        if (type === 'image/webp') continue;
        const check = await checkWithC2paTs(file);
        expect({
          size,
          quality,
          label,
          format,
          valid: check.valid,
          failures: check.failures,
        }).toEqual({
          size,
          quality,
          label,
          format,
          valid: true,
          failures: [],
        });
        expect(aiAction(check)?.digitalSourceType).toBe(digitalSourceTypes.composite);
      }
    }
  }, 120_000);

  it('a result stored before marking is marked when downloaded', async () => {
    const row = await insertGeneration(api, pro.id, {
      tool: 'hairstyle-changer',
      result: { width: 640, height: 800, format: 'jpeg' },
    });
    for (const size of ['original', 'small'] as const) {
      const check = await checkWithC2paTs(await download(pro.token, row.id, size));
      expect(check.valid).toBe(true);
      expect(aiAction(check)).toMatchObject({ parameters: { [PARAM_TOOL]: 'hairstyle-changer' } });
    }
  });
});

describe('the public API result link', () => {
  it('an image-editing JPEG validates in c2pa-ts as trained AI media, with XMP', async () => {
    const client = await apiClient(api);
    const upload = await v1Upload(api, client.value, await picture(640, 480, 'jpeg'), {
      type: 'image/jpeg',
      name: 'shop.jpg',
    });
    expect(upload.status).toBe(201);
    const submit = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: client.value,
      body: { inputs: { source: upload.body.id }, params: { preset: 'enhance-quality' } },
    });
    expect(submit.status).toBe(202);
    const done = await waitForJob(api, client.value, (submit.body.job as { id: string }).id);
    const result = done.body.result as { url: string };
    const file = Buffer.from(await (await fetch(onApi(api, result.url))).arrayBuffer());
    expect(file[0]).toBe(0xff);
    const check = await checkWithC2paTs(file);
    expect(check).toMatchObject({ found: true, valid: true });
    expect(aiAction(check)).toMatchObject({
      action: 'c2pa.edited',
      digitalSourceType: digitalSourceTypes.trained,
      parameters: { [PARAM_TOOL]: 'image-editing' },
    });
    expect(xmpOf(file)).toContain(digitalSourceTypes.trained);
    expect((await checkWithC2paTs(changeOnePixel(file))).valid).toBe(false);
  }, 90_000);

  it('a video result carries a manifest c2pa-rs validates', async () => {
    const client = await apiClient(api);
    const upload = await v1Upload(api, client.value, await picture(640, 480, 'png'));
    const submit = await v1(api, 'POST', '/v1/image-to-video/jobs', {
      value: client.value,
      body: { inputs: { source: upload.body.id }, params: { duration: 5 } },
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(202);
    const done = await waitForJob(
      api,
      client.value,
      (submit.body.job as { id: string }).id,
      120_000,
    );
    const result = done.body.result as { url: string; media_type: string };
    expect(result.media_type).toBe('video');
    const file = Buffer.from(await (await fetch(onApi(api, result.url))).arrayBuffer());
    const summary = await checkWithC2paRs(file, 'video/mp4');
    expect(summary).toMatchObject({
      found: true,
      intact: true,
      ai_generated: true,
      tool: 'image-to-video',
      digital_source_type: digitalSourceTypes.trained,
    });
  }, 150_000);
});
