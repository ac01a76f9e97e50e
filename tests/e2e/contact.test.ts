import { expect, test, type Page } from '@playwright/test';

const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function fill(page: Page, english: boolean) {
  await page.getByLabel(english ? 'First name' : 'Tên', { exact: true }).fill('Lan');
  await page.getByLabel(english ? 'Last name' : 'Họ', { exact: true }).fill('Nguyễn');
  await page.getByLabel('Email').fill('lan.nguyen@example.com');
  await page.getByLabel(english ? 'Phone number' : 'Số điện thoại').fill('0901 234 567');
  await page.getByLabel(english ? 'Topic' : 'Chủ đề').selectOption('pricing');
  await page
    .getByLabel(english ? 'How can we help?' : 'Chúng tôi có thể giúp gì cho bạn?')
    .fill('Tôi muốn tư vấn gói Pro cho cửa hàng thời trang của mình.');
}

test.describe('contact form', () => {
  test('sends a message with an attachment to the real API and shows the reference', async ({
    page,
  }) => {
    await page.goto('/en/contact');
    await fill(page, true);
    await page
      .getByLabel('Attachments (optional)')
      .setInputFiles({ name: 'shop.png', mimeType: 'image/png', buffer: pngBytes });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toContainText(/Reference: KS-/);
  });

  test('refuses a text file renamed .png with the exact message from the API', async ({ page }) => {
    await page.goto('/contact');
    await fill(page, false);
    await page.getByLabel('Tệp đính kèm (không bắt buộc)').setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not an image'),
    });
    await page.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Định dạng tệp không hợp lệ. Vui lòng chỉ tải lên tệp PNG, JPG, PDF',
    );
    await expect(page.getByLabel('Tên', { exact: true })).toHaveValue('Lan');
  });

  test('checks required fields and file limits before sending', async ({ page }) => {
    await page.goto('/en/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('Please correct the highlighted fields.');
    await expect(page.getByLabel('First name', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await fill(page, true);
    await page.getByLabel('Attachments (optional)').setInputFiles(
      Array.from({ length: 5 }, (_, i) => ({
        name: `p${i}.png`,
        mimeType: 'image/png',
        buffer: pngBytes,
      })),
    );
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('You can upload at most 4 files')).toBeVisible();
    await page
      .getByLabel('Attachments (optional)')
      .setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: pngBytes });
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByText('Invalid file type. Please upload PNG, JPG, PDF files only'),
    ).toBeVisible();
  });

  test('keeps every value when the server fails', async ({ page }) => {
    await page.route('**/contact', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: {} })
        : route.continue(),
    );
    await page.goto('/en/contact');
    await fill(page, true);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toContainText('Your message could not be sent');
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Lan');
    await expect(page.getByLabel('Phone number')).toHaveValue('0901 234 567');
  });

  test('shows a field error from the server next to the field', async ({ page }) => {
    await page.route('**/contact', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            json: {
              code: 'validation_failed',
              detail: 'Please enter a valid phone number',
              errors: [{ path: 'phone', message: 'Please enter a valid phone number' }],
            },
          })
        : route.continue(),
    );
    await page.goto('/en/contact');
    await fill(page, true);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#contact-phone-error')).toHaveText(
      'Please enter a valid phone number',
    );
  });

  test('shows the reference when the message is accepted, in Vietnamese', async ({ page }) => {
    let language: string | undefined;
    await page.route('**/contact', (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      language = route.request().headers()['accept-language'];
      return route.fulfill({
        status: 201,
        json: { id: '0b7f3c52-6a1e-4a8e-9a55-3f2b1c7d9e10', reference: 'KS-7QX4' },
      });
    });
    await page.goto('/contact');
    await fill(page, false);
    await page.getByRole('button', { name: 'Gửi tin nhắn' }).click();
    await expect(page.getByRole('status')).toContainText('Mã tham chiếu: KS-7QX4');
    expect(language).toMatch(/^vi/);
  });
});
