import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { backdropMask } from './backdrop-mask.ts';

/** An SVG drawing's RGB pixels. */
async function pixels(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 as const };
}

describe('the backdrop mask', () => {
  it('takes letterbox bars, a lit gradient and a hole between arm and body for background', async () => {
    const image = await pixels(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">
      <defs><linearGradient id="wall" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="#e9ecef"/><stop offset="1" stop-color="#b9bec6"/>
      </linearGradient></defs>
      <rect width="400" height="300" fill="#000"/>
      <rect x="40" y="0" width="320" height="300" fill="url(#wall)"/>
      <path d="M150 60 L250 60 L250 280 L150 280 Z M150 90 L110 90 L110 250 L150 250 Z" fill="#7a3b2e"/>
      <rect x="128" y="110" width="12" height="120" fill="url(#wall)"/>
    </svg>`);
    const alpha = backdropMask(image);
    const at = (x: number, y: number) => alpha[y * image.width + x];
    expect([at(10, 150), at(390, 150), at(60, 20), at(340, 280)]).toEqual([0, 0, 0, 0]);
    expect(at(200, 150)).toBe(255);
    expect(at(120, 150)).toBe(255);
    // The gap inside the arm shows the wall: background although the flood cannot reach it.
    expect(at(134, 170)).toBe(0);
  });

  it('keeps a small print of the backdrop’s colour inside the subject', async () => {
    const image = await pixels(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
      <rect width="400" height="400" fill="#ffffff"/>
      <rect x="100" y="100" width="200" height="200" fill="#2a6f4e"/>
      <circle cx="200" cy="200" r="4" fill="#ffffff"/>
    </svg>`);
    const alpha = backdropMask(image);
    expect(alpha[200 * 400 + 200]).toBe(255);
    expect(alpha[50 * 400 + 50]).toBe(0);
  });
});
