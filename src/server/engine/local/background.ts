import { EngineError } from '../engine.ts';
import { removeBackground } from '../perception/index.ts';
import { blurMask, type RawImage } from './image.ts';
import { maskBox } from './person-box.ts';

/** Default colour distance (Euclidean, RGB) under which a pixel belongs to the backdrop. */
export const backdropTolerance = 48;

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
 * Marks the backdrop: a flood fill from every border pixel close to the border colour, spreading
 * to 4-neighbours that are also within `tolerance` of it. Product photos on white or plain
 * studio walls come out clean; a busy background is mostly left as foreground. 1 = backdrop.
 */
export function floodBackdrop(image: RawImage, tolerance = backdropTolerance): Uint8Array {
  const { data, width, height } = image;
  const [br, bg, bb] = borderColour(image);
  const limit = tolerance * tolerance;
  const near = (pixel: number) => {
    const i = pixel * 4;
    const dr = data[i]! - br;
    const dg = data[i + 1]! - bg;
    const db = data[i + 2]! - bb;
    return dr * dr + dg * dg + db * db <= limit && data[i + 3]! > 0;
  };
  const backdrop = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  const visit = (pixel: number) => {
    if (backdrop[pixel] || !near(pixel)) return;
    backdrop[pixel] = 1;
    queue[tail++] = pixel;
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (head < tail) {
    const pixel = queue[head++]!;
    const x = pixel % width;
    if (x > 0) visit(pixel - 1);
    if (x < width - 1) visit(pixel + 1);
    if (pixel >= width) visit(pixel - width);
    if (pixel < width * (height - 1)) visit(pixel + width);
  }
  return backdrop;
}

/**
 * The subject on a transparent background: the flood-filled backdrop becomes alpha 0, with a
 * soft edge of about `feather` pixels that stays inside the subject (no halo of the backdrop).
 */
export async function cutOutSubject(
  image: RawImage,
  options: { tolerance?: number; feather?: number } = {},
): Promise<{ image: RawImage; foreground: Uint8Array }> {
  const { width, height } = image;
  const backdrop = floodBackdrop(image, options.tolerance);
  const foreground = new Uint8Array(width * height);
  for (let i = 0; i < foreground.length; i++) foreground[i] = backdrop[i] ? 0 : 255;
  const soft = await blurMask(foreground, width, height, options.feather ?? 1);
  const data = Buffer.from(image.data);
  for (let pixel = 0; pixel < foreground.length; pixel++) {
    // Only pixels of the subject keep alpha; the blur ramps it down towards the edge.
    const alpha = foreground[pixel] ? Math.min(255, Math.max(0, (soft[pixel]! - 128) * 2 + 64)) : 0;
    data[pixel * 4 + 3] = Math.round((alpha * data[pixel * 4 + 3]!) / 255);
  }
  return { image: { data, width, height }, foreground };
}

/**
 * A garment photo's garment on a transparent background, trimmed to it: the background-removal
 * model's cut-out (cached by the photo's hash), boxed around its opaque pixels (rows and columns
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
