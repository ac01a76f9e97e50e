import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ffmpeg } from '../../src/server/engine/local/test-support.ts';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { AxeBuilder } from './support/axe.ts';
import { textOf } from './support/keyboard-flow.ts';
import { apiUrl, login, register, useAppLocale, type Account } from './support/accounts.ts';

// Issue 40, decision 108: a seller uploads a video from the computer into the assets library.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 800 } });
let account: Account;
let clip: Buffer;
/** 61 seconds at 64×48 and one frame a second: over the limit, yet a few kilobytes. */
let longClip: Buffer;
test.beforeAll(async ({ request }) => {
  account = await register(request);
  // VP8 in WebM: every Chromium build plays it (H.264 needs the proprietary codecs).
  const folder = await mkdtemp(path.join(tmpdir(), 'kieu-e2e-video-'));
  try {
    const out = path.join(folder, 'clip.webm');
    const made = await ffmpeg([
      ...['-y', '-f', 'lavfi', '-i', 'testsrc=duration=2:size=320x240:rate=25'],
      ...['-c:v', 'libvpx', '-b:v', '300k', out],
    ]);
    expect(made.code, made.stderr).toBe(0);
    clip = await readFile(out);
    const long = path.join(folder, 'long.webm');
    const madeLong = await ffmpeg([
      ...['-y', '-f', 'lavfi', '-i', 'testsrc=duration=61:size=64x48:rate=1'],
      ...['-c:v', 'libvpx', '-b:v', '10k', long],
    ]);
    expect(madeLong.code, madeLong.stderr).toBe(0);
    longClip = await readFile(long);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});

const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );

for (const locale of ['vi', 'en'] as const) {
  const words = locale === 'vi' ? vi : en;
  test(`${locale}: a video uploaded from the computer shows its poster, says Video and plays`, async ({
    page,
    request,
  }) => {
    await login(page, request, account);
    await useAppLocale(page, locale);
    await page.goto('/assets');
    await expect(
      page.getByRole('heading', { level: 1, name: words['assets.heading'] }),
    ).toBeVisible();

    // The default "Use as" is the generic image: the button offers videos too.
    const upload = page.getByRole('button', { name: words['assets.uploadMedia'] });
    await expect(page.locator('input[type=file]')).toHaveAttribute('accept', /video\/webm/);
    await page.getByRole('radio', { name: words['assets.consent.self'], exact: true }).check();
    const chooser = page.waitForEvent('filechooser');
    // Keyboard: the button is reached and pressed without a mouse.
    await upload.focus();
    await page.keyboard.press('Enter');
    const name = `quay-${locale}.webm`;
    await (await chooser).setFiles({ name, mimeType: 'video/webm', buffer: clip });

    // The photo's answer does not cover a video: the question is asked again, about the people
    // in this video, with the reason announced and focus on its first answer.
    const question = page.getByRole('group', { name: words['assets.consent.statementVideo'] });
    await expect(question.getByRole('alert')).toHaveText(words['assets.consent.askVideo']);
    const subject = question.getByRole('radio', { name: words['assets.consent.subjectVideo'] });
    await expect(subject).toBeFocused();
    await expect(page.getByRole('group', { name: words['assets.consent.statement'] })).toHaveCount(
      0,
    );
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await expect(
      question.getByRole('radio', { name: words['assets.consent.self'], exact: true }),
    ).toBeChecked();
    const retry = page.getByRole('button', {
      name: textOf(words, 'assets.consent.retry', { name }),
    });
    await retry.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(words['assets.uploadedVideo'])).toBeVisible();

    const card = page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: name });
    await expect(card.getByText(words['assets.video'], { exact: true })).toBeVisible();
    // The record keeps the video's statement, as it was shown.
    const recorded = textOf(words, 'assets.consent.recordedVideo.self').split('(')[0]!.trim();
    await expect(card).toContainText(recorded);
    await expect(card.locator(`q[lang="${locale}"]`)).toHaveText(
      words['assets.consent.statementVideo'],
    );
    const player = card.locator('video');
    await expect(player).toHaveAttribute('controls', '');
    await expect(player).toHaveAttribute('aria-label', name);
    const poster = await player.getAttribute('poster');
    expect(poster).toBeTruthy();
    const posterImage = await request.get(poster!);
    expect(posterImage.headers()['content-type']).toBe('image/webp');

    // The Videos tab lists it; it plays from the keyboard: Tab reaches the player.
    await page.getByRole('tab', { name: words['assets.tab.videos'] }).click();
    await expect(card).toBeVisible();
    await page.getByRole('searchbox', { name: words['assets.search'] }).focus();
    let reached = false;
    for (let i = 0; i < 12 && !reached; i += 1) {
      await page.keyboard.press('Tab');
      reached = await player.evaluate((video) => video.matches(':focus, :focus-within'));
    }
    expect(reached).toBe(true);
    await player.evaluate((video: HTMLVideoElement) => {
      video.muted = true;
      return video.play();
    });
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0);
    expect(await player.evaluate((video: HTMLVideoElement) => video.error)).toBeNull();

    expect(await violations(page)).toEqual([]);
  });
}

test('a tool’s picker offers images only, and says why on its Videos tab', async ({
  page,
  request,
}) => {
  const { token } = await login(page, request, account);
  const uploaded = await request.post(`${apiUrl}/assets`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      kind: 'image',
      consent: 'self',
      file: { name: 'chi-video.webm', mimeType: 'video/webm', buffer: clip },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await useAppLocale(page, 'en');
  await page.goto('/image-editing');
  await page.getByRole('button', { name: en['toolsUi.slot.source.choose'] }).click();
  const picker = page.getByRole('dialog', { name: en['toolsUi.slot.source.choose'] });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('button', { name: 'Select chi-video.webm' })).toHaveCount(0);
  await picker.getByRole('tab', { name: 'Videos' }).click();
  await expect(picker.getByText(en['assets.picker.noVideos'])).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

// One locale: the dictionary test keeps the Vietnamese message translated.
test('vi: a clip over 60 seconds is refused in the browser before any byte is sent', async ({
  page,
  request,
}) => {
  await login(page, request, account);
  await useAppLocale(page, 'vi');
  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/assets')) {
      posts.push(req.url());
    }
  });
  await page.goto('/assets');
  await page.getByRole('radio', { name: vi['assets.consent.self'], exact: true }).check();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: vi['assets.uploadMedia'] }).click();
  await (
    await chooser
  ).setFiles({ name: 'qua-dai.webm', mimeType: 'video/webm', buffer: longClip });

  // The server's own message, in the toaster's live region, as the size and type refusals are.
  const announced = page.locator('section[aria-live]');
  await expect(announced).toContainText(vi['assets.uploadFailed']);
  await expect(announced).toContainText(
    textOf(vi, 'assets.error.videoTooLong', { maxSeconds: '60' }),
  );
  // Refused, not held for a consent answer: no question about a video, no retry, no request.
  await expect(page.getByRole('group', { name: vi['assets.consent.statementVideo'] })).toHaveCount(
    0,
  );
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  expect(posts).toEqual([]);
});
