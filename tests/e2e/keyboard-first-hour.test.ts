import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { AxeBuilder } from './support/axe.ts';
import {
  apiUrl,
  login,
  newAccount,
  register,
  registerOnce,
  useAppLocale,
} from './support/accounts.ts';
import { finishedEditFrom } from './support/generations.ts';
import { keyboardOnly } from './support/keyboard.ts';
import { dictionaries, textOf, type Locale } from './support/keyboard-flow.ts';
import { buyPro } from './support/plans.ts';

// Issue 40's keyboard and focus audit (decision 104): one walk per screen and language, with the
// keyboard alone, axe-clean, and focus never on <body> (every key is checked by keyboardOnly).

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** True when an element shows all of its text: nothing is cut off at its edge. */
const showsWhole = (element: Locator) =>
  element.evaluate((node) => node.scrollWidth <= node.clientWidth);

for (const locale of ['vi', 'en'] as const satisfies Locale[]) {
  const d = dictionaries[locale];

  test.describe(`at 200 % zoom on a 1280-px screen (${locale})`, () => {
    // A desktop browser zoomed to 200 %: 640 CSS px wide, two device pixels per CSS pixel, a mouse.
    test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2, hasTouch: false });

    test(`the studio reflows and its menu keeps focus inside (${locale})`, async ({
      page,
      request,
    }) => {
      const keys = keyboardOnly(page);
      const account = await register(
        request,
        newAccount('nguoi-ban-hang-co-dia-chi-rat-dai', 'Nguyễn Thị Thanh Hương Bảo Ngọc Anh'),
      );
      await login(page, request, account);
      await useAppLocale(page, locale);
      await page.goto('/history');
      await expect(
        page.getByRole('heading', { level: 1, name: d['history.heading'], exact: true }),
      ).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: d['studio.device.title'] })).toHaveCount(0);

      const menu = page.getByRole('button', { name: d['studio.nav.open'] });
      // From the skip link, the menu button is the next stop.
      await keys.start(d['studio.skipToContent']);
      await keys.activate(menu);
      const drawer = page.getByRole('dialog', { name: d['studio.nav.label'] });
      const close = drawer.getByRole('button', { name: d['studio.nav.close'] });
      // Close is drawn first and comes first.
      await expect(close).toBeFocused();
      // The account card shows long names and addresses whole.
      const card = drawer.getByRole('region', { name: d['studio.account.label'], exact: true });
      for (const text of [account.name, account.email]) {
        const line = card.locator('p', { hasText: text });
        await expect(line).toBeVisible();
        expect(await showsWhole(line), `${text} is shown whole`).toBe(true);
      }
      await expectNoAxeViolations(page);
      // Shift+Tab from Close wraps to the drawer's last control; Tab never leaves the drawer.
      await keys.press('Shift+Tab');
      await expect(drawer.getByRole('button', { name: d['studio.account.logout'] })).toBeFocused();
      for (let presses = 0; presses < 30; presses += 1) {
        await keys.press('Tab');
        const inside = await page.evaluate(
          () => document.activeElement?.closest('[role="dialog"]') !== null,
        );
        expect(inside, `Tab ${presses + 1} stays in the menu`).toBe(true);
      }
      await keys.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expect(menu).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`a touch phone (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test(`still gets the device screen (${locale})`, async ({ page }) => {
      await useAppLocale(page, locale);
      await page.goto('/dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: d['studio.device.title'] }),
      ).toBeVisible();
    });
  });

  test.describe(`at 1280 px (${locale})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test(`API management: errors, saving, confirmations and closing keep focus (${locale})`, async ({
      page,
      request,
    }) => {
      const keys = keyboardOnly(page);
      const account = await register(request);
      const { token } = await login(page, request, account);
      await buyPro(request, token);
      await useAppLocale(page, locale);
      await page.goto('/api-management');
      const create = page.getByRole('button', { name: d['apiTokens.list.create'] });
      await expect(create).toBeEnabled();

      // No service chosen: the message is the checkboxes' description, and the first one has focus.
      await keys.activate(create);
      const form = page.getByRole('dialog', { name: d['apiTokens.create.title'] });
      await keys.tabTo(form.getByLabel(d['apiTokens.create.name']));
      await keys.type('Website');
      await keys.activate(form.getByRole('button', { name: d['apiTokens.create.submit'] }));
      const first = form.getByRole('checkbox', { name: d['tools.name.virtual-tryon'] });
      await expect(first).toBeFocused();
      await expect(first).toHaveAttribute('aria-invalid', 'true');
      await expect(first).toHaveAccessibleDescription(d['apiTokens.errors.servicesRequired']);
      await expectNoAxeViolations(page);
      await keys.press('Space');
      await keys.activate(form.getByRole('button', { name: d['apiTokens.create.submit'] }));

      // The new token's dialog, closed with Esc: focus goes back to Create token.
      const issued = page.getByRole('dialog', { name: d['apiTokens.issued.title'] });
      await expect(issued.locator('output')).toHaveText(/^ks_live_/);
      await keys.press('Escape');
      await expect(issued).toBeHidden();
      await expect(create).toBeFocused();

      // Details: Save changes keeps focus.
      const details = page.getByRole('button', { name: `${d['apiTokens.list.details']}: Website` });
      await keys.activate(details);
      const panel = page.getByRole('dialog', { name: d['apiTokens.details.title'] });
      const save = panel.getByRole('button', { name: d['apiTokens.details.save'] });
      await keys.activate(save);
      await expect(page.getByText(d['apiTokens.details.saved'])).toBeVisible();
      await expect(save).toBeFocused();

      // Regenerate asks in the page's language, then Done gives focus back to Details.
      await keys.activate(panel.getByRole('button', { name: d['apiTokens.details.regenerate'] }));
      const ask = panel.getByRole('alertdialog', {
        name: d['apiTokens.details.regenerateConfirm'],
      });
      const confirm = ask.getByRole('button', { name: d['apiTokens.details.confirm'] });
      await expect(confirm).toBeFocused();
      await expectNoAxeViolations(page);
      await keys.press('Enter');
      await expect(issued.locator('output')).toHaveText(/^ks_live_/);
      await keys.activate(issued.getByRole('button', { name: d['apiTokens.issued.done'] }));
      await expect(issued).toBeHidden();
      await expect(details).toBeFocused();

      // Delete, confirmed: the row goes and focus lands on the list's heading.
      await keys.activate(details);
      await keys.activate(panel.getByRole('button', { name: d['apiTokens.details.delete'] }));
      await expect(
        panel
          .getByRole('alertdialog', { name: d['apiTokens.details.deleteConfirm'] })
          .getByRole('button', { name: d['apiTokens.details.confirm'] }),
      ).toBeFocused();
      await keys.press('Enter');
      await expect(page.getByText(d['apiTokens.list.empty'])).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: d['apiTokens.list.title'] }),
      ).toBeFocused();
      await keys.expectFocusNotOnBody('the token was deleted');
    });

    test(`dashboard and history items have distinct names; sharing keeps focus (${locale})`, async ({
      page,
      request,
    }) => {
      const keys = keyboardOnly(page);
      const account = await register(request);
      const { token } = await login(page, request, account);
      await useAppLocale(page, locale);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320">
        <rect width="100%" height="100%" fill="#8d6e63"/></svg>`;
      const asset = await request.post(`${apiUrl}/assets`, {
        headers: { authorization: `Bearer ${token}` },
        multipart: {
          kind: 'image',
          consent: 'self',
          file: {
            name: 'anh.png',
            mimeType: 'image/png',
            buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
          },
        },
      });
      expect(asset.status()).toBe(201);
      const { id } = (await asset.json()) as { id: string };
      await Promise.all([
        finishedEditFrom(request, token, id),
        finishedEditFrom(request, token, id),
      ]);

      await page.goto('/dashboard');
      const recent = page
        .getByRole('region', { name: d['dashboard.recent.title'] })
        .getByRole('listitem')
        .getByRole('link');
      await expect(recent).toHaveCount(2);
      const recentNames = await recent.evaluateAll((links) =>
        links.map((link) => link.getAttribute('aria-label') ?? link.textContent),
      );
      expect(new Set(recentNames).size, recentNames.join(' | ')).toBe(2);

      await page.goto('/history?tool=image-editing');
      const items = page.getByRole('button', {
        name: new RegExp(`^${d['history.openItem'].split('{')[0]}`),
      });
      await expect(items).toHaveCount(2);
      const names = await items.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label')),
      );
      expect(new Set(names).size, names.join(' | ')).toBe(2);

      // Create share link: focus goes to the new link, not to the dialog's top.
      await keys.activate(items.first());
      const detail = page.getByRole('dialog', { name: d['history.detailTitle'] });
      await keys.activate(detail.getByRole('button', { name: d['history.shareCreate'] }));
      await expect(detail.getByLabel(d['history.shareLinkLabel'])).toBeFocused();
      await expectNoAxeViolations(page);
    });

    test(`admin: English stays English, the blog editor and credits keep focus (${locale})`, async ({
      page,
      request,
    }) => {
      const keys = keyboardOnly(page);
      // Signed out, /admin sends to the home page in the studio's language.
      await useAppLocale(page, locale);
      await page.goto('/admin');
      await page.waitForURL(locale === 'en' ? '**/en/' : /\/$/);
      expect(new URL(page.url()).pathname).toBe(locale === 'en' ? '/en/' : '/');
      expect(await page.evaluate(() => localStorage.getItem('kieu.locale'))).toBe(locale);

      const admin = await registerOnce(request, {
        ...newAccount('admin'),
        email: 'founder@kieu.studio',
      });
      await login(page, request, admin);
      await useAppLocale(page, locale);
      await page.goto('/admin/blog');
      const newPost = page.getByRole('button', { name: d['adminBlog.posts.new'] });
      await keys.activate(newPost);
      await expect(
        page.getByRole('heading', { level: 2, name: d['adminBlog.editor.newHeading'] }),
      ).toBeFocused();
      // The preview of a new post has no empty heading.
      const preview = page.getByRole('region', { name: d['adminBlog.editor.preview'] });
      await expect(preview).toBeVisible();
      await expect(preview.locator('h1, h2')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await keys.activate(page.getByRole('button', { name: d['adminBlog.editor.back'] }));
      await expect(newPost).toBeFocused();

      // Apply adjustment keeps focus on the button.
      await page.goto('/admin/users');
      await keys.tabTo(page.getByLabel(d['admin.search.email']));
      await keys.type(admin.email);
      await keys.press('Enter');
      await keys.activate(
        page.getByRole('button', { name: textOf(d, 'admin.table.manage', { email: admin.email }) }),
      );
      const dialog = page.getByRole('dialog', {
        name: textOf(d, 'admin.user.title', { email: admin.email }),
      });
      await keys.tabTo(dialog.getByLabel(d['admin.credits.amount'], { exact: true }));
      await keys.type('5');
      await keys.press('Tab');
      const reason = `Kiểm tra ${Date.now()}`;
      await keys.type(reason);
      const apply = dialog.getByRole('button', { name: d['admin.credits.submit'] });
      await keys.activate(apply);
      await expect(dialog.getByRole('cell', { name: reason })).toBeVisible();
      await expect(apply).toBeFocused();

      // Change plan is never `disabled` while saving or after: focus stays on it.
      const plan = dialog.getByLabel(d['admin.plan.label']);
      await keys.tabTo(plan, { backwards: true });
      const planBefore = await plan.inputValue();
      await keys.press('ArrowDown');
      await expect(plan).not.toHaveValue(planBefore);
      const change = dialog.getByRole('button', { name: d['admin.plan.submit'] });
      await keys.activate(change);
      await expect(page.getByText(d['admin.plan.saved'])).toBeVisible();
      // Saved, the chosen plan is the account's: Change plan has nothing left to do.
      await expect(change).toHaveAttribute('aria-disabled', 'true');
      await expect(change).toBeFocused();
      await expectNoAxeViolations(page);

      // Verify / unverify another account: the button changes its name, never its focus.
      await keys.press('Escape');
      const member = await registerOnce(request, newAccount('member'));
      const search = page.getByLabel(d['admin.search.email']);
      await keys.tabTo(search, { backwards: true });
      await keys.press('ControlOrMeta+a');
      await keys.type(member.email);
      await keys.press('Enter');
      await keys.activate(
        page.getByRole('button', {
          name: textOf(d, 'admin.table.manage', { email: member.email }),
        }),
      );
      const memberDialog = page.getByRole('dialog', {
        name: textOf(d, 'admin.user.title', { email: member.email }),
      });
      const toggle = memberDialog.getByRole('button', { name: d['admin.access.unverify'] });
      await keys.tabTo(toggle);
      await keys.activate(toggle);
      await expect(page.getByText(d['admin.access.verifiedSaved'])).toBeVisible();
      const verify = memberDialog.getByRole('button', { name: d['admin.access.verify'] });
      await expect(verify).toBeFocused();
      await keys.activate(verify);
      await expect(
        memberDialog.getByRole('button', { name: d['admin.access.unverify'] }),
      ).toBeFocused();
    });
  });
}
