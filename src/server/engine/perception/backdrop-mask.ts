/**
 * The classical half of the cut-out (decision 095): a subject on a plain backdrop, as shops
 * photograph products and studios people. The backdrop is modelled from the picture's border as
 * a smooth colour surface (a quadratic per channel, so a lit gradient or a vignette is still one
 * backdrop), and the background is what is joined to the border through pixels close to it,
 * plus sizeable enclosed patches of the backdrop itself (between an arm and the body).
 */

/** RGB or RGBA pixels, row by row. */
export interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** How far (RGB distance) a pixel may be from the backdrop's surface and still be backdrop. */
const tolerance = 28;

type Surface = (x: number, y: number) => [number, number, number];

/** The border's pixels, as indices. */
function borderIndices(width: number, height: number): number[] {
  const indices: number[] = [];
  for (let x = 0; x < width; x++) indices.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y++) indices.push(y * width, y * width + width - 1);
  return indices;
}

/** Least squares of a quadratic surface a + bx + cy + dx² + exy + fy² per channel. */
function fitSurface(image: Pixels, indices: number[]): Surface {
  const { data, width, height, channels } = image;
  const terms = (x: number, y: number) => {
    const u = x / width - 0.5;
    const v = y / height - 0.5;
    return [1, u, v, u * u, u * v, v * v];
  };
  const normal = Array.from({ length: 6 }, () => new Float64Array(6));
  const right = Array.from({ length: 3 }, () => new Float64Array(6));
  for (const index of indices) {
    const t = terms(index % width, Math.floor(index / width));
    for (let i = 0; i < 6; i++) {
      for (let j = 0; j < 6; j++) normal[i]![j]! += t[i]! * t[j]!;
      for (let c = 0; c < 3; c++) right[c]![i]! += t[i]! * data[index * channels + c]!;
    }
  }
  // A little ridge keeps the fit steady when the samples cannot tell some terms apart.
  for (let i = 0; i < 6; i++) normal[i]![i]! += 1e-3 * indices.length;
  const coefficients = right.map((b) => solve(normal, b));
  return (x, y) => {
    const t = terms(x, y);
    return coefficients.map((k) => k.reduce((sum, value, i) => sum + value * t[i]!, 0)) as [
      number,
      number,
      number,
    ];
  };
}

/** Gaussian elimination with partial pivoting on a copy of a small system. */
function solve(matrix: Float64Array[], vector: Float64Array): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) {
      if (Math.abs(a[row]![col]!) > Math.abs(a[pivot]![col]!)) pivot = row;
    }
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    for (let row = col + 1; row < n; row++) {
      const factor = a[row]![col]! / a[col]![col]!;
      for (let k = col; k <= n; k++) a[row]![k]! -= factor * a[col]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = a[row]![n]!;
    for (let k = row + 1; k < n; k++) sum -= a[row]![k]! * x[k]!;
    x[row] = sum / a[row]![row]!;
  }
  return x;
}

/**
 * How far a colour is from the backdrop's: its grey part (brightness) and the rest (hue) apart,
 * a darker grey counted at 0.6, so the soft shadow a subject casts on a studio floor stays
 * backdrop (a light grey garment on white, about 55 darker, is still kept).
 */
function colourDistance(dr: number, dg: number, db: number): number {
  const grey = (dr + dg + db) / 3;
  const r = dr - grey;
  const g = dg - grey;
  const b = db - grey;
  const brightness = grey < 0 ? grey * 0.6 : grey;
  return Math.sqrt(3 * brightness * brightness + r * r + g * g + b * b);
}

/** Each pixel's distance from the backdrop surface. */
function distances(image: Pixels, surface: Surface): Float32Array {
  const { data, width, height, channels } = image;
  const out = new Float32Array(width * height);
  // The surface is smooth: evaluated on a coarse grid and held within each cell.
  const step = 8;
  for (let gy = 0; gy < height; gy += step) {
    for (let gx = 0; gx < width; gx += step) {
      const [r, g, b] = surface(gx + step / 2, gy + step / 2);
      for (let y = gy; y < Math.min(gy + step, height); y++) {
        for (let x = gx; x < Math.min(gx + step, width); x++) {
          const i = y * width + x;
          out[i] = colourDistance(
            data[i * channels]! - r,
            data[i * channels + 1]! - g,
            data[i * channels + 2]! - b,
          );
        }
      }
    }
  }
  return out;
}

/**
 * Labels with 1 the pixels reached from `seeds` through 4-neighbours that `passes` lets in,
 * adding each to `reached` when given. Returns how many it labelled.
 */
function flood(
  labels: Uint8Array,
  width: number,
  seeds: Iterable<number>,
  passes: (index: number) => boolean,
  reached?: number[],
): number {
  const stack: number[] = [];
  let count = 0;
  const visit = (index: number) => {
    if (labels[index] || !passes(index)) return;
    labels[index] = 1;
    count++;
    stack.push(index);
    reached?.push(index);
  };
  for (const seed of seeds) visit(seed);
  while (stack.length) {
    const index = stack.pop()!;
    const x = index % width;
    if (x > 0) visit(index - 1);
    if (x < width - 1) visit(index + 1);
    if (index >= width) visit(index - width);
    if (index + width < labels.length) visit(index + width);
  }
  return count;
}

/** Per-channel median of the pixels `at(0..count-1)`. */
function medianColour(image: Pixels, count: number, at: (i: number) => number): number[] {
  return [0, 1, 2].map((c) => {
    const values = Array.from({ length: count }, (_, i) => image.data[at(i) * image.channels + c]!);
    values.sort((a, b) => a - b);
    return values[count >> 1]!;
  });
}

const near = (a: number[], b: number[], limit: number) =>
  a.every((value, c) => Math.abs(value - b[c]!) <= limit);

/**
 * How many lines of solid bars each edge has (letterboxing, a frame, a contact sheet's gaps):
 * uniform lines at the edge, unlike the picture inside them. Bars are
 * background, and would spoil the backdrop's fit if they counted as its border.
 */
function frameInsets(image: Pixels): {
  top: number;
  bottom: number;
  left: number;
  right: number;
} {
  const { width, height } = image;
  const line = (side: 'top' | 'bottom' | 'left' | 'right', depth: number) => {
    const horizontal = side === 'top' || side === 'bottom';
    const count = horizontal ? width : height;
    const fixed =
      side === 'top'
        ? depth
        : side === 'bottom'
          ? height - 1 - depth
          : side === 'left'
            ? depth
            : width - 1 - depth;
    const at = (i: number) => (horizontal ? fixed * width + i : i * width + fixed);
    const median = medianColour(image, count, at);
    let close = 0;
    for (let i = 0; i < count; i++) {
      const p = at(i) * image.channels;
      if (near([image.data[p]!, image.data[p + 1]!, image.data[p + 2]!], median, 16)) close++;
    }
    return { median, uniform: close >= count * 0.95 };
  };
  // The uniform lines run from the edge to the subject, or to 15% in; the bars are those of them
  // unlike the lines just past that run (their edge may be blurred into a ramp). On a plain
  // backdrop every line is like them: no bar.
  const inset = (side: 'top' | 'bottom' | 'left' | 'right') => {
    const limit = Math.floor(0.15 * (side === 'top' || side === 'bottom' ? height : width));
    const lines: { median: number[]; uniform: boolean }[] = [];
    while (lines.length < limit && (lines.length === 0 || lines.at(-1)!.uniform)) {
      lines.push(line(side, lines.length));
    }
    const run = lines.at(-1)!.uniform ? lines.length : lines.length - 1;
    const past = Array.from({ length: 8 }, (_, i) => line(side, run + i).median);
    const inside = [0, 1, 2].map((c) => past.map((m) => m[c]!).sort((x, y) => x - y)[4]!);
    let depth = 0;
    for (let d = 0; d < run; d++) if (!near(lines[d]!.median, inside, 40)) depth = d + 1;
    return depth;
  };
  return { top: inset('top'), bottom: inset('bottom'), left: inset('left'), right: inset('right') };
}

/** The rectangle's pixels copied out (RGB or RGBA as the source). */
function crop(image: Pixels, left: number, top: number, width: number, height: number): Pixels {
  const { channels } = image;
  const data = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y++) {
    const from = ((top + y) * image.width + left) * channels;
    data.set(image.data.subarray(from, from + width * channels), y * width * channels);
  }
  return { data, width, height, channels };
}

/**
 * The subject's alpha (255 = subject) on a plain backdrop; bars along the edges are background.
 * On a busy backdrop it keeps most of the picture: the person mask (cut-out-mask.ts) decides.
 * @example const alpha = backdropMask({ data, width, height, channels: 4 });
 */
export function backdropMask(image: Pixels): Uint8Array {
  const bars = frameInsets(image);
  const innerWidth = image.width - bars.left - bars.right;
  const innerHeight = image.height - bars.top - bars.bottom;
  const alpha = new Uint8Array(image.width * image.height);
  if (innerWidth < 8 || innerHeight < 8) return alpha;
  const inner = innerMask(crop(image, bars.left, bars.top, innerWidth, innerHeight));
  for (let y = 0; y < innerHeight; y++) {
    alpha.set(
      inner.subarray(y * innerWidth, (y + 1) * innerWidth),
      (bars.top + y) * image.width + bars.left,
    );
  }
  return alpha;
}

/** The method on a picture without bars. */
function innerMask(image: Pixels): Uint8Array {
  const { width, height } = image;
  const border = borderIndices(width, height);
  // Fitted once on the whole border, then again on the part of it that fits: the subject where
  // it touches the border does not bend the backdrop towards its own colours.
  let surface = fitSurface(image, border);
  let distance = distances(image, surface);
  const fitting = border.filter((index) => distance[index]! < tolerance * 2);
  if (fitting.length >= border.length * 0.25) {
    surface = fitSurface(image, fitting);
    distance = distances(image, surface);
  }
  let background = new Uint8Array(width * height);
  flood(background, width, border, (index) => distance[index]! < tolerance);
  // The border cannot see a light falling on the middle of the backdrop: refitted on the
  // backdrop found so far (every 7th pixel is plenty), then flooded again.
  for (let pass = 0; pass < 2; pass++) {
    const found: number[] = [];
    for (let index = 0; index < background.length; index += 7)
      if (background[index]) found.push(index);
    if (found.length < border.length) break;
    surface = fitSurface(image, found);
    distance = distances(image, surface);
    background = new Uint8Array(width * height);
    flood(background, width, border, (index) => distance[index]! < tolerance);
  }
  // Enclosed patches of the backdrop itself (between an arm and the body, inside a bag's
  // handle) are background too when sizeable; small ones are more likely the subject's own.
  // Each patch is flooded into `seen` and only its own pixels are visited: walking the whole
  // picture once per patch took 90 s on a picture of noise, which is all small patches.
  const minHole = Math.max(16, Math.round(width * height * 0.0005));
  const seen = new Uint8Array(width * height);
  for (let index = 0; index < distance.length; index++) {
    if (background[index] || seen[index] || distance[index]! >= tolerance / 2) continue;
    const patch: number[] = [];
    const size = flood(
      seen,
      width,
      [index],
      (i) => !background[i] && distance[i]! < tolerance / 2,
      patch,
    );
    if (size >= minHole) for (const i of patch) background[i] = 1;
  }
  const alpha = new Uint8Array(width * height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = background[i] ? 0 : 255;
  return alpha;
}
