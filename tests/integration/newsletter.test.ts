import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../src/server/db/schema.ts';
import { hashConfirmToken } from '../../src/server/services/newsletter/newsletter-token.ts';
import { outbox, type OutboxMessage } from './support/public-forms.ts';
import { createTestClock } from './support/test-clock.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const clock = createTestClock();
let api: TestApi;
const SITE = 'https://kieu.test';
beforeAll(async () => {
  api = await startTestApi(
    { TRUST_PROXY: 'true', PUBLIC_SITE_URL: SITE, PUBLIC_API_URL: 'https://api.kieu.test' },
    { clock },
  );
});
afterAll(() => api?.stop());
beforeEach(() => clock.reset());

let client = 0;
/** Each test signs up from its own address, so the per-address limit counts it apart. */
const nextClient = () => `198.51.100.${(client += 1)}`;

function signUp(body: unknown, options: { lang?: string; from?: string } = {}) {
  return fetch(`${api.url}/newsletter`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'en',
      'x-forwarded-for': options.from ?? nextClient(),
    },
    body: JSON.stringify(body),
  });
}

async function row(email: string) {
  const [found] = await api.deps.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return found;
}

async function mailsTo(email: string): Promise<OutboxMessage[]> {
  return (await outbox(api)).filter((m) => m.to === email);
}

/** The confirmation link of the newest mail to `email`, pointed at the test API. */
async function linkFor(email: string): Promise<URL> {
  const [mail] = await mailsTo(email);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const link = new URL(/https:\/\/api\.kieu\.test\/newsletter\/confirm\?\S+/.exec(mail!.text)![0]);
  return new URL(`${api.url}${link.pathname}${link.search}`);
}

const confirm = (url: URL | string) => fetch(url, { redirect: 'manual' });

describe('POST /newsletter', () => {
  it('stores a pending subscriber and mails a confirmation link in Vietnamese', async () => {
    const res = await signUp({ email: 'Lan@Example.vn', lang: 'vi' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'check_email' });
    const stored = await row('lan@example.vn');
    expect(stored).toMatchObject({ lang: 'vi', status: 'pending', confirmedAt: null });
    const [mail] = await mailsTo('lan@example.vn');
    expect(mail?.subject).toBe('Xác nhận đăng ký bản tin Kiểu Studio');
    expect(mail?.text).toContain('Liên kết có hiệu lực trong 7 ngày');
    const link = await linkFor('lan@example.vn');
    expect(link.searchParams.get('lang')).toBe('vi');
    // Only the SHA-256 of the token is kept.
    const token = link.searchParams.get('token')!;
    expect(stored?.confirmTokenHash).toBe(hashConfirmToken(token));
    expect(stored?.confirmTokenHash).not.toContain(token.split('.')[0]);
  });

  it('mails English subscribers in English', async () => {
    expect((await signUp({ email: 'sam@example.com', lang: 'en' })).status).toBe(202);
    const [mail] = await mailsTo('sam@example.com');
    expect(mail?.subject).toBe('Confirm your subscription to the Kiểu Studio newsletter');
    expect(mail?.text).toContain('The link is valid for 7 days');
    expect((await linkFor('sam@example.com')).searchParams.get('lang')).toBe('en');
  });

  it('answers a second sign-up the same, with a new link that replaces the first', async () => {
    await signUp({ email: 'twice@example.com', lang: 'en' });
    const first = await linkFor('twice@example.com');
    const again = await signUp({ email: 'twice@example.com', lang: 'vi' });
    expect(again.status).toBe(202);
    expect(await again.json()).toEqual({ status: 'check_email' });
    expect(await mailsTo('twice@example.com')).toHaveLength(2);
    const second = await linkFor('twice@example.com');
    expect((await row('twice@example.com'))?.lang).toBe('vi');

    const old = await confirm(first);
    expect(old.headers.get('location')).toBe(`${SITE}/en/blog/newsletter-invalid`);
    const res = await confirm(second);
    expect(res.headers.get('location')).toBe(`${SITE}/blog/newsletter-confirmed`);
  });

  it('does not downgrade or re-mail a confirmed address, and answers the same', async () => {
    await signUp({ email: 'fan@example.com', lang: 'en' });
    await confirm(await linkFor('fan@example.com'));
    expect((await row('fan@example.com'))?.status).toBe('confirmed');
    const res = await signUp({ email: 'fan@example.com', lang: 'vi' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ status: 'check_email' });
    expect(await row('fan@example.com')).toMatchObject({ status: 'confirmed', lang: 'en' });
    // The confirmation, then the welcome mail that confirming sends; nothing for the repeat.
    expect(await mailsTo('fan@example.com')).toHaveLength(2);
  });

  it.each([
    ['en', '', 'Please enter your email'],
    ['vi', '', 'Vui lòng nhập email'],
    ['en', 'not-an-email', 'Please enter a valid email'],
    ['vi', 'not-an-email', 'Vui lòng nhập email hợp lệ'],
  ])('refuses a bad email with 422 in %s (%j)', async (lang, email, message) => {
    const res = await signUp({ email, lang }, { lang });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors).toEqual([{ path: 'email', message }]);
    expect(body.detail).toBe(message);
  });

  it('refuses an unknown language and a body that is not JSON', async () => {
    const res = await signUp({ email: 'x@example.com', lang: 'fr' });
    expect(res.status).toBe(422);
    expect((await res.json()).errors[0].path).toBe('lang');
    const broken = await fetch(`${api.url}/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
      body: '{',
    });
    expect(broken.status).toBe(400);
    expect(await row('x@example.com')).toBeUndefined();
  });

  it('limits sign-ups per address with 429 and Retry-After', async () => {
    const from = nextClient();
    for (let i = 0; i < 5; i += 1) {
      expect((await signUp({ email: `limit${i}@example.com`, lang: 'en' }, { from })).status).toBe(
        202,
      );
    }
    const res = await signUp({ email: 'limit5@example.com', lang: 'vi' }, { from, lang: 'vi' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await res.json()).code).toBe('rate_limited');
    expect(await row('limit5@example.com')).toBeUndefined();
    // Another address is not affected.
    expect((await signUp({ email: 'other@example.com', lang: 'en' })).status).toBe(202);
  });
});

describe('GET /newsletter/confirm', () => {
  it('confirms once and sends the browser to the confirmed page in the subscriber language', async () => {
    await signUp({ email: 'once@example.com', lang: 'en' });
    const link = await linkFor('once@example.com');
    const res = await confirm(link);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${SITE}/en/blog/newsletter-confirmed`);
    const stored = await row('once@example.com');
    expect(stored).toMatchObject({ status: 'confirmed', confirmTokenHash: null });
    expect(stored?.confirmedAt).toBeInstanceOf(Date);

    const reused = await confirm(link);
    expect(reused.headers.get('location')).toBe(`${SITE}/en/blog/newsletter-invalid`);
  });

  it('refuses a link older than 7 days', async () => {
    await signUp({ email: 'late@example.com', lang: 'vi' });
    const link = await linkFor('late@example.com');
    clock.advance(7 * 86400_000 + 60_000);
    const res = await confirm(link);
    expect(res.headers.get('location')).toBe(`${SITE}/blog/newsletter-invalid`);
    expect((await row('late@example.com'))?.status).toBe('pending');
  });

  it('accepts a link on its last valid day', async () => {
    await signUp({ email: 'sixdays@example.com', lang: 'vi' });
    const link = await linkFor('sixdays@example.com');
    clock.advance(6 * 86400_000);
    const res = await confirm(link);
    expect(res.headers.get('location')).toBe(`${SITE}/blog/newsletter-confirmed`);
  });

  it('refuses forged, altered and missing tokens', async () => {
    await signUp({ email: 'forged@example.com', lang: 'en' });
    const link = await linkFor('forged@example.com');
    const token = link.searchParams.get('token')!;
    const [random, issued] = token.split('.');
    const variants = [
      `${'A'.repeat(43)}.${issued}`,
      // A later issue time would make an old link look fresh: it changes the hash too.
      `${random}.${Number(issued) + 1}`,
      random!,
      '',
    ];
    for (const forged of variants) {
      const url = new URL(link);
      url.searchParams.set('token', forged);
      const res = await confirm(url);
      expect(res.headers.get('location'), forged).toBe(`${SITE}/en/blog/newsletter-invalid`);
    }
    const missing = await confirm(`${api.url}/newsletter/confirm`);
    expect(missing.headers.get('location')).toBe(`${SITE}/blog/newsletter-invalid`);
    expect((await row('forged@example.com'))?.status).toBe('pending');
  });
});
