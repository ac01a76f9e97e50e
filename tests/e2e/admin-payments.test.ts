import { expect, test, type APIRequestContext } from '@playwright/test';
import { AxeBuilder } from './support/axe.ts';
import {
  apiUrl,
  login,
  newAccount,
  register,
  registerOnce,
  useAppLocale,
  type Account,
} from './support/accounts.ts';
import { keyboardOnly } from './support/keyboard.ts';
import { dictionaries, textOf, type Locale } from './support/keyboard-flow.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** A member who bought a 10-credit pack with the sandbox gateway (its page's Pay button). */
async function sandboxPaidPack(request: APIRequestContext) {
  const member = await register(request, newAccount('khach-hoan-tien', 'Lê Thị Hoa'));
  const loggedIn = await request.post(`${apiUrl}/auth/login`, {
    data: { username: member.email, password: member.password },
  });
  const { access_token: token } = (await loggedIn.json()) as { access_token: string };
  const ordered = await request.post(`${apiUrl}/payments/credit-packs/orders`, {
    headers: { authorization: `Bearer ${token}` },
    data: { packId: 'pack-10', gateway: 'sandbox' },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);
  const { order, redirectUrl } = (await ordered.json()) as {
    order: { id: string; reference: string };
    redirectUrl: string;
  };
  const paid = await request.post(redirectUrl, { form: { outcome: 'success' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return { member, order };
}

// One administrator (ADMIN_EMAILS of the browser tests' API), so the two languages in order.
test.describe('the admin payments area', () => {
  test.describe.configure({ mode: 'serial' });
  let admin: Account;

  for (const locale of ['vi', 'en'] as Locale[]) {
    test(`an administrator refunds a sandbox-paid pack with the keyboard only (${locale})`, async ({
      page,
      request,
    }) => {
      const d = dictionaries[locale];
      admin ??= await registerOnce(request, {
        ...newAccount('admin'),
        email: 'founder@kieu.studio',
      });
      const { member, order } = await sandboxPaidPack(request);
      await login(page, request, admin);
      await useAppLocale(page, locale);
      await page.goto('/admin/payments');
      const keys = keyboardOnly(page);
      await keys.start(d['studio.skipToContent']);
      await expect(
        page.getByRole('heading', { level: 1, name: d['adminPayments.title'] }),
      ).toBeVisible();
      await expect(
        page
          .getByRole('navigation', { name: d['admin.nav.label'] })
          .getByRole('link', { name: d['admin.nav.payments'] }),
      ).toHaveAttribute('aria-current', 'page');

      const row = page.getByRole('row', { name: new RegExp(order.reference) });
      await expect(row).toContainText(member.email);
      await expect(row).toContainText(d['billing.status.completed']);
      const opener = row.getByRole('button', {
        name: textOf(d, 'adminPayments.refund.buttonLabel', { reference: order.reference }),
      });
      await keys.activate(opener);

      const dialog = page.getByRole('dialog', {
        name: textOf(d, 'adminPayments.refund.dialogTitle', { reference: order.reference }),
      });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(member.email);
      // The reason is required: an empty one is refused in place, nothing is sent.
      const submit = dialog.getByRole('button', { name: /^(Refund|Hoàn) / });
      await keys.activate(submit);
      await expect(dialog).toContainText(d['adminPayments.errors.reason']);
      await keys.tabTo(dialog.getByLabel(d['adminPayments.refund.reason']), { backwards: true });
      await keys.type(locale === 'vi' ? 'Khách mua nhầm gói' : 'Bought the wrong pack');
      await keys.activate(submit);

      const confirm = dialog.getByRole('alertdialog');
      await expect(confirm).toContainText(order.reference);
      await expect(confirm.getByRole('button', { name: d['admin.confirm'] })).toBeFocused();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await keys.press('Enter');

      await expect(dialog).toBeHidden();
      await expect(row).toContainText(
        textOf(d, 'adminPayments.refund.completed', { credits: '10' }),
      );
      await expect(row).toContainText(d['billing.status.refunded']);
      await expect(row.getByRole('button')).toHaveCount(0);
      await keys.expectFocusNotOnBody('the refund');
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
});
