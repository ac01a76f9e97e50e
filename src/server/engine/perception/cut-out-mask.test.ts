import { describe, expect, it } from 'vitest';
import { erode, firmPersonMask, joinMasks, maskIoU } from './cut-out-mask.ts';

const side = 100;
/** A mask with 255 inside the rectangle [left, right) × [top, bottom). */
function box(left: number, top: number, right: number, bottom: number): Uint8Array {
  const mask = new Uint8Array(side * side);
  for (let y = top; y < bottom; y++) mask.fill(255, y * side + left, y * side + right);
  return mask;
}

describe('joining the backdrop and person masks', () => {
  it('measures IoU on the 128 threshold', () => {
    expect(maskIoU(box(0, 0, 50, 100), box(0, 0, 100, 100))).toBeCloseTo(0.5);
    expect(maskIoU(new Uint8Array(4), new Uint8Array(4))).toBe(1);
  });

  it('shrinks a mask by the radius on every side', () => {
    expect(maskIoU(erode(box(20, 20, 80, 80), side, side, 5), box(25, 25, 75, 75))).toBe(1);
  });

  it('keeps the backdrop mask when no person is seen', () => {
    const backdrop = box(30, 10, 70, 90);
    const joined = joinMasks(backdrop, box(0, 0, 1, 1), side, side);
    expect(maskIoU(joined, backdrop)).toBeGreaterThan(0.97);
  });

  it('fills a person’s part that matched the backdrop from the person mask', () => {
    // A white dress on a white backdrop: the backdrop mask lost the body's lower half.
    const person = box(30, 10, 70, 90);
    const joined = joinMasks(box(30, 10, 70, 50), person, side, side);
    expect(joined[70 * side + 50]).toBe(255);
    expect(maskIoU(joined, person)).toBeGreaterThan(0.9);
  });

  it('takes the person mask alone when the backdrop was not told apart', () => {
    const person = box(30, 10, 70, 90);
    const joined = joinMasks(box(0, 0, 100, 100), person, side, side);
    expect(maskIoU(joined, person)).toBeGreaterThan(0.97);
  });

  it('makes the person mask’s soft ramp firm: likely person opaque, the faint fringe gone', () => {
    // Issue 40: hair at 130–230 was semi-transparent, the room's fringe at 20–100 a halo.
    expect([...firmPersonMask(Uint8Array.from([0, 40, 96, 128, 160, 200, 255]))]).toEqual([
      0, 0, 0, 128, 255, 255, 255,
    ]);
  });
});
