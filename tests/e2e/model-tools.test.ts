import { expect, test, type Locator, type Page } from '@playwright/test';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import { login, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { seedBrandModel } from './support/brand-models.ts';
import { keyboardOnly, type KeyboardOnly } from './support/keyboard.ts';
import {
  dictionaries,
  signInAndOpenTool,
  textOf,
  uploadByKeyboard,
  type Dictionary,
} from './support/keyboard-flow.ts';

// Issue 42: product to model and model swap in the studio, each from a guest's login to a
// result with its garment check, and product to model on one of the seller's own models ("My
// models"), with the keyboard alone (focus never on <body>, checked after every key by
// support/keyboard.ts) and axe-clean, in both languages.
test.use({ viewport: { width: 1280, height: 800 } });

/** The samples' names, as GET /samples answers them in each language. */
const samples = {
  vi: { dress: 'Váy liền đỏ', lan: 'Lan, dáng thon', mai: 'Mai, dáng cong' },
  en: { dress: 'Red dress', lan: 'Lan, slim', mai: 'Mai, curvy' },
} as const;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

/** Step 1 of product to model: the sample garments' tab, by arrow key from the library's, then one. */
async function chooseSampleProduct(page: Page, keys: KeyboardOnly, d: Dictionary, name: string) {
  await keys.tabTo(page.getByRole('tab', { name: d['tryOn.tab.gallery'] }));
  await keys.press('ArrowRight');
  const samplesTab = page.getByRole('tab', { name: d['tryOn.samples.garments'] });
  await expect(samplesTab).toBeFocused();
  await expect(samplesTab).toHaveAttribute('aria-selected', 'true');
  const garment = page
    .getByRole('tabpanel')
    .getByRole('button', { name: textOf(d, 'tryOn.choose', { name }), exact: true });
  await expectLoaded(garment.locator('img'));
  await keys.activate(garment);
  // The sample, copied into the library, is the product.
  await expect(page.getByRole('img', { name, exact: true })).toBeVisible();
}

/** "A sample model", chosen with the arrow keys from the default "A suitable model", then one. */
async function chooseSampleModel(page: Page, keys: KeyboardOnly, d: Dictionary, name: string) {
  const suitable = page.getByRole('radio', { name: d['modelTools.model.suitable'] });
  await expect(suitable).toBeChecked();
  await keys.tabTo(suitable);
  await keys.press('ArrowDown');
  await expect(page.getByRole('radio', { name: d['modelTools.model.sample'] })).toBeChecked();
  const card = page.getByRole('button', { name: textOf(d, 'tryOn.choose', { name }), exact: true });
  await expectLoaded(card.locator('img'));
  await keys.activate(card);
  await expect(card).toHaveAttribute('aria-pressed', 'true');
}

/** "One of my models": two arrow keys down from the default "A suitable model". */
async function chooseMyModelsOption(page: Page, keys: KeyboardOnly, d: Dictionary) {
  await keys.tabTo(page.getByRole('radio', { name: d['modelTools.model.suitable'] }));
  await keys.press('ArrowDown');
  await keys.press('ArrowDown');
  await expect(page.getByRole('radio', { name: d['modelTools.model.brand'] })).toBeChecked();
}

/** Generate, then the result takes focus and shows its image and its garment check's badge. */
async function generateAndSeeResult(page: Page, keys: KeyboardOnly, d: Dictionary, tool: string) {
  await keys.activate(page.getByRole('button', { name: d['toolsUi.generate'], exact: true }));
  const heading = page.getByRole('heading', { name: d['toolsUi.result'], exact: true });
  // The garment's cut-out by the background-removal model takes seconds on a busy CPU.
  await expect(heading).toBeFocused({ timeout: 100_000 });
  await keys.expectFocusNotOnBody('the result appeared');
  const result = page.getByRole('region', { name: d['toolsUi.result'], exact: true });
  await expectLoaded(result.getByRole('img', { name: textOf(d, 'history.resultAlt', { tool }) }));
  const verdicts = (['pass', 'warn', 'fail'] as const).map((v) =>
    escape(d[`fidelity.verdict.${v}` as const]),
  );
  await expect(
    result.getByText(
      new RegExp(`^${escape(d['fidelity.badge.label'])}\\s*(${verdicts.join('|')})$`),
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
}

for (const locale of ['vi', 'en'] as const) {
  const d = dictionaries[locale];
  const names = samples[locale];

  test(`product to model from a sample garment on a sample model at 3:4, by keyboard (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const keys = keyboardOnly(page);
    await signInAndOpenTool(
      page,
      request,
      keys,
      locale,
      '/product-to-model',
      'tools.name.product-to-model',
    );
    await expect(page.getByText(d['modelTools.product.kinds'])).toBeVisible();

    // Step 1: the red dress from the samples; its category comes with it.
    await chooseSampleProduct(page, keys, d, names.dress);
    await expect(page.getByLabel(d['toolsUi.tryOn.category'])).toHaveValue('dresses');

    // Step 2: a sample model, at 3:4 (the default) and 1k, on studio white.
    await chooseSampleModel(page, keys, d, names.lan);
    await expect(page.getByRole('radio', { name: '3:4', exact: true })).toBeChecked();
    await expect(
      page.getByRole('radio', { name: d['history.background.studio-white'] }),
    ).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: d['toolsUi.ready'] })).toBeVisible();

    // A described scene: the demo engine draws none, and the API's refusal, in the page's
    // language, is shown at the field. Then back to studio white with the arrow keys.
    const white = page.getByRole('radio', { name: d['history.background.studio-white'] });
    const scene = page.getByRole('radio', { name: d['history.background.scene'] });
    await keys.tabTo(white);
    await keys.press('ArrowRight');
    await keys.press('ArrowRight');
    await expect(scene).toBeChecked();
    const sceneField = page.getByLabel(d['modelTools.scene'], { exact: true });
    await keys.tabTo(sceneField);
    await keys.type(locale === 'vi' ? 'hiên quán cà phê' : 'a café terrace');
    await keys.activate(page.getByRole('button', { name: d['toolsUi.generate'], exact: true }));
    const refusal = textOf(d, 'ai.optionNotSupported', { option: d['ai.option.background'] });
    await expect(sceneField).toHaveAccessibleDescription(refusal);
    await expect(sceneField).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await keys.tabTo(scene, { backwards: true });
    await keys.press('ArrowLeft');
    await keys.press('ArrowLeft');
    await expect(white).toBeChecked();

    await generateAndSeeResult(page, keys, d, d['tools.name.product-to-model'].toLowerCase());
  });

  test(`model swap of a worn photo onto a sample model, by keyboard (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const keys = keyboardOnly(page);
    await signInAndOpenTool(page, request, keys, locale, '/model-swap', 'tools.name.model-swap');

    // Step 1: a photo of a person wearing the product, uploaded with the consent answer.
    await uploadByKeyboard(
      page,
      keys,
      d,
      { choose: d['modelTools.slot.worn.choose'], change: d['modelTools.slot.worn.change'] },
      { name: 'dang-mac.png', mimeType: 'image/png', buffer: await samplePhoto('fullBody') },
    );

    // Step 2: no model of her own yet, so "One of my models" leads to My models instead of an
    // empty list; back up to "A suitable model", then a sample model, in the photo's own frame.
    await chooseMyModelsOption(page, keys, d);
    await expect(
      page.getByRole('link', { name: d['modelTools.brand.toModels'], exact: true }),
    ).toHaveAttribute('href', '/models');
    await keys.press('ArrowUp');
    await keys.press('ArrowUp');
    await chooseSampleModel(page, keys, d, names.mai);
    await expect(page.getByRole('radio', { name: d['modelTools.aspect.source'] })).toBeChecked();
    await expectNoAxeViolations(page);

    await generateAndSeeResult(page, keys, d, d['tools.name.model-swap'].toLowerCase());
  });

  test(`product to model on one of the seller's own models, by keyboard (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    // A seller with one ready model in "My models", signed in on the tool's page.
    const { token } = await login(page, request, await register(request));
    const lan = await seedBrandModel(request, token, 'Lan');
    await useAppLocale(page, locale);
    await page.goto('/product-to-model');
    const keys = keyboardOnly(page);
    await keys.start(d['studio.skipToContent']);
    await keys.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();

    await chooseSampleProduct(page, keys, d, names.dress);

    // Step 2: "One of my models", then Lan by her photo and name (a radio group of its own:
    // Tab enters it, Space chooses).
    await chooseMyModelsOption(page, keys, d);
    await expect(
      page.getByRole('status').filter({ hasText: d['modelTools.missing.brand'] }),
    ).toBeVisible();
    const mine = page.getByRole('group', { name: d['modelTools.brand.legend'] });
    await expectLoaded(mine.locator('img'));
    const choice = mine.getByRole('radio', { name: lan.name, exact: true });
    await keys.activate(choice, ' ');
    await expect(choice).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: d['toolsUi.ready'] })).toBeVisible();
    await expectNoAxeViolations(page);

    // The submit names the model by its id; the server dresses her photo.
    const submitted = page.waitForRequest(
      (req) => req.method() === 'POST' && req.url().endsWith('/ai/product-to-model/generate'),
    );
    await generateAndSeeResult(page, keys, d, d['tools.name.product-to-model'].toLowerCase());
    expect((await submitted).postDataJSON()).toMatchObject({ params: { model: lan.id } });
  });
}
