import { expect, test } from '@playwright/test';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import { apiUrl, login, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { keyboardOnly } from './support/keyboard.ts';
import { dictionaries, textOf, type Locale } from './support/keyboard-flow.ts';

// Issue 42 point 2: "My models" from the keyboard alone. A full-body photo uploaded with consent
// becomes a model (ready at once, free), is renamed in place and retired after the app's
// confirmation; focus never falls to <body> and axe finds nothing.
test.use({ viewport: { width: 1280, height: 900 } });

for (const locale of ['vi', 'en'] as const satisfies Locale[]) {
  const d = dictionaries[locale];

  test(`a model made from a library photo is renamed and retired from the keyboard (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { token } = await login(page, request, await register(request));
    const photoName = 'lan-toan-than.png';
    const uploaded = await request.post(`${apiUrl}/assets`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        kind: 'model',
        consent: 'self',
        file: { name: photoName, mimeType: 'image/png', buffer: await samplePhoto('fullBody') },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    await useAppLocale(page, locale);
    await page.goto('/models');
    const keys = keyboardOnly(page);
    await keys.start(d['studio.skipToContent']);
    await expect(
      page.getByRole('heading', { level: 1, name: d['myModels.heading'] }),
    ).toBeVisible();
    await expect(page.getByText(d['myModels.empty'])).toBeVisible();

    // Create: the name, then the photo from the picker (the library photo is the default source).
    await keys.tabTo(page.getByLabel(d['myModels.name'], { exact: true }));
    await keys.type('Lan');
    await keys.activate(page.getByRole('button', { name: d['myModels.photoChoose'] }));
    const picker = page.getByRole('dialog', { name: d['myModels.photoChoose'] });
    await expect(picker).toBeVisible();
    await keys.activate(
      picker.getByRole('button', { name: textOf(d, 'assets.picker.select', { name: photoName }) }),
    );
    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: d['myModels.photoChange'] })).toBeFocused();
    await keys.activate(page.getByRole('button', { name: d['myModels.create'], exact: true }));

    const card = page.getByRole('article', { name: 'Lan' });
    await expect(card.getByText(d['myModels.status.ready'])).toBeVisible();
    await expect(card.getByText(d['myModels.source.photo'])).toBeVisible();
    await expect(card.getByRole('img', { name: 'Lan' })).toBeVisible();
    await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });

    // Rename in place: Enter saves, and focus returns to the card's rename button.
    // The list comes before the form: back up to the new card.
    await keys.activate(
      card.getByRole('button', { name: textOf(d, 'myModels.rename', { name: 'Lan' }) }),
      'Enter',
      { backwards: true },
    );
    const nameField = page.getByLabel(textOf(d, 'myModels.renameLabel', { name: 'Lan' }));
    await expect(nameField).toBeFocused();
    await keys.press('End');
    await keys.type(' Anh');
    await keys.press('Enter');
    const renamed = page.getByRole('article', { name: 'Lan Anh' });
    const renameButton = renamed.getByRole('button', {
      name: textOf(d, 'myModels.rename', { name: 'Lan Anh' }),
    });
    await expect(renameButton).toBeFocused();

    // Retire through the inline confirmation: the card leaves, focus goes to the list's heading.
    await keys.activate(
      renamed.getByRole('button', { name: textOf(d, 'myModels.retire', { name: 'Lan Anh' }) }),
    );
    const confirm = renamed.getByRole('button', { name: d['myModels.retireConfirm'] });
    await expect(confirm).toBeFocused();
    await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });
    await keys.press('Enter');
    await expect(renamed).toBeHidden();
    await expect(page.getByRole('heading', { name: d['myModels.listHeading'] })).toBeFocused();
    await expect(page.getByText(d['myModels.empty'])).toBeVisible();

    // Retired models stay behind the toggle, with no actions left.
    await keys.activate(page.getByRole('checkbox', { name: d['myModels.showRetired'] }), ' ');
    await expect(renamed.getByText(d['myModels.retired'], { exact: true })).toBeVisible();
    await expect(renamed.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });
  });
}
