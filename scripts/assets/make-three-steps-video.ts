/**
 * Makes the home page's three-step video (public/media/three-steps.mp4) and its poster
 * (three-steps-poster.webp): three 960×540 frames drawn with sharp in Be Vietnam Pro, with
 * captions in both site languages, crossfaded by ffmpeg. The output is committed; run this once
 * by hand after changing it: `npx tsx scripts/assets/make-three-steps-video.ts` (needs ffmpeg).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { useBrandFont } from '../../src/integrations/brand-font.ts';

const W = 960;
const H = 540;
const out = join(import.meta.dirname, '../../public/media');
const work = mkdtempSync(join(tmpdir(), 'three-steps-'));

// Brand colours from src/styles/global.css.
const brand950 = '#40091d';
const brand900 = '#6d1c3a';
const brand700 = '#9f214e';
const brand500 = '#d9467a';
const brand200 = '#f9cfe0';
const brand50 = '#fdf2f6';
const accent300 = '#f4c77a';
const accent500 = '#d99a2b';
const font = "'Be Vietnam Pro', sans-serif";

const shirt =
  'M-50 -70 L-18 -82 Q0 -62 18 -82 L50 -70 L86 -34 L62 -8 L46 -24 L46 78 L-46 78 L-46 -24 L-62 -8 L-86 -34 Z';
const dress = 'M-22 -82 L22 -82 L28 -38 L66 78 L-66 78 L-28 -38 Z';
const hair = 'M-44 10 Q-52 -62 0 -70 Q52 -62 44 10 Q40 60 56 78 L-56 78 Q-40 60 -44 10 Z';

/** A light card with a drawing inside, centred on (x, y). */
const card = (x: number, y: number, w: number, h: number, inner: string, stroke = 'none') =>
  `<g transform="translate(${x} ${y})"><rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="20" fill="${brand50}" stroke="${stroke}" stroke-width="6"/>${inner}</g>`;

const badge = (x: number, y: number, icon: string) =>
  `<g transform="translate(${x} ${y})"><circle r="34" fill="${accent300}"/><path d="${icon}" fill="none" stroke="${brand950}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/></g>`;

const scenes = [
  // 1: a product photo goes up.
  card(
    720,
    220,
    230,
    270,
    `<path d="${shirt}" fill="${brand500}"/><path d="M-30 -8 H30 M-30 16 H30" stroke="${brand200}" stroke-width="6"/>`,
  ) + badge(835, 105, 'M0 14 V-14 M-12 -2 L0 -14 L12 -2'),
  // 2: pick a garment or a hairstyle; the chosen one is outlined.
  card(
    615,
    220,
    116,
    160,
    `<g transform="scale(0.62)"><path d="${shirt}" fill="${brand500}"/></g>`,
    accent300,
  ) +
    card(
      740,
      220,
      116,
      160,
      `<g transform="scale(0.62)"><path d="${dress}" fill="${brand200}"/></g>`,
    ) +
    card(
      865,
      220,
      116,
      160,
      `<g transform="scale(0.62)"><path d="${hair}" fill="${brand900}"/><circle cy="-6" r="30" fill="#f1c9a5"/></g>`,
    ) +
    `<path d="M615 104 L623 126 L645 134 L623 142 L615 164 L607 142 L585 134 L607 126 Z" fill="${accent300}"/>`,
  // 3: the model wearing the garment, ready to post.
  card(
    720,
    225,
    230,
    290,
    `<circle cy="-92" r="32" fill="#f1c9a5"/><path d="M-34 -100 Q-30 -136 0 -136 Q30 -136 34 -100 Q20 -118 0 -118 Q-20 -118 -34 -100 Z" fill="${brand900}"/><g transform="translate(0 10) scale(0.9)"><path d="${shirt}" fill="${brand500}"/></g><rect x="-38" y="80" width="30" height="48" rx="8" fill="${brand900}"/><rect x="8" y="80" width="30" height="48" rx="8" fill="${brand900}"/>`,
  ) + badge(835, 100, 'M-14 0 L-4 11 L14 -10'),
];

const captions = [
  ['Tải ảnh lên', 'Upload a photo'],
  ['Chọn trang phục, kiểu tóc', 'Pick a garment or a hairstyle'],
  ['Nhận ảnh và video', 'Get photos and a video'],
];

const escapeXml = (text: string) => text.replace(/[<>&]/g, (ch) => `&#${ch.codePointAt(0)};`);

function frame(step: number): string {
  const [vi = '', en = ''] = captions[step - 1] ?? [];
  const dots = [1, 2, 3]
    .map(
      (n) =>
        `<circle cx="${720 - 40 + (n - 1) * 40}" cy="470" r="9" fill="${n === step ? accent300 : brand50}" opacity="${n === step ? 1 : 0.4}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${brand900}"/><stop offset="1" stop-color="${brand700}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <text x="64" y="210" font-family="${font}" font-weight="700" font-size="200" fill="${accent300}">${step}</text>
  <text x="70" y="256" font-family="${font}" font-weight="700" font-size="20" fill="${accent500}" letter-spacing="3">BƯỚC ${step} · STEP ${step}</text>
  ${scenes[step - 1]}
  <text x="70" y="316" font-family="${font}" font-weight="700" font-size="32" fill="#ffffff">${escapeXml(vi)}</text>
  <text x="70" y="356" font-family="${font}" font-size="24" fill="${brand200}">${escapeXml(en)}</text>
  ${dots}
</svg>`;
}

try {
  await useBrandFont(join(work, 'fonts'));
  for (const step of [1, 2, 3]) {
    await sharp(Buffer.from(frame(step)))
      .png()
      .toFile(join(work, `frame-${step}.png`));
  }
  await sharp(join(work, 'frame-1.png'))
    .webp({ quality: 80 })
    .toFile(join(out, 'three-steps-poster.webp'));

  // Each frame shows 3 s; 0.6 s crossfades; 3 + 3 + 3 − 2 × 0.6 ≈ 7.8 s in all.
  const input = (n: number) => ['-loop', '1', '-t', '3', '-i', join(work, `frame-${n}.png`)];
  execFileSync(
    'ffmpeg',
    [
      '-y',
      ...input(1),
      ...input(2),
      ...input(3),
      '-filter_complex',
      '[0][1]xfade=transition=fade:duration=0.6:offset=2.4[a];[a][2]xfade=transition=fade:duration=0.6:offset=4.8,format=yuv420p[v]',
      '-map',
      '[v]',
      '-r',
      '24',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-crf',
      '28',
      '-preset',
      'slow',
      '-movflags',
      '+faststart',
      '-an',
      join(out, 'three-steps.mp4'),
    ],
    { stdio: 'inherit' },
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}
