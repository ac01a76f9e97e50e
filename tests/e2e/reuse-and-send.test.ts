import { AxeBuilder } from './support/axe.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { apiUrl, login, register, useAppLocale, type Account } from './support/accounts.ts';
import { toasts } from './support/toaster.ts';

// Issue 22 point 6: Regenerate opens the tool prefilled from the generation (inputs, settings,
// mask), only from the user's own generations; a result is sent on to image to video, image
// editing or the library as a model without a download and an upload (decision 043).
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 800 } });

let account: Account;
let stranger: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request);
  stranger = await register(request);
});

type Item = Record<string, unknown> & { tool: string; status: string };

async function seed(request: APIRequestContext, token: string, items: Item[]) {
  const res = await request.post(`${apiUrl}/dev/seed-generations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { items },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { ids: string[] }).ids;
}

async function signIn(page: Page, request: APIRequestContext, who: Account, locale: 'vi' | 'en') {
  await useAppLocale(page, locale);
  const { token } = await login(page, request, who);
  return token;
}

const dictionaries = { en, vi } as const;
/** The library name of an input copied from a generation of `tool`. */
const inputName = (d: typeof en | typeof vi, tool: keyof typeof toolKeys) =>
  d['history.copyName.input'].replace('{tool}', d[toolKeys[tool]]);
const toolKeys = {
  'virtual-tryon': 'tools.name.virtual-tryon',
  'body-generator': 'tools.name.body-generator',
  'hairstyle-changer': 'tools.name.hairstyle-changer',
  'image-to-video': 'tools.name.image-to-video',
  'image-editing': 'tools.name.image-editing',
} as const;

for (const locale of ['en', 'vi'] as const) {
  const d = dictionaries[locale];

  test(`Regenerate prefills every tool from the generation (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const token = await signIn(page, request, account, locale);
    const [tryOn, body, hair, video, editing] = await seed(request, token, [
      {
        tool: 'virtual-tryon',
        status: 'success',
        inputs: ['person', 'clothing'],
        params: { category: 'dresses' },
      },
      {
        tool: 'body-generator',
        status: 'failed',
        inputs: ['face'],
        params: {
          gender: 'female',
          height: 168,
          weight: 56,
          age: 27,
          skinTone: 'tan',
          bodyType: 'athletic',
          aspectRatio: '9:16',
        },
      },
      {
        tool: 'hairstyle-changer',
        status: 'success',
        inputs: ['person'],
        mask: true,
        params: { styleId: 'modern-bob', hairColor: 'red', prompt: 'tóc gọn gàng' },
      },
      {
        tool: 'image-to-video',
        status: 'failed',
        inputs: ['source'],
        params: { prompt: 'xoay nhẹ quanh người mẫu', duration: 5 },
      },
      {
        tool: 'image-editing',
        status: 'success',
        inputs: ['source'],
        params: { prompt: 'làm sáng ảnh', strength: 0.4, guidanceScale: 7.5, qualitySteps: 30 },
      },
    ]);

    // From the history detail: the Regenerate link opens the try-on at its generate step.
    await page.goto(`/history?tool=virtual-tryon&item=${tryOn}`);
    await page.getByRole('dialog').getByRole('link', { name: d['history.regenerate'] }).click();
    await expect(page).toHaveURL(/\/virtual-tryon$/);
    await expect(toasts(page).getByText(d['toolsUi.prefill.fromGeneration'])).toBeVisible();
    const preview = page.getByRole('complementary', { name: d['tryOn.preview'] });
    await expect(preview.getByRole('img', { name: inputName(d, 'virtual-tryon') })).toHaveCount(2);
    await expect(page.getByText(d['tryOn.previewReady']).first()).toBeVisible();
    await page.getByRole('button', { name: d['tryOn.back'] }).click();
    await expect(page.getByLabel(d['toolsUi.tryOn.category'])).toHaveValue('dresses');

    await page.goto(`/body-generator?from=${body}`);
    await expect(page.getByLabel(d['toolsUi.body.height'])).toHaveValue('168');
    await expect(page.getByRole('radio', { name: d['toolsUi.gender.female'] })).toBeChecked();
    await expect(page.getByRole('radio', { name: '9:16' })).toBeChecked();
    await expect(page.getByRole('img', { name: inputName(d, 'body-generator') })).toBeVisible();
    await expect(page.getByText(d['toolsUi.ready'])).toBeVisible();

    await page.goto(`/hairstyle-changer?from=${hair}`);
    await expect(page.getByRole('img', { name: inputName(d, 'hairstyle-changer') })).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(d['generation.hairstyle.modern-bob']) }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('textbox', { name: new RegExp(`^${d['toolsUi.hair.prompt']}`) }),
    ).toHaveValue('tóc gọn gàng');
    await expect(page.getByText(d['toolsUi.mask.painted'])).toBeVisible();

    await page.goto(`/image-to-video?from=${video}`);
    await expect(page.getByRole('img', { name: inputName(d, 'image-to-video') })).toBeVisible();
    await expect(page.getByLabel(d['toolsUi.prompt'], { exact: false }).first()).toHaveValue(
      'xoay nhẹ quanh người mẫu',
    );

    await page.goto(`/image-editing?from=${editing}`);
    await expect(page.getByRole('img', { name: inputName(d, 'image-editing') })).toBeVisible();
    await expect(page.getByRole('textbox', { name: d['toolsUi.edit.prompt'] })).toHaveValue(
      'làm sáng ảnh',
    );
    await page.getByText(d['toolsUi.edit.advanced']).click();
    // Read with the page's decimal mark (issue 40): 0,40 in Vietnamese.
    const strength = locale === 'vi' ? '0,40' : '0.40';
    await expect(page.getByText(`${d['history.param.strength']}: ${strength}`)).toBeVisible();
    // The query is dropped once used: a reload starts from what is on screen.
    await expect(page).toHaveURL(/\/image-editing$/);
    const scan = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test(`another user’s generation prefills nothing (${locale})`, async ({ page, request }) => {
    const theirs = await signIn(page, request, stranger, locale);
    const [id] = await seed(request, theirs, [
      {
        tool: 'image-editing',
        status: 'success',
        inputs: ['source'],
        params: { prompt: 'bí mật' },
      },
    ]);
    await signIn(page, request, account, locale);
    await page.goto(`/image-editing?from=${id}`);
    await expect(toasts(page).getByText(d['toolsUi.prefill.failed'])).toBeVisible();
    await expect(page.getByRole('textbox', { name: d['toolsUi.edit.prompt'] })).toHaveValue('');
    await expect(page.getByRole('button', { name: d['toolsUi.slot.source.choose'] })).toBeVisible();
  });

  test(`a result is sent on to image editing, image to video and the library (${locale})`, async ({
    page,
    request,
  }) => {
    const token = await signIn(page, request, account, locale);
    const [id] = await seed(request, token, [
      { tool: 'body-generator', status: 'success', width: 600, height: 800, format: 'png' },
    ]);
    const resultName = d['history.copyName.result'].replace(
      '{tool}',
      d['tools.name.body-generator'],
    );
    let uploads = 0;
    await page.route(`${apiUrl}/assets`, (route) => {
      if (route.request().method() === 'POST') uploads += 1;
      return route.continue();
    });

    await page.goto(`/history?tool=body-generator&item=${id}`);
    const detail = page.getByRole('dialog');
    const sendTo = detail.getByRole('region', { name: d['toolsUi.sendTo.title'] });
    await expect(sendTo).toBeVisible();
    const scan = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
    expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    await sendTo.getByRole('button', { name: d['toolsUi.sendTo.editing'] }).click();
    await expect(page).toHaveURL(/\/image-editing$/);
    await expect(toasts(page).getByText(d['toolsUi.prefill.fromSource'])).toBeVisible();
    await expect(page.getByRole('img', { name: resultName })).toBeVisible();

    await page.goto(`/history?tool=body-generator&item=${id}`);
    await detail
      .getByRole('region', { name: d['toolsUi.sendTo.title'] })
      .getByRole('button', { name: d['toolsUi.sendTo.video'] })
      .click();
    await expect(page).toHaveURL(/\/image-to-video$/);
    await expect(page.getByRole('img', { name: resultName })).toBeVisible();

    await page.goto(`/history?tool=body-generator&item=${id}`);
    await detail
      .getByRole('region', { name: d['toolsUi.sendTo.title'] })
      .getByRole('button', { name: d['toolsUi.sendTo.model'] })
      .click();
    await expect(toasts(page).getByText(d['toolsUi.sendTo.saved'])).toBeVisible();

    // The model is among the try-on's models; one image copy served both tools.
    await page.goto('/virtual-tryon');
    await expect(
      page.getByRole('button', { name: d['tryOn.choose'].replace('{name}', resultName) }),
    ).toHaveCount(1);
    const images = await request.get(`${apiUrl}/assets?kind=image`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const names = ((await images.json()) as { items: { name: string }[] }).items.map((a) => a.name);
    expect(names.filter((name) => name === resultName)).toHaveLength(1);
    expect(uploads).toBe(0);
  });
}
