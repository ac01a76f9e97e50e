import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { apiUrl, login, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { keyboardOnly } from './support/keyboard.ts';

// Issue 43: a seller pays a plan by scanning a code, on each QR rail, in both languages, by
// keyboard only. The rails run against their built-in stand-ins here, as in `npm start`: the
// stand-in's page is the provider's, and its notification is what settles the order.
test.use({ viewport: { width: 1280, height: 900 } });

type Dictionary = Record<keyof typeof en, string>;
const rails = ['vietqr', 'momo', 'zalopay'] as const;

/** The text the QR code draws, read back from its pixels by an independent decoder (jsQR). */
async function decodeQr(code: Locator): Promise<string | null> {
  const png = await code.screenshot();
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}

/** The stand-in's button that pays (every stand-in page says "pay" or "transfer" in its language). */
const standInPay = (page: Page) =>
  page.getByRole('button', { name: /pay|thanh toán|transfer|chuyển khoản/i }).first();

async function plan(request: APIRequestContext, token: string) {
  const res = await request.get(`${apiUrl}/billing`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { planId: string }).planId;
}

/** From the checkout of Starter to the rail's code, by keyboard. */
async function showCode(page: Page, d: Dictionary, locale: 'vi' | 'en', gateway: string) {
  await page.goto(`${locale === 'en' ? '/en' : ''}/checkout?plan=starter&cycle=monthly`);
  const methods = page.getByRole('group', { name: d['billing.checkout.method'] });
  await expect(methods).toBeVisible({ timeout: 15_000 });
  const keys = keyboardOnly(page);
  await keys.start(d['a11y.skipToContent']);
  await keys.chooseRadio(
    methods,
    methods.getByRole('radio', { name: d[`billing.gateway.${gateway}` as keyof typeof en] }),
  );
  const pay = d['billing.checkout.pay'].split('{')[0]!;
  await keys.activate(page.getByRole('button', { name: new RegExp(`^${pay}`) }));
  const panel = page.getByRole('region', { name: new RegExp(d['billing.qr.heading']) });
  await expect(panel).toBeVisible();
  // The form it replaced had focus: the panel's heading has it now, never <body>.
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  return { keys, panel };
}

for (const gateway of rails) {
  for (const [locale, d] of [
    ['vi', vi],
    ['en', en],
  ] as const) {
    test(`a seller pays Starter by ${gateway} from the checkout, keyboard only (${locale})`, async ({
      page,
      request,
    }) => {
      await useAppLocale(page, locale);
      const { token } = await login(page, request, await register(request));
      const { keys, panel } = await showCode(page, d, locale, gateway);
      const code = panel.getByRole('img', { name: new RegExp(d['billing.qr.alt'].split('{')[0]!) });
      // Large enough to scan from a laptop, and it decodes to what the order answered.
      const box = (await code.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(256);
      const payload = await code.getAttribute('data-qr-payload');
      expect(await decodeQr(code)).toBe(payload);
      if (gateway === 'vietqr') {
        // The transfer spelled out, the amount in đồng through Intl.
        const amount = new Intl.NumberFormat(locale === 'vi' ? 'vi-VN' : 'en-US', {
          style: 'currency',
          currency: 'VND',
        }).format(199_000);
        await expect(panel.getByText(amount, { exact: true })).toBeVisible();
        await expect(panel.getByText(d['billing.qr.content'], { exact: true })).toBeVisible();
      }
      await expect(panel.getByRole('timer')).toHaveText(/\d+:\d\d/);
      await expectNoAxeViolations(page);
      // Development's stand-in plays the provider's page: pay there, then back to the result.
      // Following the link opens another page: focus starts afresh there, as in any browser.
      await keys.tabTo(panel.getByRole('link', { name: d['billing.qr.standIn'] }));
      await page.keyboard.press('Enter');
      await expect(standInPay(page)).toBeVisible();
      await keys.tabTo(standInPay(page));
      // Paying leaves the page: no focus to check in between.
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/payment\/success\?order=/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await expect.poll(() => plan(request, token)).toBe('starter');
    });
  }
}

test('the checkout follows the order live: paid on a phone, it moves on by itself (vi)', async ({
  page,
  request,
}) => {
  await useAppLocale(page, 'vi');
  const { token } = await login(page, request, await register(request));
  const { panel } = await showCode(page, vi, 'vi', 'vietqr');
  await expect(panel.getByRole('status').last()).toHaveText(vi['billing.qr.waiting']);
  // The "phone": another tab pays the same code on the stand-in's page.
  const href = await panel
    .getByRole('link', { name: vi['billing.qr.standIn'] })
    .getAttribute('href');
  const phone = await page.context().newPage();
  await phone.goto(href!);
  await standInPay(phone).click();
  await phone.waitForURL(/\/payment\/success/);
  await phone.close();
  // No reload: the open checkout sees the payment and goes to the result page.
  await page.waitForURL(/\/payment\/success\?order=/, { timeout: 20_000 });
  expect(await plan(request, token)).toBe('starter');
  // The payment history names the method, in the page's language.
  await page.goto('/studio-pricing');
  await expect(
    page.getByRole('cell', { name: vi['billing.method.vietqr'], exact: true }),
  ).toBeVisible({ timeout: 15_000 });
});
