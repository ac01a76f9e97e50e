import { AxeBuilder, expectPagesAxeClean } from './support/axe.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { newestMail, uniqueEmail } from './support/accounts.ts';
import { blogPages } from '../support/public-routes.ts';

const postList = (page: Page) =>
  page
    .getByRole('region', { name: /Bài viết mới|Latest posts/ })
    .locator('ul:visible')
    .first();
const cardTitles = (page: Page) => postList(page).getByRole('heading', { level: 3 });

test.describe('blog list', () => {
  test('search narrows the list, ignores diacritics and gives the pages back when cleared', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(cardTitles(page)).toHaveCount(3);
    const search = page.getByRole('searchbox', { name: 'Tìm bài viết' });
    await search.fill('video');
    await expect(page.getByRole('status').filter({ hasText: 'Tìm thấy 1 bài viết' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText([
      'Biến ảnh sản phẩm thành video ngắn trong vài phút',
    ]);
    await expect(page.getByRole('navigation', { name: 'Các trang blog' })).toBeHidden();

    await search.fill('kieu toc');
    await expect(cardTitles(page)).toHaveText(['Salon tư vấn kiểu tóc bằng ảnh xem trước']);

    await search.fill('không có bài nào như thế');
    await expect(page.getByText('Không có bài viết nào khớp với từ khóa.')).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);

    await search.fill('');
    await expect(cardTitles(page)).toHaveCount(3);
    await expect(page.getByRole('navigation', { name: 'Các trang blog' })).toBeVisible();
  });

  test('sort reorders every post: oldest first and by title', async ({ page }) => {
    await page.goto('/en/blog');
    await expect(cardTitles(page).first()).toHaveText(
      'Hairstyle consultations with preview images',
    );
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Oldest first' });
    await expect(cardTitles(page)).toHaveText([
      'How to shoot a model photo that works for virtual try-on',
      'Five image editing prompts that sell',
      'Turning product photos into short videos',
      'Hairstyle consultations with preview images',
    ]);
    await sort.selectOption({ label: 'Title A to Z' });
    await expect(cardTitles(page)).toHaveText([
      'Five image editing prompts that sell',
      'Hairstyle consultations with preview images',
      'How to shoot a model photo that works for virtual try-on',
      'Turning product photos into short videos',
    ]);
  });

  test('pagination moves between pages', async ({ page }) => {
    await page.goto('/blog');
    const pages = page.getByRole('navigation', { name: 'Các trang blog' });
    await expect(pages.getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Trang sau' }).click();
    await expect(page).toHaveURL(/\/blog\/page\/2$/);
    await expect(cardTitles(page)).toHaveText([
      'Cách chụp ảnh người mẫu để thử đồ ảo cho kết quả đẹp',
    ]);
    await expect(pages.getByRole('link', { name: 'Trang sau' })).toHaveCount(0);
    await pages.getByRole('link', { name: 'Trang trước' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('category and tag chips lead to their lists in each language', async ({ page }) => {
    await page.goto('/en/blog');
    await page
      .getByRole('navigation', { name: 'Tags' })
      .getByRole('link', { name: '#prompts' })
      .click();
    await expect(page).toHaveURL(/\/en\/blog\/tag\/prompts$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Posts about prompts');
    await expect(page.getByRole('heading', { level: 3 })).toHaveText([
      'Five image editing prompts that sell',
    ]);
    await page.goto('/blog');
    await page
      .getByRole('navigation', { name: 'Chuyên mục' })
      .getByRole('link', { name: 'Bán hàng online' })
      .click();
    await expect(page).toHaveURL(/\/blog\/category\/ban-hang-online$/);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(2);
  });
});

test.describe('blog post', () => {
  test('shows the author, reading time, related posts and share links', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/en/blog/shoot-a-model-photo-for-try-on');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'How to shoot a model photo that works for virtual try-on',
    );
    await expect(page.getByText('By Hoàng Thảo Vy, Head of design')).toBeVisible();
    await expect(page.getByText(/^\d+ min read$/)).toBeVisible();
    const related = page.getByRole('region', { name: 'Related posts' });
    await expect(related.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(
      related.getByRole('link', { name: 'Hairstyle consultations with preview images' }),
    ).toBeVisible();

    const share = page.getByRole('region', { name: 'Share this post' });
    const url = encodeURIComponent(new URL(page.url()).pathname);
    for (const [name, host] of [
      ['Share on Facebook', 'https://www.facebook.com/sharer/sharer.php?u='],
      ['Share on X', 'https://x.com/intent/post?url='],
      ['Share on LinkedIn', 'https://www.linkedin.com/sharing/share-offsite/?url='],
      ['Share on Zalo', 'https://sp.zalo.me/plugins/share?'],
    ] as const) {
      const link = share.getByRole('link', { name });
      await expect(link).toHaveAttribute(
        'href',
        new RegExp(`^${host.replace(/[?.]/g, '\\$&')}.*${url}`),
      );
    }
    await share.getByRole('button', { name: 'Copy link' }).click();
    await expect(share.getByRole('status')).toHaveText('Link copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/en\/blog\/shoot-a-model-photo-for-try-on$/,
    );

    await page.getByRole('link', { name: 'Tiếng Việt' }).click();
    await expect(page).toHaveURL(/\/blog\/chup-anh-nguoi-mau-de-thu-do$/);
    await expect(page.getByText('Tác giả Hoàng Thảo Vy, Trưởng nhóm thiết kế')).toBeVisible();
  });
});

test.describe('newsletter', () => {
  test('signs up in Vietnamese, confirms from the mailed link once', async ({ page, request }) => {
    const email = uniqueEmail('ban-tin');
    await page.goto('/blog');
    const field = page.getByRole('textbox', { name: 'Địa chỉ email' });
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByText('Vui lòng nhập email', { exact: true })).toBeVisible();
    // The browser accepts it, the API does not: its 422 message is shown as is.
    await field.fill('lan@shop');
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByText('Vui lòng nhập email hợp lệ')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    await field.fill(email);
    await page.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByText('Sắp xong: hãy mở liên kết chúng tôi vừa gửi')).toBeVisible();

    const mail = await newestMail(request, email);
    expect(mail.subject).toBe('Xác nhận đăng ký bản tin Kiểu Studio');
    const link = /(https?:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(mail.text)![1]!;
    await page.goto(link);
    await expect(page).toHaveURL(/\/blog\/newsletter-confirmed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bạn đã đăng ký thành công');

    await page.goto(link);
    await expect(page).toHaveURL(/\/blog\/newsletter-invalid$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Liên kết này không còn hiệu lực',
    );

    // Issue 26: the welcome mail's one-click link opens a page whose button unsubscribes.
    await unsubscribeFromWelcome(page, request, email, {
      button: 'Hủy đăng ký',
      done: 'Bạn đã hủy đăng ký',
      path: /\/blog\/newsletter-unsubscribe\?token=/,
    });
  });

  test('signs up in English from a post and lands on the English page', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('newsletter');
    await page.goto('/en/blog/five-image-prompts-that-sell');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Almost done: open the link we just emailed you')).toBeVisible();
    const mail = await newestMail(request, email);
    expect(mail.subject).toBe('Confirm your subscription to the Kiểu Studio newsletter');
    await page.goto(/(https?:\/\/\S+\/newsletter\/confirm\?\S+)/.exec(mail.text)![1]!);
    await expect(page).toHaveURL(/\/en\/blog\/newsletter-confirmed$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are subscribed');
    await unsubscribeFromWelcome(page, request, email, {
      button: 'Unsubscribe',
      done: 'You are unsubscribed',
      path: /\/en\/blog\/newsletter-unsubscribe\?token=/,
    });
  });
});

/** Opens the unsubscribe link of the newest mail (the welcome), checks axe, unsubscribes. */
async function unsubscribeFromWelcome(
  page: Page,
  request: APIRequestContext,
  email: string,
  text: { button: string; done: string; path: RegExp },
) {
  const welcome = await newestMail(request, email);
  const link = /(https?:\/\/\S+\/newsletter\/unsubscribe\?\S+)/.exec(welcome.text)![1]!;
  await page.goto(link);
  await expect(page).toHaveURL(text.path);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  await page.getByRole('button', { name: text.button }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(text.done);
  await expect(heading).toBeFocused();
  await expect(page.getByRole('button', { name: text.button })).toHaveCount(0);
}

// One test per width visits every blog page (issue 38); each page is a soft check.
for (const width of [390, 1280]) {
  test(`the blog pages have no violations at ${width}px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await expectPagesAxeClean(page, Object.values(blogPages).flat(), `at ${width}px`);
  });
}
