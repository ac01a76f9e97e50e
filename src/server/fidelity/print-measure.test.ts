import { describe, expect, it } from 'vitest';
import { checkPattern, printThresholds } from './check-pattern.ts';
import { erasePrint, removePrint, turnHue } from './defects.ts';
import type { GarmentRegion } from './garment-region.ts';
import { filledMask, measurePrint } from './print-measure.ts';
import { seededRandom } from './seeded-random.ts';

type Rgb = readonly [number, number, number];
const red: Rgb = [230, 57, 70];
const white: Rgb = [255, 255, 255];
const navy: Rgb = [29, 53, 87];

/**
 * A garment of `width` × `height` px at (30, 30) on a light grey backdrop, coloured by `paint`
 * at each point given as a share of the garment's width and height; `hole` leaves a pixel out of
 * the mask, as a cut-out does to a white print on a white backdrop. Every pixel has a grain of
 * ±8 levels, like fabric: the texture distance needs some texture to compare.
 */
function garment(
  width: number,
  height: number,
  paint: (u: number, v: number) => Rgb,
  hole: (u: number, v: number) => boolean = () => false,
): GarmentRegion {
  const [W, H] = [width + 60, height + 60];
  const data = new Uint8Array(W * H * 3).fill(235);
  const mask = new Uint8Array(W * H);
  const grain = seededRandom(3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y + 30) * W + x + 30;
      const [u, v] = [x / width, y / height];
      const grey = Math.round((grain() * 2 - 1) * 8);
      data.set(
        paint(u, v).map((c) => Math.min(255, Math.max(0, c + grey))),
        i * 3,
      );
      mask[i] = hole(u, v) ? 0 : 1;
    }
  }
  return { image: { data, width: W, height: H }, mask };
}

/** A logo (a disc) over a word (four bars like letters), on the chest. */
const logo = (u: number, v: number) =>
  (u - 0.5) ** 2 + ((v - 0.3) * 1.4) ** 2 < 0.012 ||
  (v > 0.45 && v < 0.55 && u > 0.25 && u < 0.75 && Math.floor((u - 0.25) / 0.0625) % 2 === 0);
const printed = (u: number, v: number) => (logo(u, v) ? white : red);
const product = garment(200, 260, printed);
/** The same print on a garment 15 % wider and 10 % shorter, as a try-on's warp leaves it. */
const warped = garment(230, 234, printed);
const missing = (result: GarmentRegion) => measurePrint(product, result)!.score;

describe('measurePrint', () => {
  it('finds the print all there on the product itself and on a warped result', () => {
    const same = measurePrint(product, product)!;
    expect(same.score).toBe(0);
    expect(same.share).toBeGreaterThan(0.03);
    expect(same.share).toBeLessThan(0.1);
    expect(missing(warped)).toBeLessThan(0.1);
  });

  it('finds an erased print missing, and half of one half missing', () => {
    expect(missing(erasePrint(warped, red))).toBeGreaterThan(0.9);
    const half = missing(erasePrint(warped, red, 0.5));
    expect(half).toBeGreaterThan(0.25);
    expect(half).toBeLessThan(0.75);
  });

  it('leaves a turned hue to the colour check', () => {
    expect(missing(turnHue(warped, 60))).toBeLessThan(0.1);
  });

  it('finds a white print that the cut-out left as holes', () => {
    const holed = garment(200, 260, printed, logo);
    const result = garment(230, 234, printed, logo);
    expect(measurePrint(holed, holed)!.score).toBe(0);
    expect(measurePrint(holed, result)!.score).toBeLessThan(0.1);
    expect(measurePrint(holed, erasePrint(result, red))!.score).toBeGreaterThan(0.9);
  });

  it('finds no print to check on a plain garment, stripes, checks or a trimmed hem', () => {
    const plain = garment(200, 260, () => red);
    const stripes = garment(200, 260, (u) => (Math.floor(u * 16) % 2 ? white : navy));
    const checks = garment(200, 260, (u, v) =>
      (Math.floor(u * 10) + Math.floor(v * 12)) % 2 ? white : navy,
    );
    const polkaDots = garment(200, 260, (u, v) =>
      ((u * 12) % 1) ** 2 + ((v * 14) % 1) ** 2 < 0.1 ? white : navy,
    );
    const hem = garment(200, 260, (_, v) => (v > 0.95 ? white : red));
    for (const region of [plain, stripes, checks, polkaDots, hem]) {
      expect(measurePrint(region, region)).toBeNull();
    }
  });

  it('is null when the result has no garment', () => {
    const empty = { image: product.image, mask: new Uint8Array(product.mask.length) };
    expect(measurePrint(product, empty)).toBeNull();
  });
});

describe('erasePrint', () => {
  it('paints the print, holes included, in the ground and touches nothing else', () => {
    const holed = garment(200, 260, printed, logo);
    const erased = erasePrint(holed, red);
    const W = holed.image.width;
    const at = (region: GarmentRegion, x: number, y: number) =>
      Array.from(region.image.data.subarray((y * W + x) * 3, (y * W + x) * 3 + 3));
    // The disc's centre (a hole in the cut-out) is now garment, in the ground colour.
    const [cx, cy] = [30 + 100, 30 + Math.round(0.3 * 260)];
    expect(holed.mask[cy * W + cx]).toBe(0);
    expect(erased.mask[cy * W + cx]).toBe(1);
    expect(at(erased, cx, cy)).toEqual([...red]);
    // The ground, with its grain, and the backdrop are as they were.
    for (const [x, y] of [
      [40, 250],
      [5, 5],
    ] as const) {
      expect(at(erased, x, y)).toEqual(at(holed, x, y));
    }
  });
});

describe('filledMask', () => {
  it('fills what the mask encloses and nothing reachable from the edge', () => {
    // 5 × 5: a ring of garment around one hole, and a notch open to the edge.
    const ring = Uint8Array.from([
      0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 1, 0, 1, 0, 0, 1, 1, 1, 0, 0, 0, 1, 0, 0,
    ]);
    const filled = filledMask(ring, 5, 5);
    expect(filled[12]).toBe(1);
    expect(filled[0]).toBe(0);
    expect(filled[21]).toBe(0);
  });
});

describe('checkPattern with a print', () => {
  it('fails a result whose logo was erased while its texture distance passes', () => {
    const check = checkPattern(product, erasePrint(warped, red));
    expect(check.score).toBeLessThan(check.thresholds.warn);
    expect(check.verdict).toBe('fail');
    expect(check.reason).toBe('print-missing');
    expect(check.details?.printMissing).toBeGreaterThan(printThresholds.fail);
  });

  it('passes the warped print and reports its share missing in the details', () => {
    const check = checkPattern(product, warped);
    expect(check.verdict).toBe('pass');
    expect(check.reason).toBe('pattern-match');
    expect(check.details?.printMissing).toBeLessThan(printThresholds.warn);
  });

  it('keeps the texture’s reason for a flooded garment, which both find far', () => {
    const check = checkPattern(product, removePrint(warped));
    expect(check.verdict).toBe('fail');
    expect(['pattern-far', 'print-missing']).toContain(check.reason);
  });

  it('carries no print details for a garment without a print', () => {
    const plain = garment(200, 260, () => red);
    expect(checkPattern(plain, plain).details).not.toHaveProperty('printMissing');
  });
});
