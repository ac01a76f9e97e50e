import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on the page as it is now; a failure names each rule with the elements that break it.
 * `exclude` leaves a part out, e.g. '[data-sonner-toaster]' while a toast fades in (its text is
 * briefly below the contrast threshold).
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page });
  if (options.exclude) builder.exclude(options.exclude);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
