import { expect, test } from '@playwright/test';
import { TEAM_ACCESS_LIVE } from '../../src/contracts/plans.ts';
import { TEAM_SEATS } from '../../src/contracts/teams.ts';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { keyboardOnly } from './support/keyboard.ts';

// Issue 40 point 9: the Professional and Premium cards and the compare table sold "team access"
// that did not exist. A paid promise is kept, or it comes off the cards until it is (decision 103).
test.use({ viewport: { width: 1280, height: 800 } });

for (const [lang, dict, prefix] of [
  ['vi', vi, ''],
  ['en', en, '/en'],
] as const) {
  test(`/pricing sells team access only when it exists (${lang})`, async ({ page }) => {
    await page.goto(`${prefix}/pricing`);
    const keys = keyboardOnly(page);
    for (const plan of ['professional', 'premium'] as const) {
      const name = dict[`pricing.plan.${plan}`];
      const list = page.getByRole('list', {
        name: dict['pricing.featuresLabel'].replace('{plan}', name),
      });
      await expect(list.getByRole('listitem').first()).toBeVisible();
      const line = dict['pricing.feature.team'].replace('{count}', String(TEAM_SEATS[plan]));
      await expect(list.getByText(line, { exact: true })).toHaveCount(TEAM_ACCESS_LIVE ? 1 : 0);
    }
    // The compare table, reached from the keyboard (its scroll region takes focus).
    const table = page.getByRole('region', { name: dict['pricing.compare.caption'] });
    await keys.tabTo(table, { max: 120 });
    await expect(
      table.getByRole('rowheader', { name: dict['pricing.compare.team'], exact: true }),
    ).toHaveCount(TEAM_ACCESS_LIVE ? 1 : 0);
    await expect(
      table.getByRole('rowheader', { name: dict['pricing.compare.api'], exact: true }),
    ).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}
