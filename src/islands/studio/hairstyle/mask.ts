/** A size in pixels. */
export interface Size {
  width: number;
  height: number;
}

/**
 * The mask's pixel size: the portrait's natural size (from the asset, else the loaded image),
 * so the engine can lay the mask over the photo one to one.
 * @example maskSize({ width: 1200, height: 1600 }, null) // { width: 1200, height: 1600 }
 */
export function maskSize(
  asset: { width: number | null; height: number | null },
  natural: Size | null,
): Size | null {
  if (asset.width && asset.height) return { width: asset.width, height: asset.height };
  if (natural && natural.width > 0 && natural.height > 0) return natural;
  return null;
}

/**
 * A pointer position on the shown canvas as a pixel of the mask: the canvas is drawn at
 * `shown` CSS pixels but holds `mask` pixels.
 * @example toMaskPoint({ x: 50, y: 20 }, { width: 100, height: 100 }, { width: 1000, height: 1000 }) // { x: 500, y: 200 }
 */
export function toMaskPoint(
  point: { x: number; y: number },
  shown: Size,
  mask: Size,
): { x: number; y: number } {
  return {
    x: (point.x / shown.width) * mask.width,
    y: (point.y / shown.height) * mask.height,
  };
}

/** The brush's radius in mask pixels for a brush of `size` CSS pixels on the shown canvas. */
export function brushRadius(size: number, shown: Size, mask: Size): number {
  return Math.max(1, (size / 2) * (mask.width / shown.width));
}

/**
 * The mask as the API takes it: the painted strokes (any opaque pixel) white on black, as a
 * PNG data URL of the canvas's own size.
 */
export function exportMask(painted: HTMLCanvasElement): string {
  const out = document.createElement('canvas');
  out.width = painted.width;
  out.height = painted.height;
  const context = out.getContext('2d')!;
  context.fillStyle = '#000';
  context.fillRect(0, 0, out.width, out.height);
  context.drawImage(painted, 0, 0);
  return out.toDataURL('image/png');
}

/**
 * The strokes of a saved mask (white on black), back as the editor paints them: white where
 * the mask is light, transparent elsewhere, so a regenerated mask can be edited further.
 */
export async function strokesFromMask(dataUrl: string): Promise<ImageData> {
  const image = new Image();
  image.src = dataUrl;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const painted = data[i]! > 127;
    data[i] = data[i + 1] = data[i + 2] = 255;
    data[i + 3] = painted ? 255 : 0;
  }
  return pixels;
}
