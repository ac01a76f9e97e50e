import { AxeBuilder } from './support/axe.ts';
import { keyboardOnly } from './support/keyboard.ts';
import { expect, test, type Page } from '@playwright/test';
import {
  login,
  newAccount,
  register,
  registerOnce,
  useAppLocale,
  type Account,
} from './support/accounts.ts';

test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'default' });

// The e2e API's ADMIN_EMAILS names this address (scripts/test.ts); the database is fresh per run.
let admin: Account;
test.beforeAll(async ({ request }) => {
  admin = await registerOnce(request, { ...newAccount('blog'), email: 'blog-admin@example.com' });
});

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

async function addTerm(page: Page, tab: string, fields: Record<string, string>) {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('button', { name: 'New entry' }).click();
  const form = page.getByRole('form', { name: 'New entry' });
  for (const [label, value] of Object.entries(fields)) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form).toBeHidden();
}

test('an administrator writes, previews, saves and publishes a post', async ({ page, request }) => {
  await useAppLocale(page, 'en');
  await login(page, request, admin);
  await page.goto('/admin/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog management' })).toBeVisible();
  await expectNoAxeViolations(page);

  await addTerm(page, 'Categories', {
    Id: 'mua-he',
    'Name (Vietnamese)': 'Mùa hè',
    'Name (English)': 'Summer',
    'Slug (Vietnamese)': 'mua-he',
    'Slug (English)': 'summer',
  });
  await expect(page.getByRole('tabpanel').getByText('Summer')).toBeVisible();
  await addTerm(page, 'Tags', {
    Id: 'ao-dai',
    'Name (Vietnamese)': 'Áo dài',
    'Name (English)': 'Ao dai',
    'Slug (Vietnamese)': 'ao-dai',
    'Slug (English)': 'ao-dai',
  });
  await addTerm(page, 'Authors', { Id: 'thu-ha', Name: 'Thu Hà' });

  await page.getByRole('tab', { name: 'Posts' }).click();
  await page.getByRole('button', { name: 'New post' }).click();
  await expect(page.getByRole('heading', { name: 'New post' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Áo dài mùa hè 2026');
  // The slug is suggested from the title with the diacritics folded.
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue('ao-dai-mua-he-2026');
  await page.getByLabel('Description', { exact: true }).fill('Gợi ý phối áo dài cho mùa hè.');
  await page.getByLabel('Category').selectOption({ label: 'Summer' });
  await page.getByLabel('Author').selectOption({ label: 'Thu Hà' });
  await page.getByRole('group', { name: 'Tags' }).getByLabel('Ao dai').check();

  const body = page.getByLabel('Content (MDX)');
  const preview = page.getByRole('region', { name: 'Live preview' });
  // A # heading is a section heading (h2) in the preview, under the page's one title.
  await body.fill('# Hello preview\n\nSome <strong>bold</strong> text.\n');
  await expect(preview.getByRole('heading', { level: 2, name: 'Hello preview' })).toBeVisible();
  await body.fill('# Hello preview\n\nSome <strong>bold text.\n');
  await expect(preview.getByRole('alert')).toContainText(/MDX error at line \d+, column \d+/);
  await expect(preview.getByRole('heading', { name: 'Hello preview' })).toHaveCount(0);
  await body.fill('# Áo dài\n\nSome <strong>bold</strong> text.\n');
  await expect(preview.getByRole('heading', { level: 2, name: 'Áo dài' })).toBeVisible();

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit post' })).toBeVisible();
  await expect(page.getByText('Status: Draft')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. The site is being rebuilt.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Site build' }).getByRole('status')).toHaveText(
    /^Site build (queued|running|succeeded)/,
  );

  await page.getByRole('button', { name: 'Back to posts' }).click();
  const row = page.getByRole('row', { name: /Áo dài mùa hè 2026/ });
  await expect(row).toContainText('Published');
  await expect(row).toContainText('Vietnamese');

  // The same screen in Vietnamese passes axe too.
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('vi');
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý blog' })).toBeVisible();
  await page.getByRole('button', { name: 'Sửa: Áo dài mùa hè 2026' }).click();
  await expect(page.getByRole('heading', { name: 'Sửa bài viết' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Xem trước trực tiếp' })
      .getByRole('heading', { name: 'Áo dài' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the server refuses a slug already taken and shows it under the field', async ({
  page,
  request,
}) => {
  await useAppLocale(page, 'en');
  await login(page, request, admin);
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Áo dài mùa hè 2026');
  await page.getByLabel('Description', { exact: true }).fill('Trùng slug');
  await page.getByLabel('Category').selectOption({ label: 'Summer' });
  await page.getByLabel('Author').selectOption({ label: 'Thu Hà' });
  await page.getByLabel('Content (MDX)').fill('Hello\n');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    page.getByText('Another vi post already uses the slug "ao-dai-mua-he-2026".').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Slug', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  // A free slug saves; the draft is then deleted from the list after a confirmation.
  await page.getByLabel('Slug', { exact: true }).fill('ban-nhap-se-xoa');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('heading', { name: 'Edit post' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to posts' }).click();
  await page.getByLabel('Show status').selectOption('draft');
  const row = page.getByRole('row', { name: /Áo dài mùa hè 2026/ });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Draft');
  // The app's own question, not the browser's confirm(): Cancel gives focus back to Delete.
  const keys = keyboardOnly(page);
  const remove = row.getByRole('button', { name: 'Delete: Áo dài mùa hè 2026' });
  await keys.activate(remove);
  const question = page.getByRole('alertdialog', {
    name: 'Delete "Áo dài mùa hè 2026"? This cannot be undone.',
  });
  await expect(question.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
  await keys.activate(question.getByRole('button', { name: 'Cancel' }));
  await expect(question).toHaveCount(0);
  await expect(remove).toBeFocused();
  // Confirmed, the row goes and focus moves to "New post" rather than to <body>.
  await keys.activate(remove);
  await keys.press('Enter');
  await expect(page.getByText('No posts match these filters.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New post' })).toBeFocused();
  await keys.expectFocusNotOnBody('the deletion');

  // A term is deleted the same way; focus goes to "New entry".
  await addTerm(page, 'Tags', {
    Id: 'se-xoa',
    'Name (Vietnamese)': 'Sẽ xóa',
    'Name (English)': 'To delete',
    'Slug (Vietnamese)': 'se-xoa',
    'Slug (English)': 'to-delete',
  });
  // Saved, the form goes and focus moves to the button that opens it.
  await expect(page.getByRole('button', { name: 'New entry' })).toBeFocused();
  await keys.activate(page.getByRole('button', { name: 'Delete: To delete' }));
  await expect(
    page.getByRole('alertdialog', { name: 'Delete "To delete"? This cannot be undone.' }),
  ).toBeVisible();
  await keys.press('Enter');
  await expect(page.getByRole('tabpanel').getByText('To delete')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New entry' })).toBeFocused();
});

test('a signed-in non-admin sees Access Denied on /admin/blog', async ({ page, request }) => {
  const someone = await register(request);
  await login(page, request, someone);
  await useAppLocale(page, 'en');
  await page.goto('/admin/blog');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(alert).toContainText(
    "You don't have permission to access the admin dashboard. Only authorized administrators can access this area.",
  );
  await expect(page.getByRole('heading', { name: 'Blog management' })).toHaveCount(0);
});
