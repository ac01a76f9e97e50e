import { AxeBuilder } from './support/axe.ts';
import { expect, test } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { login, newAccount, register, useAppLocale } from './support/accounts.ts';

// Issue 28 point 4 (spec §9): tooltips open after 700 ms of hover, at once within 300 ms of
// another, on keyboard focus, and close with Esc. The page's clock is paused so the delays are
// measured exactly, whatever the machine's load.
test.use({ viewport: { width: 1280, height: 800 } });

for (const [lang, dict] of [
  ['vi', vi],
  ['en', en],
] as const) {
  test(`tooltips keep the spec's delays and work from the keyboard (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await register(request, newAccount('tip', 'Nguyễn Thị Thanh Hương'));
    await page.clock.install();
    await login(page, request, account);
    await useAppLocale(page, lang);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: dict['studio.account.label'], exact: true });
    const name = card.locator('p', { hasText: account.name });
    const email = card.locator('p', { hasText: account.email });
    await expect(email).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

    const nameTip = page.getByRole('tooltip', { name: account.name });
    const emailTip = page.getByRole('tooltip', { name: account.email });
    await name.hover();
    await page.clock.runFor(400);
    await expect(nameTip).toBeHidden();
    await page.clock.runFor(300);
    await expect(nameTip).toBeVisible();
    await expect(name).toHaveAttribute('aria-describedby', (await nameTip.getAttribute('id'))!);

    // Straight on to the next one: within the skip delay it opens at once.
    await email.hover();
    await expect(nameTip).toBeHidden();
    await expect(emailTip).toBeVisible();
    await page.clock.runFor(100);
    await page.mouse.move(700, 700);
    await expect(emailTip).toBeHidden();

    // Long after: the full delay again.
    await page.clock.runFor(1000);
    await email.hover();
    await page.clock.runFor(400);
    await expect(emailTip).toBeHidden();
    await page.clock.runFor(300);
    await expect(emailTip).toBeVisible();
    await page.mouse.move(700, 700);
    await page.clock.runFor(1000);

    // Keyboard: focus opens at once, Esc closes and leaves the focus where it was.
    await name.focus();
    await page.keyboard.press('Tab');
    await expect(email).toBeFocused();
    await expect(emailTip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(emailTip).toBeHidden();
    await expect(email).toBeFocused();
    // axe waits on timers: let the page's clock run again, with a tooltip open.
    await page.clock.resume();
    await page.keyboard.press('Shift+Tab');
    await expect(nameTip).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
}
