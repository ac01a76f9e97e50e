import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, generations, uploadConsents, users } from '../../src/server/db/schema.ts';
import type { Resolve } from '../../src/server/services/outbound/outbound-address.ts';
import { picture } from './support/generations.ts';
import { onApi } from './support/public-forms.ts';
import {
  apiClient,
  undocumentedAnswers,
  v1,
  waitForJob,
  type ApiClient,
} from './support/public-api.ts';
import { fullBodyPhoto, garmentPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/** A shop's image host on 127.0.0.1: the catalogue photos, and what a host may get wrong. */
let host: Server;
let origin: string;
let port: number;
const requested: string[] = [];
/** Whether the endless image's answer was cut off before it was all sent. */
const endless = { started: false, finished: false, closed: false };

async function serveImages() {
  const files: Record<string, Buffer> = {
    '/person.png': await fullBodyPhoto(),
    '/clothing.png': await garmentPhoto(),
    '/source.png': await picture(320, 240, 'png'),
  };
  host = createServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    const file = files[path];
    if (file) return void response.writeHead(200, { 'content-type': 'image/png' }).end(file);
    if (path === '/page.png') {
      // Named and typed as an image, but an HTML page: the content decides.
      return void response
        .writeHead(200, { 'content-type': 'image/png' })
        .end('<!doctype html><title>Shop</title>');
    }
    if (path === '/huge.png') {
      return void response
        .writeHead(200, { 'content-type': 'image/png', 'content-length': String(11 * 1024 * 1024) })
        .end();
    }
    if (path === '/endless.png') return sendEndless(response);
    if (path === '/moved.png') {
      return void response.writeHead(302, { location: `${origin}/person.png` }).end();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  port = (host.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
}

/** A PNG header and then 50 MB more without a declared length, written as fast as it is read. */
function sendEndless(response: ServerResponse) {
  endless.started = true;
  response.writeHead(200, { 'content-type': 'image/png' });
  response.once('finish', () => (endless.finished = true));
  response.once('close', () => (endless.closed = true));
  const chunk = Buffer.alloc(256 * 1024);
  let left = 200;
  const write = () => {
    while (left > 0 && !response.destroyed) {
      left -= 1;
      if (!response.write(chunk)) return void response.once('drain', write);
    }
    if (!response.destroyed) response.end();
  };
  response.write(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  write();
}

/** A DNS that answers 127.0.0.1 for every name, as a hostile or rebinding name would. */
const resolvesToLoopback: Resolve = (_hostname, _options, callback) =>
  callback(null, [{ address: '127.0.0.1', family: 4 }]);

/** An API that may fetch inputs from this test's host on 127.0.0.1 (decision 128). */
let api: TestApi;
/**
 * An API with the default rule for inputs, with that hostile DNS. Its webhooks may reach local
 * receivers (the default outside production): that setting must not open inputs too.
 */
let strict: TestApi;
beforeAll(async () => {
  await serveImages();
  // The try-on's in-process inference can hold the event loop past the default 5 s keep-alive,
  // so the server would close an idle socket as the test reuses it (ECONNRESET, see b2b944e).
  api = await startTestApi({
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '60000',
    API_INPUT_URL_ALLOW_PRIVATE: 'true',
  });
  strict = await startTestApi(
    { API_WEBHOOK_ALLOW_PRIVATE: 'true' },
    { resolve: resolvesToLoopback },
  );
}, 120_000);
afterAll(async () => {
  await Promise.all([api?.stop(), strict?.stop()]);
  await new Promise((resolve) => host?.close(resolve));
});

async function userIdOf(target: TestApi, client: ApiClient) {
  const db = target.deps.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, client.email));
  return user!.id;
}

/** The account's balance, jobs and library: what a refused submit must leave as it was. */
async function holdings(target: TestApi, client: ApiClient) {
  const db = target.deps.database.db;
  const userId = await userIdOf(target, client);
  const [jobs] = await db
    .select({ n: count() })
    .from(generations)
    .where(eq(generations.userId, userId));
  const [kept] = await db.select({ n: count() }).from(assets).where(eq(assets.userId, userId));
  const balance = await v1(target, 'GET', '/v1/balance', { value: client.value });
  return { balance: balance.body.balance, jobs: jobs!.n, assets: kept!.n };
}

const tryOn = (target: TestApi, client: ApiClient, inputs: object, lang = 'en') =>
  v1(target, 'POST', '/v1/virtual-tryon/jobs', {
    value: client.value,
    lang,
    body: { inputs, params: { category: 'tops' }, consent: 'subject' },
  });

describe('inputs by URL or data URI (decision 080)', () => {
  it('runs a try-on from two https-style URLs, kept in the library as uploads with consent', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const body = {
      inputs: { person: `${origin}/person.png`, clothing: `${origin}/clothing.png` },
      params: { category: 'tops' },
      consent: 'subject',
    };
    const submit = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      headers: { 'idempotency-key': 'catalogue-7' },
      body,
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(202);
    expect(submit.body.balance).toBe(4);
    const id = (submit.body.job as { id: string }).id;
    const done = await waitForJob(api, client.value, id, 120_000);
    expect(done.body, JSON.stringify(done.body)).toMatchObject({ status: 'succeeded' });

    const db = api.deps.database.db;
    const userId = await userIdOf(api, client);
    const kept = await db.select().from(assets).where(eq(assets.userId, userId));
    expect(kept.map((asset) => [asset.kind, asset.name]).sort()).toEqual([
      ['garment', 'clothing.png'],
      ['model', 'person.png'],
    ]);
    const [job] = await db.select().from(generations).where(eq(generations.id, id));
    const model = kept.find((asset) => asset.kind === 'model')!;
    expect(job!.inputs).toEqual(
      expect.arrayContaining([expect.objectContaining({ role: 'person', assetId: model.id })]),
    );
    const consents = await db
      .select()
      .from(uploadConsents)
      .where(eq(uploadConsents.userId, userId));
    expect(consents.map((consent) => [consent.assetId, consent.answer])).toEqual([
      [model.id, 'subject'],
    ]);

    // A retry with the same key answers the same job without downloading again or paying.
    const fetched = requested.length;
    const again = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      headers: { 'idempotency-key': 'catalogue-7' },
      body,
    });
    expect(again.status).toBe(200);
    expect((again.body.job as { id: string }).id).toBe(id);
    expect(again.body.balance).toBe(4);
    expect(requested.length).toBe(fetched);
  }, 180_000);

  it('takes a data URI and, with return_base64, gives the result’s own bytes inline', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    const source = await picture(320, 240, 'png');
    const submit = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: client.value,
      body: {
        inputs: { source: `data:image/png;base64,${source.toString('base64')}` },
        params: { preset: 'enhance-quality' },
        consent: 'self',
        return_base64: true,
      },
    });
    expect(submit.status, JSON.stringify(submit.body)).toBe(202);
    const id = (submit.body.job as { id: string }).id;
    const done = await waitForJob(api, client.value, id, 120_000);
    expect(done.body).toMatchObject({ status: 'succeeded' });
    const result = done.body.result as { url: string; data_uri?: string };
    const download = await fetch(onApi(api, result.url));
    expect(download.status).toBe(200);
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(result.data_uri).toBe(
      `data:${download.headers.get('content-type')};base64,${bytes.toString('base64')}`,
    );

    // Without it, the job carries links only, as before.
    const plain = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: client.value,
      body: {
        inputs: { source: `${origin}/source.png` },
        params: { preset: 'enhance-quality' },
        consent: 'self',
      },
    });
    expect(plain.status).toBe(202);
    const plainDone = await waitForJob(api, client.value, (plain.body.job as { id: string }).id);
    expect(plainDone.body).toMatchObject({ status: 'succeeded' });
    expect(plainDone.body.result).not.toHaveProperty('data_uri');
  }, 180_000);

  it('refuses a non-image, an oversized and an unreachable URL by what they answer, keeping nothing', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const before = await holdings(api, client);
    const clothing = `${origin}/clothing.png`;

    const page = await tryOn(api, client, { person: `${origin}/page.png`, clothing });
    expect(page.status).toBe(422);
    expect(page.body).toMatchObject({
      code: 'input_not_image',
      errors: [
        {
          path: 'inputs.person',
          message: 'inputs.person is not a JPEG, PNG or WebP image (checked by its content).',
        },
      ],
    });
    const pageVi = await tryOn(api, client, { person: `${origin}/page.png`, clothing }, 'vi');
    expect(pageVi.body.detail).toBe(
      'inputs.person không phải ảnh JPEG, PNG hoặc WebP (kiểm tra theo nội dung tệp).',
    );

    for (const path of ['/huge.png', '/endless.png']) {
      const large = await tryOn(api, client, {
        person: `${origin}/person.png`,
        clothing: `${origin}${path}`,
      });
      expect(large.status, path).toBe(422);
      expect(large.body, path).toMatchObject({
        code: 'input_too_large',
        detail: 'inputs.clothing is over 10 MB.',
        errors: [{ path: 'inputs.clothing' }],
      });
    }
    // The download stopped at the limit: the host never got to send the rest.
    expect(endless).toMatchObject({ started: true, finished: false });

    for (const path of ['/gone.png', '/moved.png']) {
      const gone = await tryOn(api, client, { person: `${origin}${path}`, clothing }, 'vi');
      expect(gone.status, path).toBe(422);
      expect(gone.body, path).toMatchObject({
        code: 'input_url_unreachable',
        detail:
          'Không tải được inputs.person: máy chủ phải trả về tệp với mã 200 trong vòng 10 giây (không đi theo chuyển hướng).',
      });
    }

    const noConsent = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      body: { inputs: { person: `${origin}/person.png`, clothing }, params: { category: 'tops' } },
    });
    expect(noConsent.status).toBe(422);
    expect(noConsent.body).toMatchObject({
      code: 'validation_failed',
      errors: [
        {
          path: 'consent',
          message:
            'consent is required when inputs.person is a URL or a data URI: subject (the person in the photo agreed) or self (it is you).',
        },
      ],
    });

    const notASource = await tryOn(api, client, { person: 'ftp://shop.example/a.png', clothing });
    expect(notASource.status).toBe(422);
    expect(notASource.body.errors).toEqual([
      {
        path: 'inputs.person',
        message:
          'Each input must be an upload id, an https URL or a data URI (data:image/…;base64,…).',
      },
    ]);

    const notData = await tryOn(api, client, {
      person: `data:image/png;base64,${Buffer.from('plain text').toString('base64')}`,
      clothing,
    });
    expect(notData.body).toMatchObject({ code: 'input_not_image' });

    expect(await holdings(api, client)).toEqual(before);
    expect(await undocumentedAnswers(api)).toEqual([]);
  }, 120_000);

  it('by default, even in development, refuses http and private, loopback and link-local hosts, by address or by name, before connecting', async () => {
    const client = await apiClient(strict, { services: ['virtual-tryon'] });
    const before = await holdings(strict, client);
    const served = requested.length;
    for (const person of [
      // Issue 45: these reached the host (202), or were tried (unreachable), in development.
      `http://127.0.0.1:${port}/person.png`,
      'https://10.0.0.1/person.png',
      'https://169.254.169.254/latest/meta-data/person.png',
      'https://[::ffff:127.0.0.1]/person.png',
      `https://localhost:${port}/person.png`,
      // Resolves to 127.0.0.1 (the test's DNS): checked when the socket connects.
      `https://images.shop.example:${port}/person.png`,
      // https only.
      `http://images.shop.example:${port}/person.png`,
    ]) {
      const res = await tryOn(strict, client, {
        person,
        clothing: `https://cdn.shop.example:${port}/clothing.png`,
      });
      expect(res.status, person).toBe(422);
      expect(res.body, person).toMatchObject({
        code: 'input_url_refused',
        errors: [{ path: 'inputs.person' }],
      });
    }
    const vi = await tryOn(
      strict,
      client,
      { person: 'https://10.0.0.1/person.png', clothing: 'https://10.0.0.2/c.png' },
      'vi',
    );
    expect(vi.body.detail).toBe(
      'inputs.person bị từ chối: URL ảnh đầu vào phải dùng https, không chứa tên người dùng hay mật khẩu và trỏ tới một máy chủ công khai, không phải địa chỉ nội bộ, loopback hay link-local.',
    );
    expect(requested.length).toBe(served);
    expect(await holdings(strict, client)).toEqual(before);
    expect(await undocumentedAnswers(strict)).toEqual([]);
  }, 120_000);
});
