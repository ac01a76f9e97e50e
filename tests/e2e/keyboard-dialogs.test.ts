import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import {
  apiUrl,
  login,
  newAccount,
  register,
  registerOnce,
  useAppLocale,
} from './support/accounts.ts';
import { keyboardOnly, type KeyboardOnly } from './support/keyboard.ts';
import { dictionaries, textOf, type Locale } from './support/keyboard-flow.ts';
import { buyPro } from './support/plans.ts';
import { finishedEditFrom } from './support/generations.ts';

// Issue 25: every dialog, opened and closed with the keyboard alone, gives focus back to what
// opened it (Escape, Cancel or its close button), and no key leaves focus on <body>.
test.use({ viewport: { width: 1280, height: 800 } });

async function photo() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320">
    <rect width="100%" height="100%" fill="#8d6e63"/><circle cx="120" cy="110" r="50" fill="#e8bf9f"/>
  </svg>`;
  return {
    name: 'hop-thoai.png',
    mimeType: 'image/png',
    buffer: await sharp(Buffer.from(svg)).png().toBuffer(),
  };
}

/** Signs in through the API, with one picture in the library and one finished generation. */
async function seededAccount(page: Page, request: APIRequestContext, locale: Locale) {
  const account = await register(request);
  const { token } = await login(page, request, account);
  await useAppLocale(page, locale);
  const asset = await request.post(`${apiUrl}/assets`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { kind: 'image', consent: 'self', file: await photo() },
  });
  expect(asset.status()).toBe(201);
  const { id } = (await asset.json()) as { id: string };
  await finishedEditFrom(request, token, id);
}

/** Opens a dialog from `opener` with Enter, closes it with `close`, and checks where focus is. */
async function opensAndReturns(
  keys: KeyboardOnly,
  page: Page,
  opener: ReturnType<Page['getByRole']>,
  dialogName: string,
  close: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await keys.activate(opener);
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await close(dialog);
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

for (const locale of ['en', 'vi'] as const) {
  const d = dictionaries[locale];

  test(`the login modal gives focus back to its opener (${locale})`, async ({ page }) => {
    const keys = keyboardOnly(page);
    await useAppLocale(page, locale);
    await page.goto('/history');
    // Opened by the page itself: closing it puts focus on the page's heading.
    const modal = page.getByRole('dialog', { name: d['authUi.login.title'] });
    await expect(modal.getByLabel(d['authUi.email'])).toBeFocused();
    await keys.press('Escape');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    const signIn = page.getByRole('main').getByRole('button', { name: d['session.signIn'] });
    await opensAndReturns(keys, page, signIn, d['authUi.login.title'], async () =>
      keys.press('Escape'),
    );
    // Another view inside the modal keeps focus inside it; its close button closes it.
    await keys.activate(signIn);
    await keys.activate(modal.getByRole('button', { name: d['authUi.login.toRegister'] }));
    const register = page.getByRole('dialog', { name: d['authUi.register.title'] });
    await expect(register).toBeVisible();
    await keys.activate(
      register.getByRole('button', { name: d['authUi.close'], exact: true }),
      'Enter',
      {
        backwards: true,
      },
    );
    await expect(register).toBeHidden();
    await expect(signIn).toBeFocused();
  });

  test(`studio dialogs give focus back to their openers (${locale})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const keys = keyboardOnly(page);
    await seededAccount(page, request, locale);

    // The assets picker: Escape from its search field.
    await page.goto('/image-editing');
    const choose = page.getByRole('button', { name: textOf(d, 'toolsUi.slot.source.choose') });
    await keys.activate(choose);
    await expect(page.getByRole('dialog').getByLabel(d['assets.search'])).toBeFocused();
    await keys.type('hop');
    await keys.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(choose).toBeFocused();

    // The library's delete confirmation: Cancel, then Escape.
    await page.goto('/assets');
    const remove = page.getByRole('button', {
      name: textOf(d, 'assets.deleteNamed', { name: 'hop-thoai.png' }),
    });
    await opensAndReturns(keys, page, remove, d['assets.deleteTitle'], (dialog) =>
      keys.activate(dialog.getByRole('button', { name: d['assets.cancel'], exact: true })),
    );
    await opensAndReturns(keys, page, remove, d['assets.deleteTitle'], async () =>
      keys.press('Escape'),
    );

    // History: the detail panel, then its download, delete and share from inside it.
    await page.goto('/history');
    // The tool tabs: End moves to the last (model swap), and two steps back is image editing,
    // where the generation is.
    const tools = page.getByRole('main').getByRole('tablist');
    await keys.tabTo(tools.getByRole('tab', { selected: true }));
    await keys.press('End');
    await expect(
      tools.getByRole('tab', { name: d['tools.name.model-swap'], selected: true }),
    ).toBeFocused();
    await keys.press('ArrowLeft');
    await keys.press('ArrowLeft');
    await expect(
      tools.getByRole('tab', { name: d['tools.name.image-editing'], selected: true }),
    ).toBeFocused();
    const item = page.getByRole('button', {
      name: new RegExp(`^${d['history.openItem'].split('{')[0]}`),
    });
    await keys.activate(item.first());
    const detail = page.getByRole('dialog', { name: d['history.detailTitle'] });
    await expect(detail).toBeVisible();
    await keys.expectFocusNotOnBody('the detail opened');
    const download = detail.getByRole('button', { name: d['history.download'], exact: true });
    await opensAndReturns(keys, page, download, d['history.downloadTitle'], async () =>
      keys.press('Escape'),
    );
    const del = detail.getByRole('button', { name: d['history.delete'], exact: true });
    await opensAndReturns(keys, page, del, d['history.deleteTitle'], (dialog) =>
      keys.activate(dialog.getByRole('button', { name: d['assets.cancel'], exact: true })),
    );
    const share = detail.getByRole('button', { name: d['history.shareCreate'] });
    await keys.activate(share);
    await expect(detail.getByLabel(d['history.shareLinkLabel'])).toHaveValue(/\/share/);
    await keys.activate(detail.getByRole('button', { name: d['history.revoke'] }));
    await expect(detail.getByLabel(d['history.shareLinkLabel'])).toHaveCount(0);
    await keys.expectFocusNotOnBody('the share link was revoked');
    await keys.press('Escape');
    await expect(detail).toBeHidden();
    await expect(item.first()).toBeFocused();
  });

  test(`the token form gives focus back on Escape and on Cancel (${locale})`, async ({
    page,
    request,
  }) => {
    const keys = keyboardOnly(page);
    const account = await register(request);
    const { token } = await login(page, request, account);
    // API tokens come with the Pro plan.
    await buyPro(request, token);
    await useAppLocale(page, locale);
    await page.goto('/api-management');
    const create = page.getByRole('button', { name: d['apiTokens.list.create'] });
    await expect(create).toBeEnabled();
    await opensAndReturns(keys, page, create, d['apiTokens.create.title'], async () =>
      keys.press('Escape'),
    );
    await opensAndReturns(keys, page, create, d['apiTokens.create.title'], (dialog) =>
      keys.activate(
        dialog.getByRole('button', { name: d['apiTokens.create.cancel'], exact: true }),
      ),
    );
  });

  test(`the admin user dialog gives focus back (${locale})`, async ({ page, request }) => {
    const keys = keyboardOnly(page);
    // An administrator of the browser tests' API (ADMIN_EMAILS), shared with admin.test.ts.
    const admin = await registerOnce(request, {
      ...newAccount('admin'),
      email: 'founder@kieu.studio',
    });
    await login(page, request, admin);
    await useAppLocale(page, locale);
    await page.goto('/admin/users');
    await keys.tabTo(page.getByLabel(d['admin.search.email']));
    await keys.type(admin.email);
    await keys.press('Enter');
    const manage = page.getByRole('button', {
      name: textOf(d, 'admin.table.manage', { email: admin.email }),
    });
    await opensAndReturns(
      keys,
      page,
      manage,
      textOf(d, 'admin.user.title', { email: admin.email }),
      async () => keys.press('Escape'),
    );
  });
}
