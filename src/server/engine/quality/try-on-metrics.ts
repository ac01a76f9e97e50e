import type { GarmentCategory } from '../../../contracts/tools.ts';
import { maskAt } from '../local/body-frame.ts';
import type { RawImage } from '../local/image.ts';
import type { Perception, Point } from '../perception/index.ts';

/**
 * The golden-image metrics of a try-on, shared by the local engine's tests and the quality
 * harness (`npm run eval`, decision 062), so both judge a result the same way.
 */

/**
 * The IoU the garment's footprint must reach with the torso quad (shoulder and hip joints).
 * The quad joins the joints, so it is narrower than the body (the hip joints sit well inside
 * the hips) and stops at the shoulder line: a T-shirt that fits perfectly also covers the
 * shoulders' tops, the sleeves and the body's sides, 1.4–2× the quad's area, so its IoU is
 * under 0.7: measured 0.47 (photo, sample T-shirt), 0.58 (photo, product T-shirt), 0.43–0.48
 * (the six sample models), 0.46 (the photo tilted 12°). A garment shifted by a third of the
 * torso, or at half or twice the body's width, falls under 0.4.
 */
export const MIN_TORSO_IOU = 0.4;

/** The share of backdrop pixels (person mask ≤ 10) a result may change: sleeve tips, no more. */
export const MAX_BACKDROP_CHANGED = 0.02;

/** The margin around the person's box within which the harness lets a garment reach the backdrop. */
export const BODY_BOX_MARGIN = 0.1;

/** 1 where the two images (one size) differ by more than 30 in some channel. */
export function changedMask(a: RawImage, b: RawImage): Uint8Array {
  const mask = new Uint8Array(a.width * a.height);
  for (let p = 0; p < mask.length; p++) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(a.data[p * 4 + c]! - b.data[p * 4 + c]!) > 30) mask[p] = 1;
    }
  }
  return mask;
}

/** The quadrilateral of the shoulder and hip joints, clockwise on the picture. */
export function torsoQuad(seen: Perception): Point[] {
  const k = seen.pose!.keypoints;
  const byX = (a: Point, b: Point) => (a.x <= b.x ? [a, b] : [b, a]);
  const [shoulderL, shoulderR] = byX(k.leftShoulder!, k.rightShoulder!);
  const [hipL, hipR] = byX(k.leftHip!, k.rightHip!);
  return [shoulderL!, shoulderR!, hipR!, hipL!];
}

function insideConvex(polygon: Point[], x: number, y: number): boolean {
  let sign = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const cross = (b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x);
    if (cross === 0) continue;
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return true;
}

/** Intersection over union of a changed mask and a convex polygon. */
export function iou(mask: Uint8Array, width: number, polygon: Point[]): number {
  let both = 0;
  let either = 0;
  for (let p = 0; p < mask.length; p++) {
    const inQuad = insideConvex(polygon, (p % width) + 0.5, Math.floor(p / width) + 0.5);
    if (inQuad && mask[p]) both++;
    if (inQuad || mask[p]) either++;
  }
  return either ? both / either : 0;
}

/**
 * The share of the pixels the person mask calls backdrop that the result changed. With
 * `awayFrom`, only the backdrop outside the person's bounding box widened by that share of its
 * width on each side counts: a flared dress or trousers rightly cover the backdrop between and
 * beside the legs, while a garment pasted beside the person still shows.
 */
export function backdropChanged(
  diff: Uint8Array,
  before: RawImage,
  seen: Perception,
  awayFrom?: number,
): number {
  const mask = seen.mask!;
  const maskAt = (x: number, y: number) =>
    mask.data[
      Math.floor((y * mask.height) / before.height) * mask.width +
        Math.floor((x * mask.width) / before.width)
    ]!;
  const box = awayFrom === undefined ? undefined : personBox(before, maskAt, awayFrom);
  let backdrop = 0;
  let changed = 0;
  for (let y = 0; y < before.height; y++) {
    for (let x = 0; x < before.width; x++) {
      if (maskAt(x, y) > 10) continue;
      if (box && x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) continue;
      backdrop++;
      changed += diff[y * before.width + x]!;
    }
  }
  return backdrop ? changed / backdrop : 0;
}

function personBox(
  image: { width: number; height: number },
  maskAt: (x: number, y: number) => number,
  margin: number,
) {
  let left = image.width;
  let right = -1;
  let top = image.height;
  let bottom = -1;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      if (maskAt(x, y) <= 10) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  const pad = (right - left) * margin;
  return { left: left - pad, right: right + pad, top: top - pad, bottom: bottom + pad };
}

/** The first and last picture rows the result changed (-1 when none). */
export function changedRows(diff: Uint8Array, width: number): { top: number; bottom: number } {
  const first = diff.indexOf(1);
  return first < 0
    ? { top: -1, bottom: -1 }
    : { top: Math.floor(first / width), bottom: Math.floor(diff.lastIndexOf(1) / width) };
}

/**
 * Where each category's garment must reach on the body, in picture rows, as the local engine's
 * tests measured it: a top ends between the hips and the knees, a dress reaches well past the
 * hips toward the knees, bottoms start low on the torso and end below the knees. Answers the
 * failed rules' names (empty when it fits).
 */
export function footprintFailures(
  category: GarmentCategory,
  rows: { top: number; bottom: number },
  seen: Perception,
): string[] {
  const k = seen.pose!.keypoints;
  const shoulderY = (k.leftShoulder!.y + k.rightShoulder!.y) / 2;
  const hipY = (k.leftHip!.y + k.rightHip!.y) / 2;
  const kneeY = (k.leftKnee!.y + k.rightKnee!.y) / 2;
  const failures: string[] = [];
  if (rows.top < 0) return ['nothing changed'];
  if (category === 'ao-dai') {
    const ankleY = (k.leftAnkle!.y + k.rightAnkle!.y) / 2;
    if (rows.top >= shoulderY + (hipY - shoulderY) * 0.3) failures.push('starts below the chest');
    if (rows.bottom <= kneeY + (ankleY - kneeY) * 0.2) failures.push('ends above the shin');
  } else if (category === 'tops' || category === 'outerwear' || category === 'ao-ba-ba') {
    if (rows.bottom >= kneeY) failures.push('reaches the knees');
    if (rows.bottom <= hipY - 10) failures.push('ends above the hips');
  } else if (category === 'dresses') {
    if (rows.bottom <= kneeY - (kneeY - hipY) * 0.7) failures.push('ends above the thighs');
  } else {
    if (rows.top <= shoulderY + (hipY - shoulderY) * 0.6) failures.push('starts on the chest');
    if (rows.bottom <= kneeY) failures.push('ends above the knees');
  }
  return failures;
}

/**
 * Decision 085: what makes an áo dài one, measured from the result given the pose. It covers
 * the torso (the changed share of a grid over the shoulder–hip quad), its hem is at the shin
 * (the lowest changed row near the legs' middle, 20–80% of the way from the knees to the
 * ankles), and the slits show the legs beside the flaps below the waist: on a row 45% of the
 * way from the hips to the knees (below the hands), the person's run through the middle reaches past the changed
 * pixels on both sides.
 */
export function aoDaiFailures(diff: Uint8Array, width: number, seen: Perception): string[] {
  const k = seen.pose!.keypoints;
  const s = width / seen.width;
  const height = diff.length / width;
  const changed = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && diff[Math.round(y) * width + Math.round(x)]! > 0;
  const middle = (a: Point, b: Point) => ({ x: ((a.x + b.x) / 2) * s, y: ((a.y + b.y) / 2) * s });
  const hip = middle(k.leftHip!, k.rightHip!);
  const knee = middle(k.leftKnee!, k.rightKnee!);
  const ankle = middle(k.leftAnkle!, k.rightAnkle!);
  const shoulderWidth = Math.abs(k.leftShoulder!.x - k.rightShoulder!.x) * s;
  const failures: string[] = [];

  const [sl, sr, hr, hl] = torsoQuad(seen).map((p) => ({ x: p.x * s, y: p.y * s }));
  let covered = 0;
  let total = 0;
  for (let t = 0.15; t < 0.9; t += 0.1) {
    for (let u = 0.15; u < 0.9; u += 0.1) {
      const x = lerp(lerp(sl!.x, sr!.x, u), lerp(hl!.x, hr!.x, u), t);
      const y = lerp(lerp(sl!.y, sr!.y, u), lerp(hl!.y, hr!.y, u), t);
      total++;
      if (changed(x, y)) covered++;
    }
  }
  if (covered / total < 0.85)
    failures.push(`covers ${Math.round((100 * covered) / total)}% of the torso`);

  let hem = -1;
  for (let y = height - 1; y >= 0 && hem < 0; y--) {
    const centre = lerp(knee.x, ankle.x, clamp01((y - knee.y) / (ankle.y - knee.y)));
    for (let x = centre - shoulderWidth * 0.2; x <= centre + shoulderWidth * 0.2; x++) {
      if (changed(x, y)) {
        hem = y;
        break;
      }
    }
  }
  const shin = (hem - knee.y) / (ankle.y - knee.y);
  if (shin < 0.2) failures.push(`hem above the shin (${shin.toFixed(2)} knee → ankle)`);
  if (shin > 0.8) failures.push(`hem below the shin (${shin.toFixed(2)} knee → ankle)`);

  const row = Math.round(hip.y + (knee.y - hip.y) * 0.45);
  const onPerson = (x: number) => maskAt(seen, x / s, row / s) >= 128;
  let left = Math.round(hip.x);
  let right = left;
  while (left > 0 && onPerson(left - 1)) left--;
  while (right < width - 1 && onPerson(right + 1)) right++;
  const xs = [...Array(right - left + 1).keys()]
    .map((i) => left + i)
    .filter((x) => changed(x, row));
  const gap = Math.max(2, (right - left) * 0.05);
  if (!xs.length || Math.min(...xs) - left < gap || right - Math.max(...xs) < gap) {
    failures.push('no legs showing beside the flaps below the waist');
  }
  return failures;
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
