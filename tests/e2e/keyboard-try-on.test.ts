import { expect, test } from '@playwright/test';
import { keyboardOnly } from './support/keyboard.ts';
import {
  dictionaries,
  generateOpenAndDownload,
  signInAndOpenTool,
} from './support/keyboard-flow.ts';

// Issue 25: the virtual try-on from a guest's login to a downloaded result with the keyboard
// alone, in both languages: samples chosen with Enter, each Continue moving focus to the next
// step's heading, then generate, open and download. No key may leave focus on <body>.
test.use({ viewport: { width: 1280, height: 800 } });

for (const locale of ['en', 'vi'] as const) {
  const d = dictionaries[locale];

  test(`virtual try-on with the keyboard alone (${locale})`, async ({ page, request }) => {
    // The garment cut-out and the try-on run on the CPU (local engine).
    test.setTimeout(120_000);
    const keys = keyboardOnly(page);
    await signInAndOpenTool(
      page,
      request,
      keys,
      locale,
      '/virtual-tryon',
      'tools.name.virtual-tryon',
    );
    const sources = page.getByRole('tablist', { name: d['tryOn.sources'] });
    await keys.tabTo(sources.getByRole('tab', { name: d['tryOn.tab.gallery'] }));
    await keys.press('ArrowRight');
    await expect(sources.getByRole('tab', { name: d['tryOn.tab.samples'] })).toBeFocused();

    const model = page
      .getByRole('region', { name: d['tryOn.samples.models'] })
      .getByRole('button')
      .first();
    await keys.activate(model);
    await expect(model).toBeFocused();
    const next = page.getByRole('button', { name: d['tryOn.continue'] });
    await expect(next).toBeEnabled({ timeout: 60_000 });
    await keys.activate(next);
    await expect(
      page.getByRole('heading', { name: d['tryOn.step.garment'], exact: true }),
    ).toBeFocused();

    const garment = page
      .getByRole('region', { name: d['tryOn.samples.garments'] })
      .getByRole('button', { name: /./ })
      .and(page.locator('[aria-label]'))
      .first();
    await keys.activate(garment);
    await expect(next).toBeEnabled({ timeout: 30_000 });
    await keys.activate(next);
    await expect(
      page.getByRole('heading', { name: d['tryOn.step.generate'], exact: true }),
    ).toBeFocused();

    // Back and forth through the steps: each change of step puts focus on its heading.
    await keys.activate(page.getByRole('button', { name: d['tryOn.back'] }));
    await expect(
      page.getByRole('heading', { name: d['tryOn.step.garment'], exact: true }),
    ).toBeFocused();
    await keys.activate(next);
    await expect(
      page.getByRole('heading', { name: d['tryOn.step.generate'], exact: true }),
    ).toBeFocused();

    await generateOpenAndDownload(page, keys, d);
  });
}
