import { expect, test } from '@playwright/test';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { login, register, useAppLocale } from './support/accounts.ts';

// The try-on's model photo check (docs/decisions/019-try-on-perception.md): a head-and-shoulders
// portrait is refused beside the model step, saying what to upload, and nothing can be generated
// with it; a full-body sample model is accepted.
test.use({ viewport: { width: 1280, height: 800 } });

for (const [locale, d] of [
  ['en', en],
  ['vi', vi],
] as const) {
  test(`a portrait is refused as a try-on model, a full-body sample accepted (${locale})`, async ({
    page,
    request,
  }) => {
    const account = await register(request);
    await login(page, request, account);
    await useAppLocale(page, locale);
    await page.goto('/virtual-tryon');

    await page.getByRole('button', { name: d['tryOn.uploadModel'] }).click();
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: d['assets.consent.subject'] })
      .check();
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: d['assets.picker.uploadNew'] })
      .click();
    await (
      await chooser
    ).setFiles({
      name: 'chan-dung.png',
      mimeType: 'image/png',
      buffer: await samplePhoto('portrait'),
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const refusal = page.getByRole('alert').filter({ hasText: d['tryOn.check.notFullBody'] });
    await expect(refusal).toBeVisible();
    await expect(page.getByRole('button', { name: d['tryOn.continue'] })).toBeDisabled();
    const preview = page.getByRole('complementary', { name: d['tryOn.preview'] });
    await expect(
      preview.getByRole('button', { name: d['toolsUi.generate'], exact: true }),
    ).toBeDisabled();
    await expect(
      page.getByRole('list', { name: d['tryOn.steps'] }).getByRole('button', { name: /2/ }),
    ).toBeDisabled();

    await page.getByRole('tab', { name: d['tryOn.tab.samples'] }).click();
    const lan = locale === 'en' ? 'Lan, slim' : 'Lan, dáng thon';
    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: d['tryOn.choose'].replace('{name}', lan), exact: true })
      .click();
    await expect(page.getByRole('button', { name: d['tryOn.continue'] })).toBeEnabled();
    await expect(refusal).toHaveCount(0);
  });
}
