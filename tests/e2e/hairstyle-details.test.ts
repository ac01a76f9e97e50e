import { AxeBuilder } from './support/axe.ts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiUrl, login, register, useAppLocale, type Account } from './support/accounts.ts';

// Spec §3: each hairstyle has a short description where styles are chosen; a hairstyle run
// shows its style by name and type in history, never the raw id; the theme is stored as light.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 900 } });
let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request);
});

const texts = {
  en: {
    styles: 'Hairstyles',
    pixie: 'Pixie',
    pixieText: 'A very short, cropped cut that shows the face.',
    tab: 'Hairstyle changer',
    detail: 'Generation details',
    styleName: 'Style name',
    bob: 'Modern bob',
    styleType: 'Style type',
    short: 'Short',
  },
  vi: {
    styles: 'Kiểu tóc',
    pixie: 'Tóc pixie',
    pixieText: 'Tóc cắt rất ngắn, để lộ khuôn mặt.',
    tab: 'Đổi kiểu tóc',
    detail: 'Chi tiết lần tạo',
    styleName: 'Tên phong cách',
    bob: 'Bob hiện đại',
    styleType: 'Loại phong cách',
    short: 'Ngắn',
  },
} as const;

async function seedHairstyleRun(request: APIRequestContext, token: string) {
  const res = await request.post(`${apiUrl}/dev/seed-generations`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      items: [
        {
          tool: 'hairstyle-changer',
          status: 'success',
          params: {
            styleId: 'modern-bob',
            styleType: 'short',
            styleName: 'Modern bob',
            hairColor: 'black',
          },
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

for (const lang of ['vi', 'en'] as const) {
  const text = texts[lang];
  test(`${lang}: style cards carry their descriptions and the theme is stored as light`, async ({
    page,
    request,
  }) => {
    await login(page, request, account);
    await useAppLocale(page, lang);
    await page.goto('/hairstyle-changer');
    const styles = page.getByRole('list', { name: text.styles });
    const pixie = styles.getByRole('button', { name: new RegExp(`^${text.pixie}`) });
    await expect(pixie).toHaveAccessibleDescription(text.pixieText);
    await expect(styles.getByText(text.pixieText)).toBeVisible();
    await expect(styles.getByRole('listitem')).toHaveCount(20);
    for (const item of await styles.getByRole('listitem').all()) {
      await expect(item.locator('p')).not.toBeEmpty();
    }
    expect(await page.evaluate(() => localStorage.getItem('kieu.theme'))).toBe('light');
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test(`${lang}: history names a hairstyle run's style instead of its id`, async ({
    page,
    request,
  }) => {
    const { token } = await login(page, request, account);
    await useAppLocale(page, lang);
    await seedHairstyleRun(request, token);
    await page.goto('/history?tool=hairstyle-changer');
    await expect(page.getByRole('tab', { name: text.tab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.getByRole('main').getByRole('listitem').first().getByRole('button').click();
    const detail = page.getByRole('dialog', { name: text.detail });
    await expect(detail.getByRole('term').filter({ hasText: text.styleName })).toBeVisible();
    await expect(detail.getByRole('definition').filter({ hasText: text.bob })).toBeVisible();
    await expect(detail.getByRole('term').filter({ hasText: text.styleType })).toBeVisible();
    await expect(detail.getByRole('definition').filter({ hasText: text.short })).toBeVisible();
    await expect(detail.getByText('modern-bob')).toHaveCount(0);
  });
}
