/**
 * Makes the home page's three-step video (public/media/three-steps.mp4) and its poster
 * (three-steps-poster.webp): three 960×540 frames drawn with sharp, crossfaded by ffmpeg.
 * Run once by hand: `npx tsx scripts/assets/make-three-steps-video.ts` (needs ffmpeg on PATH).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

const W = 960;
const H = 540;
const out = join(import.meta.dirname, '../../public/media');
const work = mkdtempSync(join(tmpdir(), 'three-steps-'));

// Brand colours from src/styles/global.css.
const brand900 = '#6d1c3a';
const brand700 = '#9f214e';
const brand50 = '#fdf2f6';
const accent300 = '#f4c77a';

/** Icons: upload arrow, sparkle (AI), download tray. */
const icons = [
  'M0 60 L0 90 L120 90 L120 60 M60 70 L60 0 M30 30 L60 0 L90 30',
  'M60 0 L72 48 L120 60 L72 72 L60 120 L48 72 L0 60 L48 48 Z',
  'M0 60 L0 90 L120 90 L120 60 M60 0 L60 70 M30 40 L60 70 L90 40',
];

function frame(step: number): string {
  const dots = [1, 2, 3]
    .map(
      (n) =>
        `<circle cx="${W / 2 - 60 + (n - 1) * 60}" cy="470" r="12" fill="${n <= step ? accent300 : brand50}" opacity="${n <= step ? 1 : 0.35}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${brand900}"/><stop offset="1" stop-color="${brand700}"/>
  </linearGradient></defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  <text x="150" y="330" font-family="sans-serif" font-weight="700" font-size="260" fill="${accent300}">${step}</text>
  <g transform="translate(520 150)" fill="none" stroke="${brand50}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round">
    <rect x="-40" y="-40" width="200" height="200" rx="32" stroke-width="6" opacity="0.5"/>
    <path d="${icons[step - 1]}"/>
  </g>
  <text x="${W / 2}" y="420" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="40" fill="${brand50}" letter-spacing="8">${[1, 2, 3].map((n) => (n === step ? `[${n}]` : String(n))).join(' → ')}</text>
  ${dots}
</svg>`;
}

try {
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
