import { expect, test, type Page } from '@playwright/test';

const sections = {
  vi: [
    'Vì sao shop thời trang và salon chọn Kiểu Studio',
    'Từ ảnh sản phẩm đến bài đăng hoàn chỉnh trong ba bước',
    'Kết nối với nơi bạn đang bán hàng',
    'Năm công cụ AI cho thời trang và làm đẹp',
    'Gói cước lớn lên cùng cửa hàng của bạn',
    'Các shop nhỏ và salon có thể dùng Kiểu Studio thế nào',
    'Câu hỏi thường gặp',
    'Đăng ký tư vấn miễn phí',
  ],
  en: [
    'Why shops and salons choose Kiểu Studio',
    'From product photo to finished post in three steps',
    'Works with the places you already sell',
    'Five AI tools for fashion and beauty',
    'Plans that grow with your shop',
    'How small shops and salons can use it',
    'Frequently asked questions',
    'Book a free consultation',
  ],
};

for (const [locale, headings] of Object.entries(sections)) {
  test(`home (${locale}) has every section, the video and the pricing summary`, async ({
    page,
  }) => {
    await page.goto(locale === 'vi' ? '/' : '/en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const name of headings) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // The player is built only when asked for, by keyboard here; it takes the poster's place,
    // playing, with the focus.
    await expect(page.locator('video')).toHaveCount(0);
    const play = page.getByRole('link', {
      name: locale === 'vi' ? 'Phát video ba bước' : 'Play the three-step video',
    });
    await expect(play).toHaveAttribute('href', '/media/three-steps.mp4');
    await play.focus();
    await page.keyboard.press('Enter');
    const video = page.locator('video');
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).toHaveAttribute('poster', '/media/three-steps-poster.webp');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
      .toBeGreaterThan(0);
    await expect(page).toHaveURL(locale === 'vi' ? /\/$/ : /\/en\/$/);
    const price = locale === 'vi' ? /399\.000\s₫/ : /₫399,000/;
    await expect(page.getByText(price)).toBeVisible();
    await expect(
      page.getByRole('link', {
        name: locale === 'vi' ? 'So sánh cả bảy gói cước' : 'Compare all seven plans',
      }),
    ).toHaveAttribute('href', locale === 'vi' ? '/pricing' : '/en/pricing');
    await expect(
      page.getByRole('link', {
        name: locale === 'vi' ? 'Mở công cụ thử đồ ảo' : 'Open virtual try-on',
      }),
    ).toHaveAttribute('href', '/virtual-tryon');
  });
}

test('a FAQ answer opens with Enter', async ({ page }) => {
  await page.goto('/en/');
  const question = page.getByText('How do credits work?');
  const answer = page.getByText('Each generation spends credits');
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
});

async function fill(page: Page) {
  await page.getByLabel('Họ và tên').fill('Nguyễn Thu Hà');
  await page.getByLabel('Số điện thoại').fill('0912 345 678');
  await page.getByLabel('Email (không bắt buộc)').fill('ha@example.vn');
  await page.getByLabel('Loại hình kinh doanh (không bắt buộc)').selectOption('salon');
  await page.getByLabel('Bạn cần hỗ trợ điều gì? (không bắt buộc)').fill('Tư vấn đổi kiểu tóc');
}

const submit = (page: Page) => page.getByRole('button', { name: 'Đăng ký tư vấn miễn phí' });

test.describe('consultation form', () => {
  test('the browser asks for the required fields first', async ({ page }) => {
    let posted = false;
    await page.route('**/consultations', (route) => {
      posted = true;
      return route.fulfill({ status: 201, json: { id: crypto.randomUUID() } });
    });
    await page.goto('/');
    await submit(page).click();
    const name = page.getByLabel('Họ và tên');
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await name.fill('H');
    const phone = page.getByLabel('Số điện thoại');
    await phone.fill('09x2');
    await submit(page).click();
    expect(await name.evaluate((el: HTMLInputElement) => el.validity.tooShort)).toBe(true);
    expect(await phone.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(true);
    expect(posted).toBe(false);
  });

  test('shows the server’s field errors by their fields and keeps the values', async ({ page }) => {
    await page.route('**/consultations', (route) =>
      route.fulfill({
        status: 422,
        json: {
          detail: 'Dữ liệu không hợp lệ',
          errors: [{ path: 'phone', message: 'Số điện thoại không hợp lệ' }],
        },
      }),
    );
    await page.goto('/');
    await fill(page);
    await submit(page).click();
    const phone = page.getByLabel('Số điện thoại');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('Số điện thoại không hợp lệ');
    await expect(phone).toBeFocused();
    await expect(page.getByLabel('Họ và tên')).toHaveValue('Nguyễn Thu Hà');
  });

  test('thanks the visitor and clears the form on success', async ({ page }) => {
    let body: unknown;
    let language: string | undefined;
    await page.route('**/consultations', (route) => {
      body = route.request().postDataJSON();
      language = route.request().headers()['accept-language'];
      return route.fulfill({ status: 201, json: { id: crypto.randomUUID() } });
    });
    await page.goto('/');
    await fill(page);
    await submit(page).click();
    await expect(page.getByRole('status')).toHaveText(
      'Cảm ơn bạn! Chúng tôi đã nhận yêu cầu và sẽ sớm gọi lại.',
    );
    await expect(page.getByLabel('Họ và tên')).toHaveValue('');
    expect(body).toEqual({
      name: 'Nguyễn Thu Hà',
      phone: '0912 345 678',
      email: 'ha@example.vn',
      businessType: 'salon',
      message: 'Tư vấn đổi kiểu tóc',
      locale: 'vi',
    });
    expect(language).toBe('vi');
  });

  test('shows the detail of a 429', async ({ page }) => {
    await page.route('**/consultations', (route) =>
      route.fulfill({ status: 429, json: { detail: 'Too many requests, try again later' } }),
    );
    await page.goto('/en/');
    await page.getByLabel('Your name').fill('Thu Ha');
    await page.getByLabel('Phone number').fill('0912345678');
    await page.getByRole('button', { name: 'Request my free consultation' }).click();
    await expect(page.getByRole('status')).toHaveText('Too many requests, try again later');
  });

  test('keeps the values when the server fails', async ({ page }) => {
    await page.route('**/consultations', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/');
    await fill(page);
    await submit(page).click();
    await expect(page.getByRole('status')).toContainText('Chưa gửi được yêu cầu');
    await expect(page.getByLabel('Họ và tên')).toHaveValue('Nguyễn Thu Hà');
    await expect(page.getByLabel('Số điện thoại')).toHaveValue('0912 345 678');
  });

  test('says when the API cannot be reached and keeps the values', async ({ page }) => {
    await page.route('**/consultations', (route) => route.abort('connectionrefused'));
    await page.goto('/en/');
    await page.getByLabel('Your name').fill('Thu Ha');
    await page.getByLabel('Phone number').fill('0912345678');
    await page.getByRole('button', { name: 'Request my free consultation' }).click();
    await expect(page.getByRole('status')).toContainText('We could not send your request');
    await expect(page.getByLabel('Your name')).toHaveValue('Thu Ha');
    await expect(page.getByLabel('Phone number')).toHaveValue('0912345678');
  });
});

test('the home page has a social card image and structured data', async ({ page, request }) => {
  await page.goto('/en/');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/\/og\/en-home\.png$/);
  const response = await request.get(new URL(image!).pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('image/png');
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
    'content',
    'summary_large_image',
  );
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}')['@type']));
  expect(types).toEqual(['Organization', 'FAQPage']);
});
