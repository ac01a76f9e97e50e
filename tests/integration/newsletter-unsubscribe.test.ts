import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscribers } from '../../src/server/db/schema.ts';
import { unsubscribeToken } from '../../src/server/services/newsletter/unsubscribe-token.ts';
import { startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 26 point 5: every newsletter mail carries a one-click unsubscribe link and the RFC 8058
 * headers, received here by a real SMTP server; a POST to the link unsubscribes for good,
 * without signing in; a GET only opens the site's page.
 */
const SITE = 'https://kieu.test';
let inbox: SmtpInbox;
let api: TestApi;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  api = await startTestApi({
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: inbox.url,
    PUBLIC_SITE_URL: SITE,
    PUBLIC_API_URL: 'https://api.kieu.test',
  });
});
afterAll(async () => {
  await api?.stop();
  await inbox?.close();
});

async function mailTo(email: string, matching: RegExp, count = 1) {
  for (let i = 0; i < 100; i += 1) {
    const mails = inbox.received.filter(
      (mail) => mail.to === email && matching.test(unfold(mail.raw)),
    );
    if (mails.length >= count) return unfold(mails.at(-1)!.raw);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email} matching ${matching}`);
}

/** Headers folded over several lines (RFC 5322) read as one line. */
const unfold = (raw: string) => raw.replace(/\r?\n[ \t]+/g, ' ');
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'im').exec(raw.split(/\r?\n\r?\n/)[0]!)?.[1]?.trim();

async function subscribeAndConfirm(email: string, lang: 'vi' | 'en') {
  const res = await fetch(`${api.url}/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, lang }),
  });
  expect(res.status).toBe(202);
  const confirmation = await mailTo(email, /newsletter-|bản tin|newsletter/i);
  const link = new URL(
    /https:\/\/api\.kieu\.test\/newsletter\/confirm\?[^\s"<]+/.exec(
      confirmation.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )![0],
  );
  await fetch(`${api.url}${link.pathname}${link.search}`, { redirect: 'manual' });
  const [row] = await api.deps.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  expect(row?.status).toBe('confirmed');
  return row!;
}

const onTestApi = (link: string) => {
  const url = new URL(link);
  return `${api.url}${url.pathname}${url.search}`;
};

describe('newsletter unsubscribe (RFC 8058)', () => {
  it('the welcome mail has List-Unsubscribe and List-Unsubscribe-Post, and its POST unsubscribes', async () => {
    const row = await subscribeAndConfirm('mai@example.vn', 'vi');
    // The welcome mail, the first newsletter mail (the confirmation before it is not one).
    const welcome = await mailTo('mai@example.vn', /^List-Unsubscribe:/im);
    const listHeader = header(welcome, 'List-Unsubscribe');
    expect(listHeader).toMatch(/^<https:\/\/api\.kieu\.test\/newsletter\/unsubscribe\?token=/);
    expect(header(welcome, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const link = listHeader!.slice(1, -1);
    expect(new URL(link).searchParams.get('token')).toBe(
      unsubscribeToken(api.deps.env.APP_SECRET, row.id),
    );

    // A link scanner's GET only reaches the site's page; the subscriber stays.
    const opened = await fetch(onTestApi(link), { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(
      new RegExp(`^${SITE}/blog/newsletter-unsubscribe\\?token=`),
    );
    expect(await subscriberCount('mai@example.vn')).toBe(1);

    // The mail client's one-click POST, as RFC 8058 sends it: no session, no cookie.
    const res = await fetch(onTestApi(link), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await subscriberCount('mai@example.vn')).toBe(0);
    // Final and repeatable: the same link answers the same, and nothing comes back.
    expect((await fetch(onTestApi(link), { method: 'POST' })).status).toBe(200);
    expect(await subscriberCount('mai@example.vn')).toBe(0);
  });

  it('refuses a forged or damaged link with 400 in the caller’s language, and removes nobody', async () => {
    const row = await subscribeAndConfirm('sam@example.com', 'en');
    const good = unsubscribeToken(api.deps.env.APP_SECRET, row.id);
    const forged = unsubscribeToken('not-the-secret-0123456789abcdef', row.id);
    for (const [token, lang, message] of [
      [forged, 'en', 'This unsubscribe link is not valid'],
      [`${good.slice(0, -2)}xx`, 'vi', 'Liên kết hủy đăng ký không hợp lệ'],
      ['', 'en', 'This unsubscribe link is not valid'],
    ] as const) {
      const res = await fetch(
        `${api.url}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
        { method: 'POST', headers: { 'accept-language': lang } },
      );
      expect(res.status).toBe(400);
      expect((await res.json()).detail).toContain(message);
    }
    expect(await subscriberCount('sam@example.com')).toBe(1);
  });
});

async function subscriberCount(email: string) {
  const rows = await api.deps.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return rows.length;
}
