import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationRequests } from '../../src/server/db/schema.ts';
import { outbox, storedCounts } from './support/public-forms.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ SUPPORT_EMAIL: 'team@kieu.test' });
});
afterAll(() => api?.stop());

const good = {
  name: 'Trần Thu Hà',
  phone: '+84 912-345-678',
  email: 'ha@example.vn',
  businessType: 'fashion_shop',
  message: 'Tôi muốn thử đồ ảo cho shop áo dài.',
  locale: 'vi',
};

function post(body: unknown, lang = 'en') {
  return fetch(`${api.url}/consultations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });
}

describe('POST /consultations', () => {
  it('stores the request and mails the support team', async () => {
    const res = await post(good);
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await api.deps.database.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, id));
    expect(row).toMatchObject({
      name: 'Trần Thu Hà',
      phone: '+84 912-345-678',
      email: 'ha@example.vn',
      businessType: 'fashion_shop',
      locale: 'vi',
    });
    const mail = (await outbox(api)).find((m) => m.text.includes(id));
    expect(mail?.to).toBe('team@kieu.test');
    expect(mail?.subject).toContain('Trần Thu Hà');
    expect(mail?.text).toContain('Tôi muốn thử đồ ảo cho shop áo dài.');
  });

  it('accepts only the required fields, storing the optional ones as empty', async () => {
    const res = await post({ name: 'Minh', phone: '0912345678', email: '', locale: 'en' });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const [row] = await api.deps.database.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, id));
    expect(row).toMatchObject({ email: null, businessType: null, message: null });
  });

  const bad: [string, Record<string, unknown>, string, string, string][] = [
    [
      'a missing name',
      { name: undefined },
      'name',
      'Please enter your name',
      'Vui lòng nhập họ tên',
    ],
    [
      'a one-letter name',
      { name: 'H' },
      'name',
      'Name must be at least 2 characters',
      'Họ tên phải có ít nhất 2 ký tự',
    ],
    [
      'a name over 100 characters',
      { name: 'H'.repeat(101) },
      'name',
      'Name must be at most 100 characters',
      'Họ tên không được quá 100 ký tự',
    ],
    [
      'a missing phone',
      { phone: undefined },
      'phone',
      'Please enter your phone number',
      'Vui lòng nhập số điện thoại',
    ],
    [
      'a phone with letters',
      { phone: '09123abc78' },
      'phone',
      'Please enter a valid phone number (9 to 15 digits)',
      'Vui lòng nhập số điện thoại hợp lệ (từ 9 đến 15 chữ số)',
    ],
    [
      'a phone with 8 digits',
      { phone: '0912 3456' },
      'phone',
      'Please enter a valid phone number (9 to 15 digits)',
      'Vui lòng nhập số điện thoại hợp lệ (từ 9 đến 15 chữ số)',
    ],
    [
      'a bad email',
      { email: 'ha@' },
      'email',
      'Please enter a valid email',
      'Vui lòng nhập email hợp lệ',
    ],
    [
      'an unknown business type',
      { businessType: 'bank' },
      'businessType',
      'Please choose a business type from the list',
      'Vui lòng chọn loại hình kinh doanh trong danh sách',
    ],
    [
      'a message over 1000 characters',
      { message: 'x'.repeat(1001) },
      'message',
      'Message must be at most 1000 characters',
      'Lời nhắn không được quá 1000 ký tự',
    ],
    [
      'an unknown locale',
      { locale: 'fr' },
      'locale',
      'Language must be Vietnamese (vi) or English (en)',
      'Ngôn ngữ phải là tiếng Việt (vi) hoặc tiếng Anh (en)',
    ],
  ];

  it.each(bad)('refuses %s with 422 in English and Vietnamese', async (_, change, path, en, vi) => {
    const before = await storedCounts(api);
    for (const [lang, text] of [
      ['en', en],
      ['vi', vi],
    ] as const) {
      const res = await post({ ...good, ...change }, lang);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body).toMatchObject({ code: 'validation_failed', detail: text, message: text });
      expect(body.errors).toEqual([{ path, message: text }]);
    }
    expect(await storedCounts(api)).toEqual(before);
  });

  it('lists every bad field at once', async () => {
    const res = await post({ name: 'H', phone: 'x', locale: 'vi' }, 'vi');
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(['name', 'phone']);
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await fetch(`${api.url}/consultations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_json');
  });
});
