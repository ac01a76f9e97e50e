import type { GarmentCategory } from '../../../contracts/tools.ts';
import type { Keypoint, Perception, PersonMask, Point } from '../perception/index.ts';
import type { RawImage } from './image.ts';
import { distance, middle } from './model-check.ts';
import type { Mesh } from './warp.ts';

/** One level of the body: its middle, the unit vector across it (picture left → right), its width. */
export interface Station {
  centre: Point;
  across: Point;
  width: number;
}

/**
 * The body as the garment sees it, from the pose: stations at the shoulders, chest, hips, knees
 * and ankles, in the picture's pixels, and the shoulder width and torso height.
 */
export interface BodyFrame {
  stations: { shoulders: Station; chest: Station; hips: Station; knees: Station; ankles: Station };
  shoulderWidth: number;
  torso: number;
  /** The joints by picture side, for the arms put back in front of the garment. */
  arms: { shoulder: Point; elbow?: Point; wrist?: Point }[];
  head?: Point;
}

/**
 * Reads the body frame from a checked perception (shoulders, hips, knees and ankles seen).
 * Widths: shoulders 1.2 × the joints' distance (the joints sit inside the deltoids); chest and
 * hips the person mask's span across the body there, bounded by the joints so arms at the sides
 * do not widen it; knees and ankles the span of both legs.
 */
export function bodyFrame(perception: Perception): BodyFrame {
  const k = perception.pose!.keypoints;
  const [shoulderA, shoulderB] = byX(k.leftShoulder!, k.rightShoulder!);
  const [hipA, hipB] = byX(k.leftHip!, k.rightHip!);
  const [kneeA, kneeB] = byX(k.leftKnee!, k.rightKnee!);
  const [ankleA, ankleB] = byX(k.leftAnkle!, k.rightAnkle!);
  const shoulderWidth = distance(shoulderA, shoulderB);
  const hipWidth = distance(hipA, hipB);
  const shoulderMid = middle(shoulderA, shoulderB);
  const hipMid = middle(hipA, hipB);
  const torso = distance(shoulderMid, hipMid);
  const span = (centre: Point, across: Point, min: number, max: number) =>
    clamp(maskSpan(perception, centre, across, max), min, max);

  const shoulderAcross = unit(shoulderA, shoulderB);
  const hipAcross = unit(hipA, hipB);
  const chestCentre = lerpPoint(shoulderMid, hipMid, 0.35);
  const chestAcross = normalise(lerpPoint(shoulderAcross, hipAcross, 0.35));
  const kneeMid = middle(kneeA, kneeB);
  const ankleMid = middle(ankleA, ankleB);
  const legWidth = Math.max(hipWidth, shoulderWidth * 0.5);
  const stations = {
    shoulders: { centre: shoulderMid, across: shoulderAcross, width: shoulderWidth * 1.2 },
    chest: {
      centre: chestCentre,
      across: chestAcross,
      width: span(chestCentre, chestAcross, shoulderWidth * 0.85, shoulderWidth * 1.25),
    },
    hips: {
      centre: hipMid,
      across: hipAcross,
      width: span(
        hipMid,
        hipAcross,
        Math.max(hipWidth * 1.5, shoulderWidth * 0.75),
        Math.max(hipWidth * 2.4, shoulderWidth * 1.1),
      ),
    },
    knees: {
      centre: kneeMid,
      across: unit(kneeA, kneeB),
      width: span(kneeMid, unit(kneeA, kneeB), legWidth, legWidth * 2.5),
    },
    ankles: {
      centre: ankleMid,
      across: unit(ankleA, ankleB),
      width: span(ankleMid, unit(ankleA, ankleB), legWidth * 0.8, legWidth * 2.5),
    },
  };
  const seen = (point: Keypoint | undefined) => (point && point.score >= 0.3 ? point : undefined);
  const arms = (['left', 'right'] as const).map((side) => ({
    shoulder: k[`${side}Shoulder`]!,
    elbow: seen(k[`${side}Elbow`]),
    wrist: seen(k[`${side}Wrist`]),
  }));
  return { stations, shoulderWidth, torso, arms, head: seen(k.nose) };
}

/** The same frame in a picture `scale` times the size (perception's pixels → the result's). */
export function scaleFrame(frame: BodyFrame, scale: number): BodyFrame {
  const point = <T extends Point>(p: T): T => ({ ...p, x: p.x * scale, y: p.y * scale });
  const station = (s: Station): Station => ({
    ...s,
    centre: point(s.centre),
    width: s.width * scale,
  });
  const { shoulders, chest, hips, knees, ankles } = frame.stations;
  return {
    stations: {
      shoulders: station(shoulders),
      chest: station(chest),
      hips: station(hips),
      knees: station(knees),
      ankles: station(ankles),
    },
    shoulderWidth: frame.shoulderWidth * scale,
    torso: frame.torso * scale,
    arms: frame.arms.map((arm) => ({
      shoulder: point(arm.shoulder),
      elbow: arm.elbow && point(arm.elbow),
      wrist: arm.wrist && point(arm.wrist),
    })),
    head: frame.head && point(frame.head),
  };
}

/** Where each category's garment starts and how far down it may end, along the body. */
interface Placement {
  /** The garment's top along the body path (0 = shoulder line, torso units = shoulder → hips). */
  start: (p: PathMarks) => number;
  /** Its bottom: the natural length (its own proportions), kept within these bounds. */
  minEnd: (p: PathMarks) => number;
  maxEnd: (p: PathMarks) => number;
  /** The rows (share of the garment's height) where its body width is measured. */
  measureRows: [number, number];
  /** The station whose width the measured garment width matches. */
  reference: 'chest' | 'hips';
  /**
   * Measure only the opaque run through the garment's middle: long sleeves drawn apart from
   * the body (áo dài, áo bà ba) do not count as its width.
   */
  centreRun?: boolean;
  /**
   * Side slits from the waist down (áo dài): the flaps' width as a share of the legs' span at
   * the knees (the hips' span may take in the hands).
   */
  slitFlapShare?: number;
}

interface PathMarks {
  hips: number;
  knees: number;
  ankles: number;
}

const placements: Record<GarmentCategory, Placement> = {
  tops: {
    start: (p) => -0.08 * p.hips,
    minEnd: (p) => p.hips * 0.95,
    maxEnd: (p) => p.hips * 1.3,
    measureRows: [0.5, 0.85],
    reference: 'chest',
  },
  outerwear: {
    start: (p) => -0.08 * p.hips,
    minEnd: (p) => p.hips * 1.05,
    maxEnd: (p) => p.knees + (p.knees - p.hips) * 0.15,
    measureRows: [0.45, 0.75],
    reference: 'chest',
  },
  dresses: {
    start: (p) => -0.08 * p.hips,
    minEnd: (p) => p.hips + (p.knees - p.hips) * 0.4,
    maxEnd: (p) => p.ankles - (p.ankles - p.knees) * 0.05,
    measureRows: [0.15, 0.35],
    reference: 'chest',
  },
  // Decision 085: a long fitted tunic over trousers, fitted to the chest, its hem at the shin,
  // slit at both sides from the waist so the trousers show beside the flaps.
  'ao-dai': {
    start: (p) => -0.08 * p.hips,
    minEnd: (p) => p.knees + (p.ankles - p.knees) * 0.3,
    maxEnd: (p) => p.knees + (p.ankles - p.knees) * 0.6,
    measureRows: [0.2, 0.3],
    reference: 'chest',
    centreRun: true,
    slitFlapShare: 0.75,
  },
  // A loose collarless blouse to the hip, placed like a top.
  'ao-ba-ba': {
    start: (p) => -0.08 * p.hips,
    minEnd: (p) => p.hips,
    maxEnd: (p) => p.hips * 1.25,
    measureRows: [0.45, 0.8],
    reference: 'chest',
    centreRun: true,
  },
  bottoms: {
    start: (p) => p.hips * 0.78,
    minEnd: (p) => p.knees,
    maxEnd: (p) => p.ankles + (p.ankles - p.knees) * 0.05,
    measureRows: [0, 0.08],
    reference: 'hips',
  },
};

/** The body's centre line, shoulders → chest → hips → knees → ankles, measured along its length. */
export interface BodyPath {
  /** Distances along the path of the hips, knees and ankles (the shoulder line is 0). */
  marks: PathMarks;
  /** The line's point, direction across the body and body width at a distance along it. */
  at: (s: number) => { centre: Point; across: Point; width: number };
  /** The distance along the path at which the centre line reaches picture row `y`. */
  distanceAtRow: (y: number) => number;
}

export function bodyPath(frame: BodyFrame): BodyPath {
  const { shoulders, chest, hips, knees, ankles } = frame.stations;
  const path = [shoulders, chest, hips, knees, ankles];
  const lengths = [0];
  for (let i = 1; i < path.length; i++) {
    lengths.push(lengths[i - 1]! + distance(path[i - 1]!.centre, path[i]!.centre));
  }
  const at = (s: number) => {
    let i = 0;
    while (i < path.length - 2 && s > lengths[i + 1]!) i++;
    const a = path[i]!;
    const b = path[i + 1]!;
    const t = (s - lengths[i]!) / Math.max(1e-6, lengths[i + 1]! - lengths[i]!);
    const bounded = clamp(t, 0, 1);
    return {
      centre: lerpPoint(a.centre, b.centre, t),
      across: normalise(lerpPoint(a.across, b.across, bounded)),
      width: lerp(a.width, b.width, bounded),
    };
  };
  // A standing body's centre line runs down the picture: bisect for the row.
  const distanceAtRow = (y: number) => {
    let [low, high] = [-lengths[4]!, lengths[4]! * 2];
    for (let step = 0; step < 40; step++) {
      const mid = (low + high) / 2;
      if (at(mid).centre.y < y) low = mid;
      else high = mid;
    }
    return (low + high) / 2;
  };
  return {
    marks: { hips: lengths[2]!, knees: lengths[3]!, ankles: lengths[4]! },
    at,
    distanceAtRow,
  };
}

/**
 * Where a garment goes along the body path: its top (`start`), the bottom its own proportions
 * give it (`natural`: its height at the scale that fits its measured width to the body), and
 * that bottom kept within the category's bounds (`end`). The fidelity check's length measure
 * compares a result's hem with `natural` (issue 41).
 */
export function garmentSpan(garment: RawImage, frame: BodyFrame, category: GarmentCategory) {
  const placement = placements[category];
  const { marks } = bodyPath(frame);
  const measured = garmentWidth(garment, placement.measureRows, placement.centreRun);
  const referenceScale = frame.stations[placement.reference].width / measured.width;
  const start = placement.start(marks);
  const natural = start + garment.height * referenceScale;
  const end = clamp(natural, placement.minEnd(marks), placement.maxEnd(marks));
  return { measured, referenceScale, start, natural, end, marks };
}

/**
 * The mesh that puts a garment on the body: its top edge on the shoulder line (the waist for
 * bottoms), its bottom at its natural length within the category's bounds (hips for tops, up
 * to the knees for outerwear, knees to ankles for dresses and trousers). Each row follows the
 * body path (shoulders → chest → hips → knees → ankles), turned with the body's tilt there and
 * scaled across so the garment's measured body width matches the body's width at that level;
 * below the hips the hips' scale is kept, so a skirt keeps its own flare.
 * `scale` maps perception coordinates to the canvas.
 */
export function garmentMesh(
  garment: RawImage,
  frame: BodyFrame,
  category: GarmentCategory,
  scale: number,
): Mesh & { slit?: Slit } {
  const placement = placements[category];
  const path = bodyPath(frame);
  const { marks } = path;
  const { measured, start, end } = garmentSpan(garment, frame, category);
  const { hips, knees } = frame.stations;
  const hipScale = hips.width / measured.width;

  /** The station at a distance along the path (extended straight past both ends). */
  const at = (s: number): { centre: Point; across: Point; scale: number } => {
    const station = path.at(s);
    const widthScale =
      category === 'bottoms' || s >= marks.hips ? hipScale : station.width / measured.width;
    return { centre: station.centre, across: station.across, scale: widthScale };
  };

  const rows = 32;
  const columns = 8;
  const source: Point[][] = [];
  const target: Point[][] = [];
  for (let r = 0; r <= rows; r++) {
    const y = (garment.height * r) / rows;
    const station = at(start + ((end - start) * r) / rows);
    const sourceRow: Point[] = [];
    const targetRow: Point[] = [];
    for (let c = 0; c <= columns; c++) {
      const x = (garment.width * c) / columns;
      const offset = (x - measured.centre) * station.scale;
      sourceRow.push({ x, y });
      targetRow.push({
        x: (station.centre.x + station.across.x * offset) * scale,
        y: (station.centre.y + station.across.y * offset) * scale,
      });
    }
    source.push(sourceRow);
    target.push(targetRow);
  }
  if (!placement.slitFlapShare) return { source, target };
  // The waist: about two thirds of the way from the shoulder line to the hip joints.
  const waist = marks.hips * 0.68;
  const slit: Slit = {
    fromRow: (garment.height * (waist - start)) / Math.max(1e-6, end - start),
    // The opening reaches the flaps' width at the hips.
    taperRows: (garment.height * (marks.hips - waist)) / Math.max(1e-6, end - start),
    centre: measured.centre,
    seamHalfWidth: measured.width / 2,
    // Below the hips every row is scaled by hipScale: this is the flaps' width on the body.
    halfWidth: (placement.slitFlapShare * knees.width) / hipScale / 2,
  };
  return { source, target, slit };
}

/**
 * Side slits in garment pixels: below `fromRow`, widening to it over `taperRows`, only
 * `centre ± halfWidth` is kept.
 */
export interface Slit {
  fromRow: number;
  taperRows: number;
  centre: number;
  /** The body's half width at the side seams, where the slits open. */
  seamHalfWidth: number;
  halfWidth: number;
}

/**
 * The garment's body width and middle: the median span of its opaque pixels over the given
 * rows (below a T-shirt's sleeves, a dress's bodice, a waistband).
 */
export function garmentWidth(
  garment: RawImage,
  rows: [number, number],
  centreRun = false,
): { width: number; centre: number } {
  const from = Math.floor(garment.height * rows[0]);
  const to = Math.max(from + 1, Math.ceil(garment.height * rows[1]));
  const widths: number[] = [];
  const centres: number[] = [];
  for (let y = from; y < to && y < garment.height; y++) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < garment.width; x++) {
      if (garment.data[(y * garment.width + x) * 4 + 3]! < 128) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left < 0) continue;
    if (centreRun)
      [left, right] = runThrough(garment, y, Math.round((left + right) / 2), [left, right]);
    widths.push(right - left + 1);
    centres.push((left + right + 1) / 2);
  }
  if (!widths.length) return { width: garment.width, centre: garment.width / 2 };
  return { width: Math.max(4, median(widths)), centre: median(centres) };
}

/** The opaque run of row `y` through column `x`, else the whole span given. */
function runThrough(
  garment: RawImage,
  y: number,
  x: number,
  span: [number, number],
): [number, number] {
  const opaque = (column: number) => garment.data[(y * garment.width + column) * 4 + 3]! >= 128;
  if (!opaque(x)) return span;
  let left = x;
  let right = x;
  while (left > span[0] && opaque(left - 1)) left--;
  while (right < span[1] && opaque(right + 1)) right++;
  return [left, right];
}

/** The person mask's value (0–255) at a picture point. */
export function maskAt(perception: Perception, x: number, y: number): number {
  const mask = perception.mask;
  if (!mask) return 255;
  return maskValue(
    mask,
    (x * mask.width) / perception.width,
    (y * mask.height) / perception.height,
  );
}

function maskValue(mask: PersonMask, x: number, y: number): number {
  const mx = Math.round(x);
  const my = Math.round(y);
  if (mx < 0 || my < 0 || mx >= mask.width || my >= mask.height) return 0;
  return mask.data[my * mask.width + mx]!;
}

/**
 * The width of the person mask across the body through `centre`: walking out both ways while
 * the mask holds (gaps of up to 2% of `max` bridged), at most `max` in all.
 */
function maskSpan(perception: Perception, centre: Point, across: Point, max: number): number {
  if (!perception.mask) return max;
  const step = 1;
  const gap = Math.max(2, max * 0.02);
  const reach = (direction: number) => {
    let last = 0;
    for (let d = 0; d <= max; d += step) {
      const x = centre.x + across.x * d * direction;
      const y = centre.y + across.y * d * direction;
      if (maskAt(perception, x, y) >= 128) last = d;
      else if (d - last > gap) break;
    }
    return last;
  };
  return reach(1) + reach(-1);
}

function byX<T extends Point>(a: T, b: T): [T, T] {
  return a.x <= b.x ? [a, b] : [b, a];
}

function unit(a: Point, b: Point): Point {
  return normalise({ x: b.x - a.x, y: b.y - a.y });
}

function normalise(p: Point): Point {
  const length = Math.hypot(p.x, p.y);
  return length < 1e-6 ? { x: 1, y: 0 } : { x: p.x / length, y: p.y / length };
}

function lerp(a: number, b: number, t: number): number {
  return a + (b - a) * t;
}

function lerpPoint(a: Point, b: Point, t: number): Point {
  return { x: lerp(a.x, b.x, t), y: lerp(a.y, b.y, t) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

/** A body frame moved by (dx, dy) pixels: a result padded on its left or top (issue 42). */
export function shiftFrame(frame: BodyFrame, dx: number, dy: number): BodyFrame {
  const point = <T extends Point>(p: T): T => ({ ...p, x: p.x + dx, y: p.y + dy });
  const station = (s: Station): Station => ({ ...s, centre: point(s.centre) });
  const { shoulders, chest, hips, knees, ankles } = frame.stations;
  return {
    ...frame,
    stations: {
      shoulders: station(shoulders),
      chest: station(chest),
      hips: station(hips),
      knees: station(knees),
      ankles: station(ankles),
    },
    arms: frame.arms.map((arm) => ({
      shoulder: point(arm.shoulder),
      elbow: arm.elbow && point(arm.elbow),
      wrist: arm.wrist && point(arm.wrist),
    })),
    head: frame.head && point(frame.head),
  };
}
