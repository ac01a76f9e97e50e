import { expect, test } from '@playwright/test';
import { bothLanguages, keyPages } from '../support/public-routes.ts';
import { AxeBuilder, axeViolations, expectPagesAxeClean } from './support/axe.ts';

// axe-core on the key public pages, at phone and desktop widths: no violations at all. One test
// per width visits every page (issue 38); each page is a soft check, so a failure names them all.
for (const width of [390, 1280]) {
  test(`the key pages have no violations at ${width}px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await expectPagesAxeClean(page, bothLanguages(keyPages), `at ${width}px`);
  });
}

test('the project’s axe setup sees a violation, scans again on one page, and honours its scope', async ({
  page,
}) => {
  await page.goto('/');
  expect(await axeViolations(page)).toEqual([]);
  // axe is already in this page: the second scan reuses it and still sees what changed.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    image.id = 'no-alt';
    document.querySelector('main')!.append(image);
  });
  expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: .*#no-alt/)]);
  expect(await axeViolations(page, { exclude: '#no-alt' })).toEqual([]);
  const header = await new AxeBuilder({ page }).include('header').analyze();
  expect(header.violations).toEqual([]);
});
