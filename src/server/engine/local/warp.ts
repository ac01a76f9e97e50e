import type { Point } from '../perception/index.ts';
import type { Slit } from './body-frame.ts';
import type { RawImage } from './image.ts';

/**
 * A grid of corresponding points: `source[row][column]` in the source image moves to
 * `target[row][column]`. Rows and columns are the same size in both.
 */
export interface Mesh {
  source: Point[][];
  target: Point[][];
}

/** An RGBA layer placed at (`left`, `top`) on a larger canvas. */
export interface PlacedLayer extends RawImage {
  left: number;
  top: number;
}

/**
 * Piecewise-affine warp: every grid cell is split into two triangles and each target triangle
 * is filled from its source triangle by the affine map between them, sampling the source
 * bilinearly with premultiplied alpha (no dark fringes at the garment's edge). The layer covers
 * the target mesh's bounding box clipped to the canvas; pixels outside every triangle stay
 * transparent.
 */
export function warpMesh(
  source: RawImage,
  mesh: Mesh,
  canvas: { width: number; height: number },
): PlacedLayer | undefined {
  const all = mesh.target.flat();
  const left = Math.max(0, Math.floor(Math.min(...all.map((p) => p.x))));
  const top = Math.max(0, Math.floor(Math.min(...all.map((p) => p.y))));
  const right = Math.min(canvas.width, Math.ceil(Math.max(...all.map((p) => p.x))) + 1);
  const bottom = Math.min(canvas.height, Math.ceil(Math.max(...all.map((p) => p.y))) + 1);
  if (right <= left || bottom <= top) return undefined;
  const layer: PlacedLayer = {
    left,
    top,
    width: right - left,
    height: bottom - top,
    data: Buffer.alloc((right - left) * (bottom - top) * 4),
  };
  const rows = mesh.target.length;
  const columns = mesh.target[0]!.length;
  for (let r = 0; r + 1 < rows; r++) {
    for (let c = 0; c + 1 < columns; c++) {
      const s = mesh.source;
      const t = mesh.target;
      fillTriangle(
        source,
        layer,
        [t[r]![c]!, t[r]![c + 1]!, t[r + 1]![c]!],
        [s[r]![c]!, s[r]![c + 1]!, s[r + 1]![c]!],
      );
      fillTriangle(
        source,
        layer,
        [t[r]![c + 1]!, t[r + 1]![c + 1]!, t[r + 1]![c]!],
        [s[r]![c + 1]!, s[r + 1]![c + 1]!, s[r + 1]![c]!],
      );
    }
  }
  return layer;
}

type Triangle = [Point, Point, Point];

function fillTriangle(source: RawImage, layer: PlacedLayer, to: Triangle, from: Triangle): void {
  const [a, b, c] = to;
  const det = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
  if (Math.abs(det) < 1e-9) return;
  const minX = Math.max(layer.left, Math.floor(Math.min(a.x, b.x, c.x)));
  const maxX = Math.min(layer.left + layer.width - 1, Math.ceil(Math.max(a.x, b.x, c.x)));
  const minY = Math.max(layer.top, Math.floor(Math.min(a.y, b.y, c.y)));
  const maxY = Math.min(layer.top + layer.height - 1, Math.ceil(Math.max(a.y, b.y, c.y)));
  // A small tolerance so neighbouring triangles leave no seam between them.
  const epsilon = -1e-6;
  for (let y = minY; y <= maxY; y++) {
    const py = y + 0.5;
    for (let x = minX; x <= maxX; x++) {
      const px = x + 0.5;
      // Barycentric coordinates of the pixel centre in the target triangle.
      const u = ((b.x - px) * (c.y - py) - (c.x - px) * (b.y - py)) / det;
      const v = ((c.x - px) * (a.y - py) - (a.x - px) * (c.y - py)) / det;
      const w = 1 - u - v;
      if (u < epsilon || v < epsilon || w < epsilon) continue;
      const sx = u * from[0].x + v * from[1].x + w * from[2].x;
      const sy = u * from[0].y + v * from[1].y + w * from[2].y;
      sampleInto(
        source,
        sx - 0.5,
        sy - 0.5,
        layer.data,
        ((y - layer.top) * layer.width + x - layer.left) * 4,
      );
    }
  }
}

/** Bilinear sample with premultiplied alpha at (x, y) (pixel centres at integers). */
function sampleInto(source: RawImage, x: number, y: number, out: Buffer, at: number): void {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  let alpha = 0;
  let red = 0;
  let green = 0;
  let blue = 0;
  for (let dy = 0; dy < 2; dy++) {
    const sy = y0 + dy;
    if (sy < 0 || sy >= source.height) continue;
    const wy = dy ? fy : 1 - fy;
    for (let dx = 0; dx < 2; dx++) {
      const sx = x0 + dx;
      if (sx < 0 || sx >= source.width) continue;
      const weight = wy * (dx ? fx : 1 - fx);
      if (weight === 0) continue;
      const i = (sy * source.width + sx) * 4;
      const a = source.data[i + 3]! * weight;
      alpha += a;
      red += source.data[i]! * a;
      green += source.data[i + 1]! * a;
      blue += source.data[i + 2]! * a;
    }
  }
  if (alpha < 0.5) return;
  out[at] = Math.round(red / alpha);
  out[at + 1] = Math.round(green / alpha);
  out[at + 2] = Math.round(blue / alpha);
  out[at + 3] = Math.round(alpha);
}

/**
 * A copy of the garment with its side slits cut (áo dài, decision 085): below the slit's row,
 * the pixels beyond the flap's half width are made transparent, the opening widening over
 * `taperRows` from the side seams at the waist, so after the warp the trousers or legs show at both
 * sides below the waist.
 */
export function cutSlits(garment: RawImage, slit: Slit): RawImage {
  const data = Buffer.from(garment.data);
  const from = Math.max(0, Math.ceil(slit.fromRow));
  for (let y = from; y < garment.height; y++) {
    const opening = Math.min(1, (y - slit.fromRow) / Math.max(1, slit.taperRows));
    const half = slit.halfWidth + (slit.seamHalfWidth - slit.halfWidth) * (1 - opening);
    for (let x = 0; x < garment.width; x++) {
      if (Math.abs(x + 0.5 - slit.centre) > half) data[(y * garment.width + x) * 4 + 3] = 0;
    }
  }
  return { ...garment, data };
}
