import { test } from '@playwright/test';
import { bothLanguages, keyPages } from '../support/public-routes.ts';
import { expectPagesAxeClean } from './support/axe.ts';

// axe-core on the key public pages, at phone and desktop widths: no violations at all. One test
// per width visits every page (issue 38); each page is a soft check, so a failure names them all.
for (const width of [390, 1280]) {
  test(`the key pages have no violations at ${width}px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await expectPagesAxeClean(page, bothLanguages(keyPages), `at ${width}px`);
  });
}
