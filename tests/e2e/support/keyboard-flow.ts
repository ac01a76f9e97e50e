import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { en as enDictionary } from '../../../src/i18n/en.ts';
import { vi as viDictionary } from '../../../src/i18n/vi.ts';
import { register, useAppLocale, type Account } from './accounts.ts';
import type { KeyboardOnly } from './keyboard.ts';

export type Locale = 'en' | 'vi';
export type Dictionary = Record<keyof typeof enDictionary, string>;
export const dictionaries: Record<Locale, Dictionary> = { en: enDictionary, vi: viDictionary };

/** The page's text for a dictionary key, with its placeholders filled. */
export function textOf(d: Dictionary, key: keyof Dictionary, params: Record<string, string> = {}) {
  return d[key].replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
}

/**
 * Signs in through the login modal that a studio page opens for a guest, with the keyboard:
 * the login lands on the dashboard with focus on its heading (decision 039); then the tool is
 * opened from the sidebar, and the first Tab of the new page reaches the skip link.
 */
export async function signInAndOpenTool(
  page: Page,
  request: APIRequestContext,
  keys: KeyboardOnly,
  locale: Locale,
  path: string,
  tool: keyof Dictionary,
): Promise<Account> {
  const d = dictionaries[locale];
  const account = await register(request);
  await useAppLocale(page, locale);
  await page.goto(path);
  const dialog = page.getByRole('dialog', { name: d['authUi.login.title'] });
  // The first page of a run may take a while on a busy machine.
  await expect(dialog.getByLabel(d['authUi.email'])).toBeFocused({ timeout: 20_000 });
  await keys.type(account.email);
  await keys.press('Tab');
  await expect(dialog.getByLabel(d['authUi.password'])).toBeFocused();
  await keys.type(account.password);
  await keys.press('Enter');
  await page.waitForURL('**/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  const link = page.getByRole('navigation', { name: d['studio.nav.label'] }).getByRole('link', {
    name: d[tool],
    exact: true,
  });
  await keys.tabTo(link, { backwards: true });
  await keys.followLink('Enter', `**${path}`, d['studio.skipToContent']);
  // The skip link passes the sidebar: the next Tab is inside the page's content.
  await keys.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  return account;
}

/**
 * Opens an image slot's picker with the keyboard, uploads `file` with its 'Upload new' button
 * (the file chooser is the browser's own window, answered with setFiles), and checks that the
 * closing picker hands focus back to the button that opened it.
 */
export async function uploadByKeyboard(
  page: Page,
  keys: KeyboardOnly,
  d: Dictionary,
  opener: { choose: string; change: string },
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await keys.activate(page.getByRole('button', { name: opener.choose, exact: true }));
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(d['assets.search'])).toBeFocused();
  // Issue 26: the consent answer first, by keyboard (Tab to the radio, Space picks it).
  await keys.activate(dialog.getByRole('radio', { name: d['assets.consent.subject'] }), ' ');
  const chooser = page.waitForEvent('filechooser');
  await keys.activate(dialog.getByRole('button', { name: d['assets.picker.uploadNew'] }));
  await (await chooser).setFiles(file);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: opener.change, exact: true })).toBeFocused();
}

/**
 * From Generate to a downloaded file: the processing heading, then the result heading take
 * focus; the result opens in a new tab from its link; the download dialog opens from its
 * button, downloads, and gives focus back to that button.
 */
export async function generateOpenAndDownload(page: Page, keys: KeyboardOnly, d: Dictionary) {
  await keys.activate(page.getByRole('button', { name: d['toolsUi.generate'], exact: true }));
  await expect(page.getByRole('heading', { name: d['toolsUi.result'], exact: true })).toBeFocused({
    timeout: 100_000,
  });
  await keys.expectFocusNotOnBody('the result appeared');

  const open = page.getByRole('link', { name: d['history.openInNewTab'] });
  const tab = page.context().waitForEvent('page');
  await keys.activate(open);
  const opened = await tab;
  await opened.waitForURL(/^https?:\/\//);
  await opened.close();
  await expect(open).toBeFocused();

  const downloadButton = page.getByRole('button', { name: d['history.download'], exact: true });
  await keys.activate(downloadButton, 'Enter', { backwards: true });
  const dialog = page.getByRole('dialog', { name: d['history.downloadTitle'] });
  await expect(dialog).toBeVisible();
  await keys.expectFocusNotOnBody('the download dialog opened');
  const download = page.waitForEvent('download');
  await keys.activate(dialog.getByRole('button', { name: d['history.download'], exact: true }));
  expect((await download).suggestedFilename()).toMatch(/\.(png|jpe?g|webp|mp4|webm|gif)$/);
  await expect(dialog).toHaveCount(0);
  await expect(downloadButton).toBeFocused();
}
