import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/database.ts';
import { createContactMessage } from '../../src/server/services/contact/create-contact-message.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessageFiles, contactMessages, storedFiles } from '../../src/server/db/schema.ts';
import {
  contactForm,
  goodContactFields,
  imageBytes,
  onApi,
  outbox,
  pdfBytes,
  storedCounts,
} from './support/public-forms.ts';
import { linkExpiresAt, storedKeys } from './support/stored-objects.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ SUPPORT_EMAIL: 'team@kieu.test' });
});
afterAll(() => api?.stop());

function post(form: FormData, lang = 'en') {
  return fetch(`${api.url}/contact`, {
    method: 'POST',
    headers: { 'accept-language': lang },
    body: form,
  });
}

const nothing = { consultations: 0, messages: 0, files: 0, links: 0, inStore: 0 };

describe('POST /contact refusals (nothing is stored)', () => {
  it('refuses a text file renamed .png with 415, by content', async () => {
    const text = Buffer.from('hello, this is not an image at all');
    for (const [lang, detail] of [
      ['en', 'Invalid file type. Please upload PNG, JPG, PDF files only'],
      ['vi', 'Định dạng tệp không hợp lệ. Vui lòng chỉ tải lên tệp PNG, JPG, PDF'],
    ] as const) {
      const res = await post(
        contactForm(goodContactFields, [
          { name: 'ok.png', type: 'image/png', bytes: await imageBytes('png') },
          { name: 'photo.png', type: 'image/png', bytes: text },
        ]),
        lang,
      );
      expect(res.status).toBe(415);
      const body = await res.json();
      expect(body).toMatchObject({ code: 'unsupported_file_type', detail });
      expect(body.errors).toEqual([{ path: 'files.1', message: detail }]);
    }
    expect(await storedCounts(api)).toEqual(nothing);
  });

  it('refuses a GIF with 415 even when declared as a PNG', async () => {
    const res = await post(
      contactForm(goodContactFields, [
        { name: 'anim.png', type: 'image/png', bytes: await imageBytes('gif') },
      ]),
    );
    expect(res.status).toBe(415);
    expect((await res.json()).code).toBe('unsupported_file_type');
    expect(await storedCounts(api)).toEqual(nothing);
  });

  it('refuses a file of 10MB and one byte with 413', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    (await imageBytes('png')).copy(big);
    for (const [lang, detail] of [
      ['en', 'File is too large. Maximum size is 10MB'],
      ['vi', 'Tệp quá lớn. Dung lượng tối đa là 10MB'],
    ] as const) {
      const res = await post(
        contactForm(goodContactFields, [{ name: 'big.png', type: 'image/png', bytes: big }]),
        lang,
      );
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({
        code: 'file_too_large',
        detail,
        errors: [{ path: 'files.0', message: detail }],
      });
    }
    expect(await storedCounts(api)).toEqual(nothing);
  });

  it('refuses five files with 422', async () => {
    const png = await imageBytes('png');
    const files = Array.from({ length: 5 }, (_, i) => ({
      name: `p${i}.png`,
      type: 'image/png',
      bytes: png,
    }));
    for (const [lang, detail] of [
      ['en', 'You can upload at most 4 files'],
      ['vi', 'Bạn chỉ có thể tải lên tối đa 4 tệp'],
    ] as const) {
      const res = await post(contactForm(goodContactFields, files), lang);
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({
        code: 'validation_failed',
        detail,
        errors: [{ path: 'files', message: detail }],
      });
    }
    expect(await storedCounts(api)).toEqual(nothing);
  });

  it('refuses missing fields with 422 naming each one, in the caller’s language', async () => {
    const res = await post(
      contactForm({ ...goodContactFields, firstName: undefined, email: undefined, phone: '' }),
      'vi',
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors).toEqual([
      { path: 'firstName', message: 'Vui lòng nhập tên' },
      { path: 'email', message: 'Vui lòng nhập email' },
      { path: 'phone', message: 'Vui lòng nhập số điện thoại' },
    ]);
    expect(body.detail).toBe('Vui lòng nhập tên');
    expect(await storedCounts(api)).toEqual(nothing);
  });

  it.each([
    ['a bad topic', { topic: 'jobs' }, 'topic', 'Please choose a topic from the list'],
    [
      'a short description',
      { description: 'Help' },
      'description',
      'Description must be at least 10 characters',
    ],
    [
      'a description over 5000 characters',
      { description: 'x'.repeat(5001) },
      'description',
      'Description must be at most 5000 characters',
    ],
    ['a bad email', { email: 'lan@' }, 'email', 'Please enter a valid email'],
  ])('refuses %s with 422', async (_, change, path, message) => {
    const res = await post(
      contactForm({ ...goodContactFields, ...change }, [
        { name: 'a.png', type: 'image/png', bytes: await imageBytes('png') },
      ]),
    );
    expect(res.status).toBe(422);
    expect((await res.json()).errors).toEqual([{ path, message }]);
    expect(await storedCounts(api)).toEqual(nothing);
  });

  it('refuses a JSON body with 400', async () => {
    const res = await fetch(`${api.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(goodContactFields),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_form');
  });
});

describe('POST /contact', () => {
  it('stores the message and two files, and mails support and the sender', async () => {
    const png = await imageBytes('png');
    const pdf = pdfBytes();
    const res = await post(
      contactForm({ ...goodContactFields, locale: 'vi' }, [
        { name: 'mẫu áo.png', type: 'image/png', bytes: png },
        // The declared type is wrong on purpose: the content decides.
        { name: 'bao-gia.pdf', type: 'application/octet-stream', bytes: pdf },
      ]),
    );
    expect(res.status).toBe(201);
    const { id, reference } = await res.json();
    expect(reference).toMatch(/^KS-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    const { db } = api.deps.database;
    const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(message).toMatchObject({ ...goodContactFields, reference, locale: 'vi' });
    const files = await db
      .select({ link: contactMessageFiles, file: storedFiles })
      .from(contactMessageFiles)
      .innerJoin(storedFiles, eq(storedFiles.id, contactMessageFiles.storedFileId))
      .where(eq(contactMessageFiles.contactMessageId, id))
      .orderBy(contactMessageFiles.position);
    expect(files.map(({ link, file }) => [link.originalName, file.contentType])).toEqual([
      ['mẫu áo.png', 'image/png'],
      ['bao-gia.pdf', 'application/pdf'],
    ]);
    expect(files.every(({ file }) => !file.temporary && file.expiresAt === null)).toBe(true);
    expect(files.map(({ file }) => file.byteSize)).toEqual([png.length, pdf.length]);
    expect(await storedCounts(api)).toMatchObject({ messages: 1, files: 2, links: 2 });

    const mails = await outbox(api);
    const support = mails.find((m) => m.to === 'team@kieu.test' && m.subject.includes(reference));
    expect(support?.text).toContain(goodContactFields.description);
    expect(support?.text).toContain('lan.nguyen@example.vn');
    const links = support?.text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(2);
    const download = await fetch(onApi(api, links[1]!));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    expect(linkExpiresAt(links[0]!) - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);

    const confirmation = mails.find((m) => m.to === 'lan.nguyen@example.vn');
    expect(confirmation?.subject).toContain(reference);
    expect(confirmation?.text).toContain('Xin chào Nguyễn Lan Anh');
    expect(confirmation?.text).toContain('trong vòng 24 giờ');
  });

  it('writes the confirmation in the Accept-Language of the request without a locale field', async () => {
    const res = await post(contactForm({ ...goodContactFields, email: 'minh@example.com' }), 'en');
    expect(res.status).toBe(201);
    const { reference } = await res.json();
    const confirmation = (await outbox(api)).find((m) => m.to === 'minh@example.com');
    expect(confirmation?.subject).toBe(`We received your message (${reference})`);
    expect(confirmation?.text).toContain('will reply within 24 hours');
  });

  it('takes a JPEG and skips the empty part a browser sends for an empty file input', async () => {
    const form = contactForm({ ...goodContactFields, email: 'jpeg@example.com' }, [
      { name: 'anh.jpg', type: 'image/jpeg', bytes: await imageBytes('jpeg') },
    ]);
    form.append('files', new File([], '', { type: 'application/octet-stream' }));
    const res = await post(form);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const links = await api.deps.database.db
      .select()
      .from(contactMessageFiles)
      .where(eq(contactMessageFiles.contactMessageId, id));
    expect(links.map((link) => link.originalName)).toEqual(['anh.jpg']);
  });
});

describe('createContactMessage', () => {
  it('deletes the files it wrote when the rows cannot be stored', async () => {
    const before = await storedKeys(api.deps.env);
    const failingDb = {
      transaction: async () => {
        throw new Error('database went away');
      },
    } as unknown as Db;
    const png = await imageBytes('png');
    await expect(
      createContactMessage(
        {
          db: failingDb,
          store: api.deps.store,
          mailer: api.deps.mailer,
          supportEmail: 'team@kieu.test',
          logger: api.deps.logger,
        },
        {
          fields: { ...goodContactFields, topic: 'support' },
          locale: 'en',
          attachments: [{ name: 'a.png', bytes: png, contentType: 'image/png', ext: 'png' }],
        },
      ),
    ).rejects.toThrow('database went away');
    expect(await storedKeys(api.deps.env)).toEqual(before);
  });
});
