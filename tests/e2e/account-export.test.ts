import { expect, test } from '@playwright/test';
import {
  apiUrl,
  login,
  newAccount,
  register,
  newestMail,
  useAppLocale,
} from './support/accounts.ts';
import { screenDefects } from '../support/screen-defects.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { keyboardOnly } from './support/keyboard.ts';

// Issue 26 point 2 (decision 055): "Download my data" on /profile, by keyboard, in both
// languages: the export starts, its progress is announced, the link and its expiry appear,
// the mail arrives in the account's language, axe stays clean and focus never falls to <body>.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 900 } });

const text = {
  vi: {
    heading: 'Tải dữ liệu của tôi',
    start: 'Chuẩn bị dữ liệu của tôi',
    again: 'Chuẩn bị bản xuất mới',
    queued: 'Yêu cầu xuất dữ liệu đang chờ bắt đầu.',
    progress: 'Tiến độ xuất dữ liệu',
    ready: 'Dữ liệu của bạn đã sẵn sàng.',
    download: /^Tải dữ liệu của tôi \(ZIP, [\d,]+ (KB|MB|B)\)$/,
    expires: /^Đường dẫn có hiệu lực đến \d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}\.$/,
    subject: 'Dữ liệu Kiểu Studio của bạn đã sẵn sàng để tải',
    schema: 'Xem lược đồ',
  },
  en: {
    heading: 'Download my data',
    start: 'Prepare my data',
    again: 'Prepare a new export',
    queued: 'Your export is waiting to start.',
    progress: 'Export progress',
    ready: 'Your data is ready.',
    download: /^Download my data \(ZIP, [\d.]+ (KB|MB|B)\)$/,
    expires: /^The link works until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M\.$/,
    subject: 'Your Kiểu Studio data is ready to download',
    schema: 'Read the schema',
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  test(`downloads my data from the profile by keyboard (${lang})`, async ({ page, request }) => {
    const words = text[lang];
    const account = await register(request, newAccount('xuat'), lang);
    await useAppLocale(page, lang);
    const { token } = await login(page, request, account);
    const seeded = await request.post(`${apiUrl}/dev/seed-generations`, {
      headers: { authorization: `Bearer ${token}` },
      data: { items: [{ tool: 'virtual-tryon', status: 'success', width: 800, height: 600 }] },
    });
    expect(seeded.status(), await seeded.text()).toBe(201);

    await page.goto('/profile');
    const section = page.getByRole('region', { name: words.heading });
    await expect(section).toBeVisible();
    await expectNoAxeViolations(page);

    const keys = keyboardOnly(page);
    const button = section.getByRole('button', { name: words.start });
    await keys.activate(button);
    // The answer of the start is the queued export: announced, with its progress bar.
    const status = section.getByRole('status');
    await expect(status).toHaveText(words.queued);
    await expect(section.getByRole('progressbar', { name: words.progress })).toBeVisible();
    await keys.expectFocusNotOnBody('starting the export');

    await expect(status).toHaveText(words.ready, { timeout: 30_000 });
    const link = section.getByRole('link', { name: words.download });
    await expect(link).toBeVisible();
    await expect(section.getByText(words.expires)).toBeVisible();
    await expect(section.getByRole('button', { name: words.again })).toBeFocused();
    await expectNoAxeViolations(page);
    // One language, no placeholders, dates and sizes in the page's format.
    expect(screenDefects(await section.innerText(), lang)).toEqual([]);

    // The link serves the ZIP (PK signature), and the mail carries a link to the same file.
    const href = (await link.getAttribute('href'))!;
    const zip = await request.get(href);
    expect(zip.status()).toBe(200);
    expect((await zip.body()).subarray(0, 2).toString()).toBe('PK');
    const mail = await newestMail(request, account.email, (m) => m.subject === words.subject);
    expect(mail.text).toContain(href.split('?')[0]);
    expect(mail.text).not.toMatch(/\{\w+\}/);

    // The schema the section links to is published by the site.
    const schemaLink = section.getByRole('link', { name: words.schema });
    const schema = await page.request.get((await schemaLink.getAttribute('href'))!);
    expect(schema.status()).toBe(200);
    expect(((await schema.json()) as { title: string }).title).toBe(
      'Kiểu Studio account export (account.json)',
    );
  });
}
