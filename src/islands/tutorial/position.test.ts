import { describe, expect, it } from 'vitest';
import { chooseSide, padRect, tooltipPosition, type Rect } from './position.ts';

const tooltip = { width: 320, height: 200 };
const viewport = { width: 1280, height: 800 };
const box = (left: number, top: number, width = 100, height = 40): Rect => ({
  left,
  top,
  width,
  height,
});

describe('tooltipPosition', () => {
  it('centres a step without a target', () => {
    expect(tooltipPosition({ target: null, tooltip, viewport })).toEqual({
      top: 300,
      left: 480,
      side: 'center',
    });
  });

  it('puts the tooltip 16 px below the target, centred on it, when auto finds room there', () => {
    expect(tooltipPosition({ target: box(590, 100), tooltip, viewport })).toEqual({
      top: 156,
      left: 480,
      side: 'bottom',
    });
  });

  it('flips auto placement above a target near the bottom of the viewport', () => {
    expect(tooltipPosition({ target: box(590, 700), tooltip, viewport })).toEqual({
      top: 484,
      left: 480,
      side: 'top',
    });
  });

  it('goes to the right of a tall target when neither above nor below has room', () => {
    const tall = box(100, 20, 200, 760);
    expect(tooltipPosition({ target: tall, tooltip, viewport })).toEqual({
      top: 300,
      left: 316,
      side: 'right',
    });
  });

  it('goes to the left when only the left has room', () => {
    const wide = box(400, 20, 864, 760);
    expect(chooseSide('auto', wide, tooltip, viewport)).toBe('left');
  });

  it('takes the roomiest side when nothing fits', () => {
    const huge = box(10, 10, 1200, 700);
    expect(chooseSide('auto', huge, tooltip, viewport)).toBe('bottom');
    const small = { width: 300, height: 300 };
    expect(chooseSide('auto', box(0, 0, 100, 290), tooltip, small)).toBe('right');
  });

  it('keeps an asked side that fits and flips one that does not to the opposite side', () => {
    expect(chooseSide('top', box(590, 400), tooltip, viewport)).toBe('top');
    expect(chooseSide('top', box(590, 50), tooltip, viewport)).toBe('bottom');
    expect(chooseSide('left', box(100, 400), tooltip, viewport)).toBe('right');
    expect(chooseSide('right', box(1150, 400), tooltip, viewport)).toBe('left');
  });

  it('keeps an asked side when its opposite has no room either', () => {
    const tall = box(100, 20, 200, 760);
    expect(chooseSide('top', tall, tooltip, viewport)).toBe('top');
  });

  it('places the tooltip left of the target with the gap', () => {
    expect(
      tooltipPosition({ target: box(800, 380), tooltip, viewport, placement: 'left' }),
    ).toEqual({ top: 300, left: 464, side: 'left' });
  });

  it('clamps to the 16 px viewport margin near the edges', () => {
    const corner = tooltipPosition({ target: box(0, 100, 40, 40), tooltip, viewport });
    expect(corner).toEqual({ top: 156, left: 16, side: 'bottom' });
    const right = tooltipPosition({ target: box(1260, 100, 20, 40), tooltip, viewport });
    expect(right.left).toBe(1280 - 320 - 16);
  });

  it('adds the step offset, still inside the margin', () => {
    const moved = tooltipPosition({
      target: box(590, 100),
      tooltip,
      viewport,
      offset: { x: 30, y: -6 },
    });
    expect(moved).toEqual({ top: 150, left: 510, side: 'bottom' });
    const pushed = tooltipPosition({
      target: null,
      tooltip,
      viewport,
      offset: { x: 5000, y: -5000 },
    });
    expect(pushed).toEqual({ top: 16, left: 944, side: 'center' });
  });

  it('pins a tooltip wider than the viewport to the margin', () => {
    const narrow = { width: 300, height: 800 };
    expect(tooltipPosition({ target: null, tooltip, viewport: narrow }).left).toBe(16);
  });
});

describe('padRect', () => {
  it('grows the target by the padding on every side', () => {
    expect(padRect(box(100, 100), 8)).toEqual({ left: 92, top: 92, width: 116, height: 56 });
  });
});
