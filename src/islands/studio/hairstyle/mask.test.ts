import { describe, expect, it } from 'vitest';
import { brushRadius, maskSize, toMaskPoint } from './mask.ts';

describe('maskSize', () => {
  it("is the portrait's natural size from the asset first", () => {
    expect(maskSize({ width: 1200, height: 1600 }, { width: 10, height: 10 })).toEqual({
      width: 1200,
      height: 1600,
    });
  });

  it('falls back to the loaded image, and is unknown before it loads', () => {
    expect(maskSize({ width: null, height: null }, { width: 640, height: 480 })).toEqual({
      width: 640,
      height: 480,
    });
    expect(maskSize({ width: null, height: null }, null)).toBeNull();
    expect(maskSize({ width: null, height: null }, { width: 0, height: 0 })).toBeNull();
  });
});

describe('toMaskPoint and brushRadius', () => {
  const shown = { width: 300, height: 400 };
  const mask = { width: 1200, height: 1600 };

  it('scales a point on the shown canvas to the mask pixels', () => {
    expect(toMaskPoint({ x: 150, y: 100 }, shown, mask)).toEqual({ x: 600, y: 400 });
    expect(toMaskPoint({ x: 300, y: 400 }, shown, mask)).toEqual({ x: 1200, y: 1600 });
  });

  it('scales the brush with the canvas and never below one pixel', () => {
    expect(brushRadius(24, shown, mask)).toBe(48);
    expect(brushRadius(1, { width: 1000, height: 1000 }, { width: 100, height: 100 })).toBe(1);
  });
});
