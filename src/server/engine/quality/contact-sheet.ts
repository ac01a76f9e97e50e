import sharp, { type OverlayOptions } from 'sharp';
import type { EvalSummary } from './run-eval.ts';

const TILE = 200;
const LABEL_W = 260;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * One PNG of the run: a row per case with its model photo, garment and result (or a grey tile
 * when the engine made none) and a label with the timing, the metrics and PASS/FAIL, so a
 * person sees at a glance what the numbers judged.
 */
export async function contactSheet(summary: EvalSummary): Promise<Buffer> {
  const width = TILE * 3 + LABEL_W;
  const header = 40;
  const height = header + TILE * summary.cases.length;
  const tile = (image: Buffer | undefined) =>
    image
      ? sharp(image)
          .rotate()
          .resize(TILE, TILE, { fit: 'contain', background: '#fff' })
          .png()
          .toBuffer()
      : sharp({ create: { width: TILE, height: TILE, channels: 3, background: '#bbb' } })
          .png()
          .toBuffer();
  const layers: OverlayOptions[] = [];
  const lines: string[] = [
    `<text x="10" y="26" font-size="18" font-weight="bold">${escape(
      `${summary.engine}: ${summary.passed ? 'PASS' : 'FAIL'} · ${(summary.totalMs / 1000).toFixed(1)} s`,
    )}</text>`,
  ];
  for (const [row, result] of summary.cases.entries()) {
    const top = header + row * TILE;
    const images = [result.images.model, result.images.garment, result.images.result];
    for (const [column, image] of images.entries()) {
      layers.push({ input: await tile(image), left: column * TILE, top });
    }
    const label = [
      result.passed ? 'PASS' : 'FAIL',
      result.model,
      result.garment,
      `${result.category} · ${(result.ms / 1000).toFixed(1)} s`,
      result.torsoIoU === null ? '' : `torso IoU ${result.torsoIoU.toFixed(2)}`,
      `backdrop ${(100 * result.backdropChanged).toFixed(1)}%`,
      ...result.failures,
      result.error ? result.error.slice(0, 36) : '',
    ].filter(Boolean);
    label.forEach((text, index) =>
      lines.push(
        `<text x="${TILE * 3 + 10}" y="${top + 22 + index * 18}" font-size="14"${
          index === 0 ? ` font-weight="bold" fill="${result.passed ? '#176b2c' : '#b00020'}"` : ''
        }>${escape(text)}</text>`,
      ),
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif">${lines.join('')}</svg>`;
  layers.push({ input: Buffer.from(svg), left: 0, top: 0 });
  return sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .composite(layers)
    .png()
    .toBuffer();
}
