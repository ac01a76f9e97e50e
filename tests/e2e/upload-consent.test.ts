import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { apiUrl, login, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { dictionaries, textOf, type Locale } from './support/keyboard-flow.ts';
import { finishedEditFrom } from './support/generations.ts';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';

// Issue 26 point 3 (decision 057): the library asks for consent before each upload of a photo
// of a person, shows the record in the asset's details, and offers to delete what was made
// from an input along with it.
test.use({ viewport: { width: 1280, height: 800 } });

async function portrait(name: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320">
    <rect width="100%" height="100%" fill="#d7ccc8"/><circle cx="120" cy="110" r="50" fill="#e8bf9f"/>
  </svg>`;
  return { name, mimeType: 'image/png', buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

for (const locale of ['vi', 'en'] as const satisfies Locale[]) {
  const d = dictionaries[locale];

  test(`the upload asks for consent, records it and shows it in the asset (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const account = await register(request);
    const { token } = await login(page, request, account);
    await useAppLocale(page, locale);
    let choosers = 0;
    let posts = 0;
    page.on('filechooser', () => (choosers += 1));
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url() === `${apiUrl}/assets`) posts += 1;
    });
    await page.goto('/assets');

    // Nothing is chosen beforehand: silence is not consent.
    const question = page.getByRole('group', { name: d['assets.consent.statement'] });
    await expect(question).toBeVisible();
    const subject = question.getByRole('radio', { name: d['assets.consent.subject'] });
    const self = question.getByRole('radio', { name: d['assets.consent.self'] });
    await expect(subject).not.toBeChecked();
    await expect(self).not.toBeChecked();

    // Trying to upload without an answer: a clear inline message, focus on the first answer,
    // and no file chooser, no request.
    // The default "Use as" is the generic image, whose button takes a video too (decision 108).
    const upload = page.getByRole('button', { name: d['assets.uploadMedia'], exact: true });
    await upload.click();
    await expect(question.getByRole('alert')).toHaveText(d['assets.error.consentRequired']);
    await expect(subject).toBeFocused();
    expect(choosers).toBe(0);
    expect(posts).toBe(0);
    await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });

    // The arrow keys move between the answers (native radios); the message goes with an answer.
    await page.keyboard.press('ArrowDown');
    await expect(self).toBeChecked();
    await expect(question.getByRole('alert')).toHaveCount(0);
    const chooser = page.waitForEvent('filechooser');
    await upload.click();
    await (await chooser).setFiles(await portrait('chan-dung.png'));
    await expect(page.getByText(d['assets.uploaded'])).toBeVisible();

    // The card shows the record in the page's language, with the statement as it was shown.
    const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'chan-dung' });
    const recorded = textOf(d, 'assets.consent.recorded.self').split('(')[0]!.trim();
    await expect(card).toContainText(recorded);
    await expect(card.locator(`q[lang="${locale}"]`)).toHaveText(d['assets.consent.statement']);
    await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });

    // Asked once per upload: the next photo needs its own answer.
    await expect(self).not.toBeChecked();
    await expect(subject).not.toBeChecked();

    // A garment shows no one: no question.
    await page.getByRole('combobox', { name: d['assets.uploadKind'] }).selectOption('garment');
    await expect(question).toHaveCount(0);

    // The server kept the answer with the upload.
    const list = await request.get(`${apiUrl}/assets`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [asset] = ((await list.json()) as { items: { consent: { answer: string } }[] }).items;
    expect(asset!.consent).toMatchObject({ answer: 'self', language: locale });
  });

  // Issue 39, defect 3 (decision 093): calling a person's photo a garment does not skip consent.
  test(`a garment photo in which a person is seen asks for consent, then uploads with it (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const account = await register(request);
    const { token } = await login(page, request, account);
    await useAppLocale(page, locale);
    await page.goto('/assets');
    // The select's label is shown, not only read out (issue 40).
    const label = page.getByText(d['assets.uploadKind'], { exact: true });
    expect((await label.boundingBox())?.width ?? 0).toBeGreaterThan(20);
    await page.getByRole('combobox', { name: d['assets.uploadKind'] }).selectOption('garment');
    const question = page.getByRole('group', { name: d['assets.consent.statement'] });
    await expect(question).toHaveCount(0);

    const name = 'ao-mau.png';
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: d['assets.upload'], exact: true }).click();
    await (
      await chooser
    ).setFiles({
      name,
      mimeType: 'image/png',
      buffer: await samplePhoto('portrait'),
    });

    // Refused on consent: the question appears with the reason, focus on its first answer.
    await expect(question.getByRole('alert')).toHaveText(d['assets.error.personInGarment']);
    const subject = question.getByRole('radio', { name: d['assets.consent.subject'] });
    await expect(subject).toBeFocused();
    await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });

    // Answered from the keyboard, the same file goes again, and focus stays on the page.
    await page.keyboard.press('Space');
    await expect(subject).toBeChecked();
    const retry = page.getByRole('button', { name: textOf(d, 'assets.consent.retry', { name }) });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(d['assets.uploaded'])).toBeVisible();
    await expect(retry).toHaveCount(0);
    await expect(page.getByRole('button', { name: d['assets.upload'], exact: true })).toBeFocused();

    const list = await request.get(`${apiUrl}/assets`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const items = ((await list.json()) as { items: { kind: string; consent: unknown }[] }).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'garment', consent: { answer: 'subject' } });
  });

  test(`deleting an input offers to delete the results made from it (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const account = await register(request);
    const { token } = await login(page, request, account);
    await useAppLocale(page, locale);
    const headers = { authorization: `Bearer ${token}` };
    const created = await request.post(`${apiUrl}/assets`, {
      headers,
      multipart: { kind: 'image', consent: 'subject', file: await portrait('nguon.png') },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const generationId = await finishedEditFrom(request, token, id);

    await page.goto('/assets');
    const remove = page.getByRole('button', {
      name: textOf(d, 'assets.deleteNamed', { name: 'nguon.png' }),
    });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: d['assets.deleteTitle'] });
    const withResults = dialog.getByRole('checkbox', { name: d['assets.deleteWithResults'] });
    await expect(withResults).not.toBeChecked();
    await withResults.check();
    await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });
    const deleted = page.waitForRequest(
      (req) => req.method() === 'DELETE' && req.url().startsWith(`${apiUrl}/assets/${id}`),
    );
    await dialog.getByRole('button', { name: d['assets.deleteConfirm'], exact: true }).click();
    expect(new URL((await deleted).url()).searchParams.get('with_results')).toBe('true');
    await expect(page.getByText(d['assets.deleted'])).toBeVisible();
    await expect(remove).toHaveCount(0);
    // Focus goes back to the page, not to <body>.
    await expect(page.getByRole('heading', { level: 1, name: d['assets.heading'] })).toBeFocused();

    const history = await request.get(`${apiUrl}/history/${generationId}`, { headers });
    expect(history.status()).toBe(404);
  });
}
