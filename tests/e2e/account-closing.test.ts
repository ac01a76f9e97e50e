import { expect, test, type Page } from '@playwright/test';
import {
  apiUrl,
  enterSignInCode,
  login,
  newAccount,
  register,
  newestMail,
  uniqueEmail,
  useAppLocale,
  type Account,
} from './support/accounts.ts';
import { screenDefects } from '../support/screen-defects.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { chooseNewGoogleAccount, fakeGoogleApi } from './support/google-api-shim.ts';
import { keyboardOnly } from './support/keyboard.ts';
import { buyPro } from './support/plans.ts';
import { en as enDictionary } from '../../src/i18n/en.ts';
import { vi as viDictionary } from '../../src/i18n/vi.ts';

// Issue 26 point 1 (decision 056): close the account from /profile by signing in again, read
// the mail, undo from its link without signing in, sign in, and close again; in both languages,
// axe clean on each screen, focus where the person is after each dialog step.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 900 } });

const text = {
  vi: {
    heading: 'Đóng tài khoản',
    start: 'Đóng tài khoản…',
    dialog: 'Đăng nhập lại để đóng tài khoản',
    password: 'Mật khẩu hiện tại',
    confirm: 'Đóng tài khoản',
    wrong: 'Mật khẩu hiện tại không đúng.',
    done: /^Tài khoản của bạn đang được đóng\. .* dùng được đến \d{2}:\d{2} \d{1,2}\/\d{1,2}\/\d{4}\.$/,
    subject: 'Tài khoản Kiểu Studio của bạn đang được đóng',
    restoreTitle: 'Khôi phục tài khoản',
    restored: 'Tài khoản của bạn đã được khôi phục. Bạn có thể đăng nhập lại.',
    restoredSubject: 'Tài khoản Kiểu Studio của bạn đã được khôi phục',
  },
  en: {
    heading: 'Close my account',
    start: 'Close my account…',
    dialog: 'Log in again to close your account',
    password: 'Current password',
    confirm: 'Close my account',
    wrong: 'Your current password is incorrect.',
    done: /^Your account is closing\. .* until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M\.$/,
    subject: 'Your Kiểu Studio account is closing',
    restoreTitle: 'Restore my account',
    restored: 'Your account is restored. You can log in again.',
    restoredSubject: 'Your Kiểu Studio account is restored',
  },
} as const;

/** From the profile: open the dialog, try a wrong password, then close with the right one. */
async function closeFromProfile(page: Page, account: Account, lang: 'vi' | 'en') {
  const words = text[lang];
  await page.goto('/profile');
  const section = page.getByRole('region', { name: words.heading });
  await expect(section).toBeVisible();
  expect(screenDefects(await section.innerText(), lang)).toEqual([]);
  await expectNoAxeViolations(page);

  const keys = keyboardOnly(page);
  await keys.activate(section.getByRole('button', { name: words.start }));
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel(words.password);
  await expect(password).toBeFocused();
  await expectNoAxeViolations(page);

  await keys.type('not-my-password');
  await keys.activate(dialog.getByRole('button', { name: words.confirm, exact: true }));
  await expect(page.getByText(words.wrong)).toBeVisible();
  await expect(dialog).toBeVisible();
  await keys.expectFocusNotOnBody('a wrong password');

  await password.fill(account.password);
  await keys.activate(dialog.getByRole('button', { name: words.confirm, exact: true }));
  await expect(dialog).toBeHidden();
  const done = section.getByRole('status');
  await expect(done).toHaveText(words.done);
  await expect(done).toBeFocused();
  expect(screenDefects(await section.innerText(), lang)).toEqual([]);
  await expectNoAxeViolations(page);
}

for (const lang of ['vi', 'en'] as const) {
  test(`closes the account, undoes it from the mail, and closes it again (${lang})`, async ({
    page,
    request,
  }) => {
    // Two closings, a restore and five axe passes: 23–33 s measured on two busy cores.
    test.setTimeout(90_000);
    const words = text[lang];
    const account = await register(request, newAccount('dong'), lang);
    await useAppLocale(page, lang);
    await login(page, request, account);
    await closeFromProfile(page, account, lang);

    // Signing in is refused, saying how to undo.
    const refused = await request.post(`${apiUrl}/auth/login`, {
      headers: { 'accept-language': lang },
      data: { username: account.email, password: account.password },
    });
    expect(refused.status()).toBe(403);

    // The mail, in the account's language, carries the undo link to the site's page.
    const mail = await newestMail(request, account.email, (m) => m.subject === words.subject);
    expect(mail.text).not.toMatch(/\{\w+\}/);
    const link = new URL(/(https?:\/\/\S+account-restore\?t=\S+)/.exec(mail.text)![1]!);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: words.restoreTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    const keys = keyboardOnly(page);
    await keys.activate(page.getByRole('button', { name: words.restoreTitle }));
    await expect(page.getByText(words.restored)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectNoAxeViolations(page);
    await newestMail(request, account.email, (m) => m.subject === words.restoredSubject);

    // Signed in again, the account is whole, and can be closed again.
    await login(page, request, account);
    await closeFromProfile(page, account, lang);
  });
}

// Issue 40 point 8 (decision 102): closing minutes after paying says, before the password is
// asked, what becomes of the unused paid credits and which payment the terms refund.
for (const lang of ['vi', 'en'] as const) {
  test(`closing just after paying names the unused credits and the refundable payment (${lang})`, async ({
    page,
    request,
  }) => {
    const words = text[lang];
    const d = lang === 'vi' ? viDictionary : enDictionary;
    const account = await register(request, newAccount('dong-sau-khi-tra'), lang);
    await useAppLocale(page, lang);
    const { token } = await login(page, request, account);
    await buyPro(request, token);
    await page.goto('/profile');
    const keys = keyboardOnly(page);
    const section = page.getByRole('region', { name: words.heading });
    await keys.activate(section.getByRole('button', { name: words.start }));
    const dialog = page.getByRole('dialog', { name: words.dialog });
    const notice = dialog.getByRole('region', { name: d['accountClosing.notice.title'] });
    const [before] = d['accountClosing.notice.credits'].split('{credits}');
    await expect(notice.getByText(before!)).toBeVisible();
    await expect(notice.getByText(d['accountClosing.notice.noCredits'])).toHaveCount(0);
    await expect(notice.getByRole('listitem')).toHaveCount(1);
    await expect(
      notice.getByRole('link', { name: d['accountClosing.notice.terms'] }),
    ).toBeVisible();
    await expect(dialog.getByLabel(words.password)).toBeFocused();
    expect(screenDefects(await notice.innerText(), lang)).toEqual([]);
    await expectNoAxeViolations(page);
  });
}

test.describe('with Google', () => {
  test.beforeEach(async ({ context }) => {
    await fakeGoogleApi(context);
  });

  test('en: a Google account closes by confirming with Google again', async ({ page, request }) => {
    const email = uniqueEmail('google-close');
    await useAppLocale(page, 'en');
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const signIn = page.waitForEvent('popup');
    await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
    await chooseNewGoogleAccount(await signIn, email, 'Tran Van Minh');
    await enterSignInCode(page, request, email, 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome, Tran Van Minh' }),
    ).toBeVisible();

    await page.goto('/profile');
    const section = page.getByRole('region', { name: text.en.heading });
    await section.getByRole('button', { name: text.en.start }).click();
    const dialog = page.getByRole('dialog', { name: text.en.dialog });
    const confirm = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Confirm with Google' }).click();
    const popup = await confirm;
    await popup.getByText(email).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('status')).toHaveText(text.en.done);
    await expect(section.getByRole('status')).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
