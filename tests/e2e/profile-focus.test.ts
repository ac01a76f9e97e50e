import { expect, test } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { login, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Issue 40 (keyboard audit): saving the profile dropped focus to <body> (the button was disabled
// while it saved), and a wrong current password or login password showed only as a toast that
// disappears.
test.use({ viewport: { width: 1280, height: 800 } });

for (const [lang, dict] of [
  ['vi', vi],
  ['en', en],
] as const) {
  test(`saving the profile keeps focus, and a wrong current password is the field's error (${lang})`, async ({
    page,
    request,
  }) => {
    await login(page, request, await register(request));
    await useAppLocale(page, lang);
    await page.goto('/profile');

    const save = page.getByRole('button', { name: dict['profile.save'], exact: true });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(dict['profile.saved'])).toBeVisible();
    await expect(save).toBeFocused();

    const section = page.getByRole('region', { name: dict['profile.passwordHeading'] });
    const current = section.getByLabel(dict['profile.currentPassword'], { exact: true });
    await current.fill('not-my-password-1');
    await section.getByLabel(dict['profile.newPassword'], { exact: true }).fill('Another-pass-42');
    await section
      .getByLabel(dict['profile.confirmPassword'], { exact: true })
      .fill('Another-pass-42');
    await section
      .getByRole('button', { name: dict['profile.changePassword'], exact: true })
      .click();

    await expect(current).toBeFocused();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription(dict['authApi.currentPasswordWrong']);
    await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });
  });

  test(`a wrong login password is the password field's error, focused (${lang})`, async ({
    page,
    request,
  }) => {
    const account = await register(request);
    await useAppLocale(page, lang);
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: dict['dashboard.invite.title'] })
      .getByRole('button', { name: dict['dashboard.signIn'], exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: dict['authUi.login.title'] });
    await dialog.getByLabel(dict['authUi.email'], { exact: true }).fill(account.email);
    const password = dialog.getByLabel(dict['authUi.password'], { exact: true });
    await password.fill('not-my-password-1');
    await page.keyboard.press('Enter');

    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(dict['authApi.invalidCredentials']);
    await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });
  });
}
