import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { FidelityCheck, FidelityReport } from '../../src/contracts/fidelity.ts';
import { describeCheck } from '../../src/lib/fidelity-sentences.ts';
import { apiUrl, login, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { colourReport, seedCatalogueBatch } from './support/catalogue-fidelity.ts';

// Issue 41: a seller sees each try-on result's garment fidelity in the history, reads what each
// check found in their language, lists what needs review and approves a result with a reason.
test.use({ viewport: { width: 1280, height: 800 } });

const colour = { warn: 6, fail: 12 };
const pattern = { warn: 1.9, fail: 2.28 };
const check = (
  kind: FidelityCheck['kind'],
  verdict: FidelityCheck['verdict'],
  reason: FidelityCheck['reason'],
  score: number,
): FidelityCheck => ({
  kind,
  verdict,
  reason,
  score,
  thresholds: kind === 'colour' ? colour : pattern,
});
const reports = {
  pass: {
    verdict: 'pass',
    version: 1,
    checks: [
      check('colour', 'pass', 'colour-match', 2.34),
      check('pattern', 'pass', 'pattern-match', 0.42),
    ],
  },
  warn: {
    verdict: 'warn',
    version: 1,
    checks: [
      check('colour', 'warn', 'colour-shifted', 7.25),
      check('pattern', 'pass', 'pattern-match', 0.42),
    ],
  },
  fail: {
    verdict: 'fail',
    version: 1,
    checks: [
      check('colour', 'fail', 'colour-far', 23.5),
      check('pattern', 'warn', 'pattern-changed', 2.1),
    ],
  },
} satisfies Record<string, FidelityReport>;

async function seed(request: APIRequestContext, token: string) {
  const items = [
    ...(['pass', 'warn', 'fail'] as const).map((verdict) => ({
      tool: 'virtual-tryon',
      status: 'success',
      fidelity: reports[verdict],
    })),
    // A result with no report (a run before issue 41) shows no badge.
    { tool: 'virtual-tryon', status: 'success' },
  ];
  const res = await request.post(`${apiUrl}/dev/seed-generations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { items },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
const focusOnBody = (page: Page) => page.evaluate(() => document.activeElement === document.body);

const texts = {
  vi: {
    verdict: { pass: 'Khớp với sản phẩm', warn: 'Cần xem lại', fail: 'Khác với sản phẩm' },
    approved: 'Đã duyệt',
    badge: 'Kiểm tra trang phục: Đã duyệt',
    filters: 'Lọc theo trạng thái',
    needsReview: 'Cần xem lại',
    detail: 'Chi tiết lần tạo',
    summary: 'Chi tiết kiểm tra trang phục',
    kinds: ['Màu sắc', 'Họa tiết và hình in'],
    reason: 'Vì sao ảnh này đúng?',
    approve: 'Duyệt ảnh',
    tooShort: 'Hãy ghi ngắn gọn vì sao ảnh này đúng (ít nhất 3 ký tự).',
    done: 'Đã duyệt ảnh.',
    approvedOn: /^Đã duyệt lúc /,
    withdraw: 'Rút lại duyệt',
    withdrawn: 'Đã rút lại duyệt: ảnh cần được xem lại.',
    why: 'Màu vải ngoài đời đúng như ảnh, ánh đèn studio làm lệch.',
  },
  en: {
    verdict: {
      pass: 'Matches the product',
      warn: 'Needs review',
      fail: 'Differs from the product',
    },
    approved: 'Approved',
    badge: 'Garment check: Approved',
    filters: 'Status filter',
    needsReview: 'Needs review',
    detail: 'Generation details',
    summary: 'Garment check details',
    kinds: ['Colour', 'Pattern and print'],
    reason: 'Why is this image right?',
    approve: 'Approve',
    tooShort: 'Say in a few words why this image is right (at least 3 characters).',
    done: 'Image approved.',
    approvedOn: /^Approved on /,
    withdraw: 'Withdraw approval',
    withdrawn: 'Approval withdrawn: the image needs review again.',
    why: 'The fabric really is this shade; the studio light shifts it.',
  },
} as const;

// Words of the English checks and form: none may show on the Vietnamese page.
const english =
  /\b(?:the|colou?rs?|garment|image|product|photo|check|difference|publish|review|approve|pattern)\b/i;

for (const lang of ['vi', 'en'] as const) {
  const say = texts[lang];
  test(`shows each result's garment check, lists what needs review and approves by keyboard (${lang})`, async ({
    page,
    request,
  }) => {
    await useAppLocale(page, lang);
    const { token } = await login(page, request, await register(request));
    await seed(request, token);

    // The grid: a badge on each result with a report, its word and icon, read as the card's
    // description.
    await page.goto('/history?tool=virtual-tryon');
    // The run's first page load also waits for the API's first queries to warm up.
    await expect(cards(page)).toHaveCount(4, { timeout: 15_000 });
    for (const verdict of ['pass', 'warn', 'fail'] as const) {
      const card = cards(page).filter({ hasText: say.verdict[verdict] });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole('button')).toHaveAccessibleDescription(
        new RegExp(say.verdict[verdict]),
      );
    }
    await expectNoAxeViolations(page);

    // "Needs review" lists the warn and the fail, not the pass nor the result with no report.
    const filters = page.getByRole('group', { name: say.filters });
    await filters.getByRole('button', { name: say.needsReview }).click();
    await expect(page).toHaveURL(/filter=needs-review/);
    await expect(cards(page)).toHaveCount(2);
    await expect(cards(page).filter({ hasText: say.verdict.warn })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: say.verdict.fail })).toHaveCount(1);
    await expectNoAxeViolations(page);

    // The failed result's details, opened with the keyboard only.
    await cards(page).filter({ hasText: say.verdict.fail }).getByRole('button').focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: say.detail });
    await expect(detail.getByText(say.verdict.fail).first()).toBeVisible();
    const checks = detail.locator('details').filter({ hasText: say.summary });
    await expect(checks.getByText(describeCheck(reports.fail.checks[0]!, lang))).toBeHidden();
    await checks.getByText(say.summary).focus();
    await page.keyboard.press('Enter');
    for (const item of reports.fail.checks) {
      await expect(checks.getByText(describeCheck(item, lang))).toBeVisible();
    }
    for (const kind of say.kinds)
      await expect(checks.getByText(kind, { exact: true })).toBeVisible();
    if (lang === 'vi') expect(await checks.innerText()).not.toMatch(english);
    await expectNoAxeViolations(page);

    // A reason too short is refused in the page's language, at the field.
    const reason = checks.getByLabel(say.reason);
    await reason.focus();
    await page.keyboard.type('ok');
    await checks.getByRole('button', { name: say.approve }).focus();
    await page.keyboard.press('Enter');
    await expect(checks.getByText(say.tooShort)).toBeVisible();
    await expect(reason).toBeFocused();
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    // Approved with a reason: the badge says so and focus moves to the approval, not <body>.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(say.why);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(checks.getByRole('status')).toHaveText(say.done);
    await expect(checks.getByText(say.approvedOn)).toBeFocused();
    await expect(checks.getByText(say.why)).toBeVisible();
    await expect(detail.getByText(say.badge, { exact: true })).toBeVisible();
    expect(await focusOnBody(page)).toBe(false);
    await expectNoAxeViolations(page);

    // Withdrawn: the form is back, with focus in its field.
    await checks.getByRole('button', { name: say.withdraw }).focus();
    await page.keyboard.press('Enter');
    await expect(checks.getByRole('status')).toHaveText(say.withdrawn);
    await expect(checks.getByLabel(say.reason)).toBeFocused();
    await expect(detail.getByText(say.badge, { exact: true })).toBeHidden();
    expect(await focusOnBody(page)).toBe(false);
    await expectNoAxeViolations(page);

    // Approved again, then closed: the result has left "needs review" and focus is on the page.
    await page.keyboard.type(say.why);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(checks.getByText(say.approvedOn)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).filter({ hasText: say.verdict.warn })).toHaveCount(1);
    expect(await focusOnBody(page)).toBe(false);

    // The full view shows it approved.
    await filters.getByRole('button', { name: lang === 'vi' ? 'Tất cả' : 'All' }).click();
    await expect(cards(page)).toHaveCount(4);
    await expect(cards(page).filter({ hasText: say.approved })).toHaveCount(1);
    await expect(cards(page).filter({ hasText: say.verdict.fail })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

// The studio's result panel shows the same badge and checks. The result's real report depends
// on the engine's picture, so its progress answer is given the warn report, and the approval
// is answered as the API would (the history tests above approve through the real API).
test('the try-on result panel shows the badge and the checks, and approves (vi)', async ({
  page,
  request,
}) => {
  // The garment's cut-out by the background-removal model takes seconds on the CPU.
  test.setTimeout(120_000);
  const say = texts.vi;
  await useAppLocale(page, 'vi');
  await login(page, request, await register(request));
  let shown: Record<string, unknown> | null = null;
  await page.route(/\/ai\/generations\/[^/]+\/events$/, (route) => route.abort());
  await page.route(/\/ai\/generations\/[^/?]+$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { item?: Record<string, unknown> | null };
    if (body.item?.status === 'success') {
      shown = { ...body.item, fidelity: reports.warn, fidelity_approval: null };
      body.item = shown;
    }
    await route.fulfill({ response, json: body });
  });
  await page.route(/\/history\/[^/]+\/fidelity-approval$/, async (route) => {
    const { reason } = route.request().postDataJSON() as { reason: string };
    const approval = { reason, approved_at: new Date().toISOString() };
    await route.fulfill({ json: { ...shown, fidelity_approval: approval } });
  });

  await page.goto('/virtual-tryon');
  await page.getByRole('tab', { name: 'Người mẫu có sẵn' }).click();
  await page.getByRole('button', { name: 'Chọn Lan, dáng thon', exact: true }).click();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByRole('tab', { name: 'Trang phục có sẵn' }).click();
  await page.getByRole('button', { name: 'Chọn Váy liền đỏ', exact: true }).click();
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByRole('button', { name: 'Tạo', exact: true }).click();
  const result = page.getByRole('region', { name: 'Kết quả của bạn', exact: true });
  await expect(result).toBeVisible({ timeout: 90_000 });

  await expect(result.getByText(`Kiểm tra trang phục: ${say.verdict.warn}`)).toBeVisible();
  const checks = result.locator('details').filter({ hasText: say.summary });
  await checks.getByText(say.summary).focus();
  await page.keyboard.press('Enter');
  for (const item of reports.warn.checks) {
    await expect(checks.getByText(describeCheck(item, 'vi'))).toBeVisible();
  }
  expect(await checks.innerText()).not.toMatch(english);
  await expectNoAxeViolations(page);

  await checks.getByLabel(say.reason).focus();
  await page.keyboard.type(say.why);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(checks.getByText(say.approvedOn)).toBeFocused();
  await expect(result.getByText(say.badge, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

// A result approved in history's detail shows as approved on its catalogue batch's cell: the
// seller goes from the batch to history, approves, and comes Back. Playwright's Chromium runs
// without the back/forward cache, so Back loads the page again here; a browser that restores it
// from that cache reads its queries again (`refetchOnReturn`, unit-tested in query-client.test.ts).
test('a result approved in history shows approved on its catalogue cell after Back (en)', async ({
  page,
  request,
}) => {
  const say = texts.en;
  await useAppLocale(page, 'en');
  const { token } = await login(page, request, await register(request));
  const batchId = await seedCatalogueBatch(request, token, [
    { sku: 'AO-09', color: 'Red', model: 'Lan', fidelity: colourReport('fail') },
  ]);
  const cell = page.locator('summary').filter({ hasText: 'AO-09 · Red on Lan: ' });

  await page.goto(`/catalogue?batch=${batchId}`);
  await expect(cell).toHaveText(`AO-09 · Red on Lan: Garment check: ${say.verdict.fail}`, {
    timeout: 15_000,
  });

  await page.goto('/history?tool=virtual-tryon&filter=needs-review');
  await expect(cards(page)).toHaveCount(1, { timeout: 15_000 });
  await cards(page).getByRole('button').focus();
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: say.detail });
  const checks = detail.locator('details').filter({ hasText: say.summary });
  await checks.getByText(say.summary).focus();
  await page.keyboard.press('Enter');
  await checks.getByLabel(say.reason).focus();
  await page.keyboard.type(say.why);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(checks.getByText(say.approvedOn)).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`batch=${batchId}`));
  await expect(cell).toHaveText(`AO-09 · Red on Lan: Garment check: ${say.approved}`);
  await expect(page.getByRole('radio', { name: 'Needs review (0)' })).toBeVisible();
  await expectNoAxeViolations(page);
});
