import sharp from 'sharp';
import type { Engine } from '../engine.ts';
import { garmentCutOut } from '../local/background.ts';
import type { EvalCaseResult } from './run-eval.ts';

/**
 * Patterned garments for the set: the shipped sample garments are mostly plain, and a pattern
 * measure needs patterns to be judged on. Each is a sample garment's cut-out painted over (SVG,
 * drawn only where the garment is) with stripes, checks, or a print with text and a logo, then
 * laid on white like a product photo.
 */
const paints = {
  stripes: `<defs><pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="12" height="24" fill="#1d3557"/><rect x="12" width="12" height="24" fill="#f1faee"/></pattern></defs><rect width="100%" height="100%" fill="url(#p)"/>`,
  checks: `<defs><pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse"><rect width="32" height="32" fill="#f4a261"/><rect width="16" height="16" fill="#264653"/><rect x="16" y="16" width="16" height="16" fill="#264653"/></pattern></defs><rect width="100%" height="100%" fill="url(#p)"/>`,
  print: `<rect width="100%" height="100%" fill="#e63946"/><circle cx="50%" cy="38%" r="9%" fill="#ffffff"/><text x="50%" y="60%" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="64" text-anchor="middle" fill="#ffffff">KIEU</text>`,
} as const;

async function patterned(base: Buffer, paint: keyof typeof paints): Promise<Buffer> {
  const cut = await garmentCutOut(base);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cut.width}" height="${cut.height}">${paints[paint]}</svg>`;
  const painted = await sharp(cut.data, {
    raw: { width: cut.width, height: cut.height, channels: 4 },
  })
    .composite([{ input: Buffer.from(svg), blend: 'atop' }])
    .png()
    .toBuffer();
  return sharp(painted)
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/** Every model of the harness in each patterned garment, through the engine. */
export async function patternedTryOns(
  engine: Engine,
  cases: EvalCaseResult[],
): Promise<EvalCaseResult[]> {
  const models = new Map(cases.map((entry) => [entry.model, entry.images.model]));
  const bases = [
    { id: 'garment-yellow-tshirt', category: 'tops' as const },
    { id: 'garment-red-dress', category: 'dresses' as const },
  ].flatMap((base) => {
    const found = cases.find((entry) => entry.garment === base.id);
    return found ? [{ ...base, photo: found.images.garment }] : [];
  });
  const made: EvalCaseResult[] = [];
  for (const base of bases) {
    for (const paint of Object.keys(paints) as (keyof typeof paints)[]) {
      const garment = await patterned(base.photo, paint);
      for (const [model, photo] of models) {
        const result = await engine
          .tryOn({ model: photo, garment, params: { category: base.category } })
          .catch(() => null);
        if (!result) continue;
        made.push({
          id: `${model}+${base.id}-${paint}`,
          model,
          garment: `${base.id}-${paint}`,
          category: base.category,
          passed: true,
          torsoIoU: null,
          backdropChanged: 0,
          failures: [],
          ms: 0,
          images: { model: photo, garment, result: result.data },
        });
      }
    }
  }
  return made;
}
