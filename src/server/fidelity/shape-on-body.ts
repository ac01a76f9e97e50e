import type { GarmentCategory } from '../../contracts/tools.ts';
import {
  bodyPath,
  garmentSpan,
  type BodyFrame,
  type BodyPath,
} from '../engine/local/body-frame.ts';
import type { RawImage } from '../engine/local/image.ts';
import type { GarmentRegion } from './garment-region.ts';

/**
 * The garment's length and sleeves placed against the body's pose (issue 41's shape check).
 *
 * - **Length:** where the product's hem falls on this body: its height at the scale that fits
 *   its body width to the body's, down the body's centre line from the shoulders through hips,
 *   knees and ankles, kept within where the category ends on a body (`garmentSpan`, the rule
 *   the local try-on places garments by). A flat-lay's proportions alone put a T-shirt anywhere
 *   from the hips to mid-thigh on different bodies (a body's chest width over its torso varies
 *   that much), so the category's bounds are part of the expectation (decision 117). The
 *   result's hem is the lowest row of its garment, placed on the same line. The score is the
 *   share of the garment's length the result gained or lost: a knee-length dress that ends at
 *   mid-thigh has lost about a third.
 * - **Sleeves:** how far the garment reaches from each shoulder corner outside the body's
 *   column, in shoulder widths, in the product (scaled as its length and width are placed) and
 *   in the result. The score is the change over the product's reach: a long sleeve that comes
 *   out short has lost more than half.
 */
export interface ShapeOnBody {
  /** |result hem − product hem| over the garment's length; null when the hem was not found. */
  length: number | null;
  /** |result reach − product reach| over the product's reach; null without sleeves (bottoms too). */
  sleeves: number | null;
  details: Record<string, number>;
}

/** A product whose sleeves reach less than this share of a shoulder width has none to judge. */
export const minReach = 0.25;
/** Rows with fewer garment pixels than this share of the widest row are specks, not garment. */
const ROW_FLOOR = 0.08;
/** Outside this share of the body's (or garment's) width from its middle, a pixel is a sleeve. */
const SLEEVE_COLUMN = 0.65;
/**
 * Sleeves are sought down to this share of the way from the shoulder line to the hips: below
 * them for hanging arms, but only to the waist on a dress, whose skirt flares out there.
 */
const sleeveRows = (category: GarmentCategory) =>
  category === 'dresses' || category === 'ao-dai' ? 0.6 : 1.15;

/** The lowest row holding garment across more than a speck; -1 without a garment. */
export function hemRow({ image, mask }: GarmentRegion): number {
  const { width, height } = image;
  const counts = new Uint32Array(height);
  let widest = 0;
  for (let y = 0; y < height; y += 1) {
    let count = 0;
    for (let x = y * width, end = x + width; x < end; x += 1) count += mask[x] ? 1 : 0;
    counts[y] = count;
    widest = Math.max(widest, count);
  }
  if (widest === 0) return -1;
  let bottom = height - 1;
  while (counts[bottom]! < widest * ROW_FLOOR) bottom -= 1;
  return bottom;
}

/** The product's sleeve reach from its shoulder corners, scaled as the body places it. */
function productReach(
  cut: RawImage,
  measured: { width: number; centre: number },
  rows: number,
  scale: { x: number; y: number },
): number {
  const { width, height, data } = cut;
  let top = -1;
  for (let y = 0; y < height && top < 0; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (data[(y * width + x) * 4 + 3]! >= 128) {
        top = y;
        break;
      }
    }
  }
  if (top < 0) return 0;
  const half = measured.width / 2;
  let reach = 0;
  for (let y = top; y < Math.min(height, top + rows); y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = x + 0.5 - measured.centre;
      if (Math.abs(offset) <= measured.width * SLEEVE_COLUMN) continue;
      if (data[(y * width + x) * 4 + 3]! < 128) continue;
      const corner = measured.centre + Math.sign(offset) * half;
      reach = Math.max(reach, Math.hypot((x + 0.5 - corner) * scale.x, (y - top) * scale.y));
    }
  }
  return reach;
}

/**
 * Where a result's sleeves can be: for each pixel above the sleeves' lowest row and outside the
 * body's column, its distance from the nearer shoulder corner (the product's corners placed as
 * the try-on places them); null elsewhere.
 */
export function sleeveGeometry(
  product: RawImage,
  category: GarmentCategory,
  frame: BodyFrame,
  height: number,
): SleeveGeometry {
  const { start } = garmentSpan(product, frame, category);
  return geometryOn(bodyPath(frame), start, category, frame, height);
}

type SleeveGeometry = { lowest: number; distance: (x: number, y: number) => number | null };

/** The same, on a path and a garment top already placed (the measure has both at hand). */
function geometryOn(
  path: BodyPath,
  start: number,
  category: GarmentCategory,
  frame: BodyFrame,
  height: number,
): SleeveGeometry {
  const { chest } = frame.stations;
  const top = path.at(start);
  const corners = [-1, 1].map((side) => ({
    x: top.centre.x + (side * top.across.x * top.width) / 2,
    y: top.centre.y + (side * top.across.y * top.width) / 2,
  }));
  const lowest = Math.max(
    0,
    Math.min(height, Math.ceil(path.at(path.marks.hips * sleeveRows(category)).centre.y)),
  );
  const middles = Float64Array.from(
    { length: lowest },
    (_, y) => path.at(path.distanceAtRow(y)).centre.x,
  );
  return {
    lowest,
    distance: (x, y) => {
      if (y >= lowest || y < 0) return null;
      const offset = x + 0.5 - middles[y]!;
      if (Math.abs(offset) <= chest.width * SLEEVE_COLUMN) return null;
      const corner = corners[offset < 0 ? 0 : 1]!;
      return Math.hypot(x + 0.5 - corner.x, y - corner.y);
    },
  };
}

/** The result's sleeve reach from the shoulder corners, in its pixels. */
function resultReach({ image, mask }: GarmentRegion, geometry: SleeveGeometry): number {
  let reach = 0;
  for (let y = 0; y < geometry.lowest; y += 1) {
    for (let x = 0; x < image.width; x += 1) {
      if (!mask[y * image.width + x]) continue;
      reach = Math.max(reach, geometry.distance(x, y) ?? 0);
    }
  }
  return reach;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The product's cut-out against the result's garment on the body `frame` (in the result's
 * pixels).
 * @example measureShapeOnBody(cutOut, 'dresses', region, frame).length // 0.31: a third shorter
 */
export function measureShapeOnBody(
  product: RawImage,
  category: GarmentCategory,
  result: GarmentRegion,
  frame: BodyFrame,
): ShapeOnBody {
  const path = bodyPath(frame);
  const span = garmentSpan(product, frame, category);
  const hem = hemRow(result);
  const hemAt = hem < 0 ? null : path.distanceAtRow(hem + 1);
  const garmentLength = Math.max(1, span.end - span.start);
  const length = hemAt === null ? null : Math.abs(hemAt - span.end) / garmentLength;
  const details: Record<string, number> = {
    productLength: round3(garmentLength / frame.torso),
    resultLength: hemAt === null ? -1 : round3((hemAt - span.start) / frame.torso),
  };
  if (category === 'bottoms') return { length, sleeves: null, details };
  const down = sleeveRows(category);
  // The product's rows down to the same place on the body, at the scale that fits it.
  const scale = { x: span.referenceScale, y: garmentLength / product.height };
  const rows = (path.marks.hips * down - span.start) / scale.y;
  const reachProduct = productReach(product, span.measured, rows, scale) / frame.shoulderWidth;
  const reachResult =
    resultReach(result, geometryOn(path, span.start, category, frame, result.image.height)) /
    frame.shoulderWidth;
  details.productSleeves = round3(reachProduct);
  details.resultSleeves = round3(reachResult);
  // Only a product with sleeves has sleeves to lose: on a sleeveless one the skirt's flare or a
  // strap's edge is all the measure would find (decision 117). A change of the whole reach or
  // more is all the same to a seller: capped.
  const sleeves =
    reachProduct < minReach
      ? null
      : Math.min(1, Math.abs(reachResult - reachProduct) / reachProduct);
  return { length: length === null ? null : Math.min(1, length), sleeves, details };
}
