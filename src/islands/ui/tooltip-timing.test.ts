import { describe, expect, it } from 'vitest';
import { hoverDelay, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './tooltip-timing.ts';

describe('tooltip timing (spec §9)', () => {
  it('waits the 700 ms open delay when no tooltip was open lately', () => {
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(hoverDelay(5000, { open: 0, lastClosedAt: null })).toBe(700);
    expect(hoverDelay(5000, { open: 0, lastClosedAt: 5000 - TOOLTIP_SKIP_DELAY_MS })).toBe(700);
  });

  it('opens at once within the 300 ms skip delay or while another is open', () => {
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(hoverDelay(5000, { open: 0, lastClosedAt: 4750 })).toBe(0);
    expect(hoverDelay(5000, { open: 1, lastClosedAt: null })).toBe(0);
  });
});
