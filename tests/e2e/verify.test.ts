import { writeFile } from 'node:fs/promises';
import { AxeBuilder } from './support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { formatDateTime } from '../../src/lib/format.ts';
import { changeOnePixel } from '../support/content-credentials.ts';
import { markedMp4, markedPng, photo, type MarkedFile } from '../support/verify-files.ts';

// Issue 17 point 5: /verify reads a file's content credentials in the browser, nothing uploaded.
let marked: MarkedFile;
test.beforeAll(async () => {
  marked = await markedPng({ tool: 'virtual-tryon' });
});

/** Writes bytes to a file in the test's output folder, as a person would have it on disk. */
async function onDisk(name: string, bytes: Uint8Array): Promise<string> {
  const file = test.info().outputPath(name);
  await writeFile(file, bytes);
  return file;
}

/** Chooses a file with the page's button, as a person does with the file dialog. */
async function choose(page: Page, button: string, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(file);
}

/** Drops a file on the drop zone, as a person dragging it from their desktop. */
async function drop(page: Page, zone: string, name: string, bytes: Uint8Array) {
  // The zone listens once the island runs, which is when its button is enabled.
  await expect(page.getByRole('region', { name: zone }).getByRole('button')).toBeEnabled();
  const dataTransfer = await page.evaluateHandle(
    ({ base64, fileName }) => {
      const content = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([content], fileName));
      return transfer;
    },
    { base64: Buffer.from(bytes).toString('base64'), fileName: name },
  );
  await page.getByRole('region', { name: zone }).dispatchEvent('drop', { dataTransfer });
}

/** Requests that could carry the file away: anything but reading the page and its assets. */
function uploads(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

test.describe('verify page', () => {
  test.setTimeout(90_000);

  test('a chosen result says it was made with AI, by the try-on, and when (vi)', async ({
    page,
  }) => {
    const sent = uploads(page);
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (/\.wasm$/.test(new URL(request.url()).pathname)) wasm.push(request.url());
    });
    // The policy lets this page compile WebAssembly: any refusal would be recorded here.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/verify');
    await page.waitForLoadState('networkidle');
    // The reader is fetched only once a file is chosen.
    expect(wasm).toEqual([]);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nội dung này có được tạo bằng AI không?' }),
    ).toBeVisible();
    await choose(page, 'Chọn tệp', await onDisk('ket-qua.png', marked.bytes));

    const heading = page.getByRole('heading', { name: 'Kết quả cho ket-qua.png' });
    await expect(heading).toBeFocused({ timeout: 60_000 });
    const result = page.getByRole('region', { name: 'Kết quả cho ket-qua.png' });
    await expect(result).toContainText('Nội dung tạo bởi AI');
    await expect(result.getByRole('definition').nth(1)).toHaveText('Thử đồ ảo');
    await expect(result).toContainText(formatDateTime(marked.madeAt, 'vi'));
    await expect(result).toContainText('Không: tệp giữ nguyên như lúc được ký');
    await expect(page.getByRole('status')).toContainText('Nội dung tạo bởi AI');
    await expectNoAxeViolations(page);
    expect(sent).toEqual([]);
    expect(wasm).toHaveLength(1);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  test('a dropped result says the same in English', async ({ page }) => {
    const sent = uploads(page);
    await page.goto('/en/verify');
    await drop(page, 'Check a file', 'try-on.png', marked.bytes);

    const heading = page.getByRole('heading', { name: 'Result for try-on.png' });
    await expect(heading).toBeFocused({ timeout: 60_000 });
    const result = page.getByRole('region', { name: 'Result for try-on.png' });
    await expect(result).toContainText('AI-generated content');
    await expect(result).toContainText('Virtual try-on');
    await expect(result).toContainText(formatDateTime(marked.madeAt, 'en'));
    await expect(result).toContainText('No: the file is exactly as it was signed');
    await expectNoAxeViolations(page);
    expect(sent).toEqual([]);
  });

  test('a dropped video result says it was made with AI by image to video', async ({ page }) => {
    const video = await markedMp4();
    await page.goto('/verify');
    await drop(page, 'Kiểm tra một tệp', 'video.mp4', video.bytes);
    const result = page.getByRole('region', { name: 'Kết quả cho video.mp4' });
    await expect(result).toContainText('Nội dung tạo bởi AI', { timeout: 60_000 });
    await expect(result).toContainText('Ảnh thành video');
    await expect(result).toContainText(formatDateTime(video.madeAt, 'vi'));
  });

  test('a plain photo has no content credentials', async ({ page }) => {
    await page.goto('/en/verify');
    await choose(page, 'Choose a file', await onDisk('holiday.jpg', await photo('jpeg')));
    const result = page.getByRole('region', { name: 'Result for holiday.jpg' });
    await expect(result).toContainText('No content credentials found', { timeout: 60_000 });
    await expect(result).toContainText('That does not prove it is a real photo');
    await expect(result).not.toContainText('AI-generated');
  });

  test('a changed result says plainly that it was changed (vi and en)', async ({ page }) => {
    const tampered = changeOnePixel(marked.bytes);
    await page.goto('/verify');
    await drop(page, 'Kiểm tra một tệp', 'da-sua.png', tampered);
    const vi = page.getByRole('region', { name: 'Kết quả cho da-sua.png' });
    await expect(vi).toContainText('tệp đã bị thay đổi sau khi ký', { timeout: 60_000 });
    await expect(vi).not.toContainText('Nội dung tạo bởi AI');

    await page.goto('/en/verify');
    await choose(page, 'Choose a file', await onDisk('edited.png', tampered));
    const en = page.getByRole('region', { name: 'Result for edited.png' });
    await expect(en).toContainText('the file was changed after signing', { timeout: 60_000 });
    await expect(en).toContainText('Yes: the file was changed after it was signed');
  });

  test('a text file or an empty file is refused with a clear message', async ({ page }) => {
    await page.goto('/verify');
    await choose(page, 'Chọn tệp', await onDisk('ghi-chu.png', Buffer.from('chỉ là chữ')));
    await expect(page.getByRole('alert')).toHaveText(
      'Không thể kiểm tra tệp này. Vui lòng chọn ảnh JPEG, PNG hoặc WebP, hoặc video MP4 hoặc MOV.',
    );
    await page.goto('/en/verify');
    await choose(page, 'Choose a file', await onDisk('empty.png', new Uint8Array()));
    await expect(page.getByRole('alert')).toHaveText(
      'The file is empty. Please choose an image or a video.',
    );
  });

  test('the footer leads to the page in both languages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kiểm tra nội dung AI' }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await page.goto('/en/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Verify AI content' }).click();
    await expect(page).toHaveURL(/\/en\/verify$/);
  });
});
