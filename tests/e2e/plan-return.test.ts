import { expect, test } from '@playwright/test';
import { login, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { keyboardOnly } from './support/keyboard.ts';
import { dictionaries, textOf } from './support/keyboard-flow.ts';

// Issue 40 point 7 (decision 102): a plan bought from a studio screen's upgrade link lands back
// on that screen, not on the success page. The studio's plans page passes the screen on to the
// checkout. By keyboard, in both languages, axe-clean.
test.use({ viewport: { width: 1280, height: 800 } });

for (const locale of ['vi', 'en'] as const) {
  const d = dictionaries[locale];
  test(`a plan bought from API management lands back on it (${locale})`, async ({
    page,
    request,
  }) => {
    await useAppLocale(page, locale);
    await login(page, request, await register(request));
    const keys = keyboardOnly(page);
    await page.goto('/api-management');
    await keys.start(d['studio.skipToContent']);
    await keys.tabTo(page.getByRole('link', { name: d['apiTokens.planGateLink'] }));
    await keys.followLink(
      'Enter',
      '**/studio-pricing?return=%2Fapi-management',
      d['studio.skipToContent'],
    );
    const pro = page.getByRole('link', {
      name: textOf(d, 'billing.cta.upgrade', { plan: d['pricing.plan.pro'] }),
      exact: true,
    });
    await expect(pro).toHaveAttribute('href', /return=%2Fapi-management/);
    await expectNoAxeViolations(page);
    await keys.tabTo(pro);
    await keys.followLink('Enter', /\/checkout\?/, d['a11y.skipToContent']);

    // The QR rails come first (issue 43): the arrows move the choice to the sandbox.
    await keys.chooseRadio(
      page.getByRole('group', { name: d['billing.checkout.method'] }),
      page.getByRole('radio', { name: d['billing.gateway.sandbox'] }),
    );
    // The plan's Pay goes to the gateway's own page: no focus to check on the way.
    await keys.tabTo(
      page.getByRole('button', { name: new RegExp(`^${d['billing.checkout.pay'].split('{')[0]}`) }),
    );
    await page.keyboard.press('Enter');
    const pay = page.getByRole('button', { name: d['billing.sandbox.pay'] });
    await expect(pay).toBeVisible();
    // Paying leaves the page (the success page, then the screen): no focus to check between.
    await keys.tabTo(pay);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/api-management$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
