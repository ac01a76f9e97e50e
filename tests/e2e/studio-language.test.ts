import { expect, test, type Locator, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { studioTools } from '../../src/contracts/studio.ts';
import { apiUrl, login, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Issue 22 points 10 and 11, issue 25 "Language": the studio speaks the language of the site the
// visitor came from, from the first paint; one voice per language on every screen touched here.
test.use({ viewport: { width: 1280, height: 800 } });

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('with no stored choice opens the studio in Vietnamese (issue 28 point 6)', async ({
    page,
  }) => {
    // Straight to the studio: the browser's language is never used (the first load may be slow
    // on a busy machine: the island's scripts are not cached yet).
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Chào mừng đến với Kiểu Studio' }),
    ).toBeVisible({ timeout: 15_000 });
    expect(await htmlLang(page)).toBe('vi-VN');
    await expect(page).toHaveTitle('Bảng điều khiển · Kiểu Studio');
    await expect(page.getByRole('heading', { name: 'Welcome to Kiểu Studio' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('coming from the Vietnamese home page gets a Vietnamese studio', async ({ page }) => {
    // A choice made in English first, then the Vietnamese site read: the site wins.
    await page.goto('/en/');

    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Vào ứng dụng' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Chào mừng đến với Kiểu Studio' }),
    ).toBeVisible();
    expect(await htmlLang(page)).toBe('vi-VN');
    await expect(page).toHaveTitle('Bảng điều khiển · Kiểu Studio');
  });
});

test.describe('a Vietnamese browser', () => {
  test.use({ locale: 'vi-VN' });

  test('coming from the English site gets an English studio, and the switch back is kept', async ({
    page,
  }) => {
    await page.goto('/en/');
    await page.getByRole('banner').getByRole('link', { name: 'Go App' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Kiểu Studio' }),
    ).toBeVisible();
    expect(await htmlLang(page)).toBe('en-US');
    await expect(page).toHaveTitle('Dashboard · Kiểu Studio');

    // The public site's language switch is a choice too.
    await page.goto('/en/pricing');
    await page.getByRole('banner').getByRole('link', { name: 'Tiếng Việt' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${vi['help.title']} · Kiểu Studio`);
    expect(await htmlLang(page)).toBe('vi-VN');
  });
});

for (const [lang, other, title, loading, otherLoading] of [
  ['en', 'vi', 'Dashboard · Kiểu Studio', 'Loading...', 'Đang tải...'],
  ['vi', 'en', 'Bảng điều khiển · Kiểu Studio', 'Đang tải...', 'Loading...'],
] as const) {
  test(`an app page shows its loading state and title in the stored language (${lang})`, async ({
    browser,
  }) => {
    // The browser prefers the other language: the stored choice wins before any island runs.
    const context = await browser.newContext({ locale: other === 'en' ? 'en-US' : 'vi-VN' });
    const page = await context.newPage();
    await useAppLocale(page, lang);
    await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
    await page.goto('/dashboard');
    await expect(page.getByText(loading, { exact: true })).toBeVisible();
    await expect(page.getByText(otherLoading, { exact: true })).toBeHidden();
    expect(await htmlLang(page)).toBe(lang === 'en' ? 'en-US' : 'vi-VN');
    await expect(page).toHaveTitle(title);
    await context.close();
  });
}

test('the English 404 page is English from header to footer', async ({ page }) => {
  const response = await page.goto('/en/no-such-page');
  expect(response?.status()).toBe(404);
  expect(await htmlLang(page)).toBe('en-US');
  await expect(
    page.getByRole('heading', { level: 1, name: 'We could not find this page' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Chúng tôi không tìm thấy trang này' }),
  ).toHaveCount(0);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Bảng giá' })).toHaveCount(0);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: en['footer.privacy'] })).toBeVisible();
  await expect(footer.getByRole('link', { name: vi['footer.privacy'] })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

const texts = {
  vi: {
    invite: 'Bắt đầu sáng tạo cùng Kiểu Studio',
    required: 'Yêu cầu đăng nhập: Vui lòng đăng nhập để sử dụng tính năng này.',
    signIn: 'Đăng nhập',
    register: 'Tạo tài khoản',
    registerDialog: vi['authUi.register.title'],
    toaster: 'Thông báo (Alt+T)',
    close: 'Đóng thông báo',
    save: 'Lưu thay đổi',
    saved: 'Đã cập nhật hồ sơ',
    bodyType: 'Dáng người',
    ectomorph: 'Gầy, khung xương nhỏ',
    cfg: 'Mức bám mô tả: 0,50',
    cfgValue: '0,50',
    advanced: 'Cài đặt nâng cao',
    strength: 'Cường độ: 0,75',
    guidance: 'Mức bám mô tả: 7,5',
    dress: 'Váy liền đỏ',
    model: 'Lan, dáng thon',
    samplesTab: vi['tryOn.tab.samples'],
    longName: 'Hoa, dáng cân đối',
    choose: (name: string) => `Chọn ${name}`,
    account: 'Tài khoản',
    recent: vi['dashboard.recent.title'],
    styles: vi['toolsUi.hair.styles'],
    choosePortrait: vi['toolsUi.slot.portrait.choose'],
    emptyKind: vi['assets.picker.emptyKind'].replace('{kind}', vi['assets.kind.face']),
  },
  en: {
    invite: 'Start creating in Kiểu Studio',
    required: 'Authentication Required: Please login to access this feature.',
    signIn: 'Log in',
    register: 'Create account',
    registerDialog: en['authUi.register.title'],
    toaster: 'Notifications (Alt+T)',
    close: 'Close notification',
    save: 'Save changes',
    saved: 'Profile updated',
    bodyType: 'Body type',
    ectomorph: 'Ectomorph (slim, lean)',
    cfg: 'Guidance scale: 0.50',
    cfgValue: '0.50',
    advanced: 'Advanced settings',
    strength: 'Strength: 0.75',
    guidance: 'Guidance scale: 7.5',
    dress: 'Red dress',
    model: 'Lan, slim',
    samplesTab: en['tryOn.tab.samples'],
    longName: 'Hoa, average',
    choose: (name: string) => `Choose ${name}`,
    account: 'Account',
    recent: en['dashboard.recent.title'],
    styles: en['toolsUi.hair.styles'],
    choosePortrait: en['toolsUi.slot.portrait.choose'],
    emptyKind: en['assets.picker.emptyKind'].replace('{kind}', en['assets.kind.face']),
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  const text = texts[lang];

  test(`a guest's dashboard invites once to sign in or register (${lang})`, async ({ page }) => {
    await useAppLocale(page, lang);
    await page.goto('/dashboard');
    const invite = page.getByRole('region', { name: text.invite });
    await expect(invite).toBeVisible();
    await expect(page.getByText(text.required, { exact: true })).toHaveCount(1);
    await expect(invite.getByText(text.required, { exact: true })).toBeVisible();
    await expect(invite.getByRole('button', { name: text.signIn, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await invite.getByRole('button', { name: text.register, exact: true }).click();
    await expect(page.getByRole('dialog', { name: text.registerDialog })).toBeVisible();
  });

  test(`the toaster and its close buttons are labelled in the page's language (${lang})`, async ({
    page,
    request,
  }) => {
    await login(page, request, await register(request));
    await useAppLocale(page, lang);
    await page.goto('/profile');
    await page.getByRole('button', { name: text.save }).first().click();
    const toaster = page.getByRole('region', { name: text.toaster, exact: true });
    await expect(toaster.getByText(text.saved)).toBeVisible();
    await toaster.getByRole('button', { name: text.close, exact: true }).click();
    await expect(toaster.getByText(text.saved)).toHaveCount(0);
  });

  test(`body types, the CFG setting and the edit sliders read in the page's language (${lang})`, async ({
    page,
    request,
  }) => {
    await login(page, request, await register(request));
    await useAppLocale(page, lang);
    await page.goto('/body-generator');
    const bodyType = page.getByLabel(text.bodyType, { exact: true });
    await expect(bodyType.locator('option', { hasText: text.ectomorph })).toHaveCount(1);
    // Eight different names: no two read alike, and no English term on a Vietnamese page.
    const names = await bodyType.locator('option').allTextContents();
    expect(new Set(names).size).toBe(names.length);
    if (lang === 'vi') expect(names.filter((name) => /morph/i.test(name))).toEqual([]);
    await page.goto('/image-to-video');
    await expect(page.getByText(text.cfg, { exact: true })).toBeVisible();
    await expect(page.getByRole('slider', { name: text.cfg })).toHaveAttribute(
      'aria-valuetext',
      text.cfgValue,
    );
    // The edit tool's sliders too: "0.75" and "7.5" showed on Vietnamese pages (issue 40).
    await page.goto('/image-editing');
    await page.getByText(text.advanced, { exact: true }).click();
    await expect(page.getByRole('slider', { name: text.strength })).toHaveAttribute(
      'aria-valuetext',
      text.strength.split(': ')[1]!,
    );
    await expect(page.getByText(text.guidance, { exact: true })).toBeVisible();
  });

  test(`at 1024×768 no hairstyle or recent-generation name is cut, and an empty picker names its kind (${lang})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const { token } = await login(page, request, await register(request));
    const headers = { authorization: `Bearer ${token}` };
    const seeded = await request.post(`${apiUrl}/dev/seed-generations`, {
      headers,
      data: {
        items: studioTools.map((tool, i) => ({ tool, status: i % 2 ? 'processing' : 'success' })),
      },
    });
    expect(seeded.status(), await seeded.text()).toBe(201);
    // A garment in the library: the portrait picker lists faces only.
    expect(
      (await request.post(`${apiUrl}/samples/garment-red-dress/use`, { headers })).status(),
    ).toBe(201);
    await useAppLocale(page, lang);

    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: text.recent }).getByRole('listitem');
    await expect(recent).toHaveCount(studioTools.length);
    expect(await cutTexts(recent)).toEqual([]);

    await page.goto('/hairstyle-changer');
    const styles = page.getByRole('list', { name: text.styles }).getByRole('button');
    await expect(styles).toHaveCount(20);
    expect(await cutTexts(styles)).toEqual([]);

    await page.getByRole('button', { name: text.choosePortrait }).click();
    await expect(page.getByRole('dialog').getByText(text.emptyKind, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test(`copies of samples are named in the page's language, by their sample id (${lang})`, async ({
    page,
    request,
  }) => {
    const { token } = await login(page, request, await register(request));
    // Picked in the other language: the library still names them in this one.
    const pickedIn = lang === 'vi' ? 'en' : 'vi';
    for (const sample of ['garment-red-dress', 'model-lan']) {
      const res = await request.post(`${apiUrl}/samples/${sample}/use`, {
        headers: { authorization: `Bearer ${token}`, 'accept-language': pickedIn },
      });
      expect(res.status()).toBe(201);
    }
    await useAppLocale(page, lang);
    await page.goto('/assets');
    await expect(page.getByText(text.dress, { exact: true })).toBeVisible();
    await expect(page.getByText(text.model, { exact: true })).toBeVisible();
    await expect(page.getByText(texts[pickedIn].dress, { exact: true })).toHaveCount(0);
  });

  test(`sample card names wrap whole and show in full on keyboard focus (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await register(request);
    await login(page, request, account);
    await useAppLocale(page, lang);
    await page.goto('/virtual-tryon');
    await page.getByRole('tab', { name: text.samplesTab }).click();
    const card = page.getByRole('button', { name: text.choose(text.longName), exact: true });
    const names = card.getByText(text.longName, { exact: true });
    await expect(names.first()).toBeVisible();
    // Nothing is cut: the name fits its (at most two) lines, across and down.
    expect(await fits(names.first())).toBe(true);
    await expect(names.nth(1)).toBeHidden();

    await card.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
    await expect(names.nth(1)).toBeVisible();
    await expectNoAxeViolations(page);

    // The sidebar's name and email, cut to its width, show whole in the shared tooltip.
    const accountCard = page.getByRole('region', { name: text.account, exact: true });
    await accountCard.getByText(account.email, { exact: true }).first().hover();
    await expect(page.getByRole('tooltip', { name: account.email })).toBeVisible();
  });
}

/** Whether an element's text is shown whole: no overflow across or down. */
function fits(locator: Locator) {
  return locator.evaluate(
    (node) => node.scrollWidth <= node.clientWidth && node.scrollHeight <= node.clientHeight + 1,
  );
}

/**
 * The texts inside these elements that are cut: wider or taller than their box, or ending in an
 * ellipsis (text-overflow or a line clamp). Each is given as its text.
 */
async function cutTexts(items: Locator): Promise<string[]> {
  const cut = await items.evaluateAll((nodes) =>
    nodes.flatMap((node) =>
      [...node.querySelectorAll<HTMLElement>('span, p, h3')]
        .filter((el) => el.checkVisibility() && el.textContent?.trim())
        .filter((el) => {
          const style = getComputedStyle(el);
          const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
          return (
            el.scrollWidth > el.clientWidth ||
            el.scrollHeight > el.clientHeight + 1 ||
            style.textOverflow === 'ellipsis' ||
            clamped
          );
        })
        .map((el) => el.textContent!.trim()),
    ),
  );
  return [...new Set(cut)];
}
