import { AxeBuilder } from './support/axe.ts';
import { expect, test } from '@playwright/test';
import { bothLanguages, keyPages } from '../support/public-routes.ts';

// axe-core on the key public pages, at phone and desktop widths: no violations at all.
for (const width of [390, 1280]) {
  test.describe(`axe at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of bothLanguages(keyPages)) {
      test(`${path} has no violations`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
