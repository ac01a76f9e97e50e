import AxeCoreBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * axe-core as every browser test runs it: the same rules, in one `axe.run` on the page, keeping
 * the details of violations only. The library's default runs each frame apart and joins the
 * results in a new blank page, then serialises every passing node: 2.3–2.7 s more per scan on a
 * page of 900 elements (4.5–5.3 s against 2.1 s, measured; issue 38). The site has no
 * cross-origin frames, so one run sees all that the split run does.
 */
export class AxeBuilder extends AxeCoreBuilder {
  constructor(options: ConstructorParameters<typeof AxeCoreBuilder>[0]) {
    super(options);
    this.setLegacyMode(true);
    this.options({ resultTypes: ['violations'] });
  }
}

/** The violations on the page as it is now, each rule with the elements that break it. */
export async function axeViolations(page: Page, options: { exclude?: string } = {}) {
  const builder = new AxeBuilder({ page });
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/**
 * axe on the page as it is now; a failure names each rule with the elements that break it.
 * `exclude` leaves a part out, e.g. '[data-sonner-toaster]' while a toast fades in (its text is
 * briefly below the contrast threshold).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string } = {},
): Promise<void> {
  expect(await axeViolations(page, options)).toEqual([]);
}

/**
 * axe on each of `paths` in turn, in one page (issue 38: a test per page paid for a new context
 * and the scripts compiled afresh). Each page is a step with a soft check named by its path and
 * `label`, so a failure names every page that failed. `settle` waits for a page's content.
 * @example await expectPagesAxeClean(page, ['/', '/en/'], 'at 390px');
 */
export async function expectPagesAxeClean(
  page: Page,
  paths: readonly string[],
  label: string,
  settle: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  for (const path of paths) {
    await test.step(path, async () => {
      await page.goto(path);
      await settle(page);
      expect.soft(await axeViolations(page), `${path} ${label}`).toEqual([]);
    });
  }
}
