import { AxeBuilder } from './support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { apiUrl, login, register, useAppLocale } from './support/accounts.ts';

// Issue 28 point 5 (spec §2.4, §6): community generations are pictures of real people. A visitor's
// dashboard shows no generation of anyone, only the sign-in prompt; the API refuses the list too.
test.use({ viewport: { width: 1280, height: 800 } });

/** Images on the page that the API serves (generation results and thumbnails). */
const apiImages = (page: Page) =>
  page
    .locator('main img')
    .evaluateAll(
      (imgs, api) =>
        imgs.map((img) => (img as HTMLImageElement).src).filter((s) => s.startsWith(api)),
      apiUrl,
    );

for (const [lang, dict] of [
  ['vi', vi],
  ['en', en],
] as const) {
  test(`a visitor's dashboard shows no generation of anyone (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    // Someone shares a result with the community; a signed-in user sees it on the dashboard.
    const owner = await register(request);
    const { token } = await login(page, request, owner);
    const seeded = await request.post(`${apiUrl}/dev/seed-generations`, {
      headers: { authorization: `Bearer ${token}` },
      data: { items: [{ tool: 'hairstyle-changer', status: 'success' }] },
    });
    expect(seeded.status(), await seeded.text()).toBe(201);
    const [id] = ((await seeded.json()) as { ids: string[] }).ids;
    const shared = await request.put(`${apiUrl}/history/${id}/community`, {
      headers: { authorization: `Bearer ${token}` },
      data: { community: true },
    });
    expect(shared.status(), await shared.text()).toBe(200);
    await useAppLocale(page, lang);
    await page.goto('/dashboard');
    const community = page.getByRole('region', { name: dict['dashboard.community.title'] });
    await expect(community.getByRole('img').first()).toBeVisible();

    // A visitor: the prompt, no community section, no picture the API serves.
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await useAppLocale(visitor, lang);
    const communityCalls: string[] = [];
    visitor.on('request', (r) => {
      if (r.url().includes('/community')) communityCalls.push(r.url());
    });
    await visitor.goto('/dashboard');
    await expect(
      visitor.getByRole('region', { name: dict['dashboard.invite.title'] }),
    ).toBeVisible();
    await expect(
      visitor.getByRole('heading', { name: dict['dashboard.community.title'] }),
    ).toHaveCount(0);
    await expect(
      visitor.getByRole('heading', { name: dict['dashboard.recent.title'] }),
    ).toHaveCount(0);
    expect(await apiImages(visitor)).toEqual([]);
    expect(communityCalls).toEqual([]);
    const results = await new AxeBuilder({ page: visitor }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    // Nor does the API hand the list to an anonymous caller.
    const anonymous = await request.get(`${apiUrl}/community?limit=8`);
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.text()).not.toContain(id!);
    await context.close();
  });
}
