import { EngineError } from '../engine.ts';
import { removeBackground } from '../perception/index.ts';
import type { RawImage } from './image.ts';
import { maskBox } from './person-box.ts';

/** The backdrop colour: the per-channel median of the pixels on the image's border. */
export function borderColour(image: RawImage): [number, number, number] {
  const { data, width, height } = image;
  const channels: number[][] = [[], [], []];
  const take = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    for (let c = 0; c < 3; c++) channels[c]!.push(data[i + c]!);
  };
  for (let x = 0; x < width; x++) {
    take(x, 0);
    take(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    take(0, y);
    take(width - 1, y);
  }
  return channels.map((values) => {
    values.sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  }) as [number, number, number];
}

/**
 * A garment photo's garment on a transparent background, trimmed to it: the cut-out of
 * ../perception/remove-background.ts (cached by the photo's hash), boxed around its opaque pixels (rows and columns
 * with under 0.5% of them ignored: specks). A photo with nothing cut out is refused, saying so.
 */
export async function garmentCutOut(photo: Buffer): Promise<RawImage> {
  const cut = await removeBackground(photo);
  const opaque = new Uint8Array(cut.width * cut.height);
  for (let i = 0; i < opaque.length; i++) opaque[i] = cut.data[i * 4 + 3]! >= 128 ? 1 : 0;
  const minCount = Math.max(1, Math.round(Math.min(cut.width, cut.height) * 0.005));
  const box = maskBox(opaque, cut.width, cut.height, minCount);
  if (!box) throw new EngineError('bad-input', 'tryOn.check.noGarment');
  const data = Buffer.alloc(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    const from = ((box.top + y) * cut.width + box.left) * 4;
    cut.data.copy(data, y * box.width * 4, from, from + box.width * 4);
  }
  return { data, width: box.width, height: box.height };
}
