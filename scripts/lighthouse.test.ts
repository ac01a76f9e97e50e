import { describe, expect, it } from 'vitest';
import { needsAnotherRun, type Scores } from './lighthouse.ts';

const scores = (performance: number): Scores => ({
  performance,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
});

describe('needsAnotherRun', () => {
  it('stops after one run at or above the bar', () => {
    expect(needsAnotherRun([], 1)).toBe(true);
    expect(needsAnotherRun([scores(90)], 1)).toBe(false);
  });

  it('confirms a page below the bar with five runs, whose median decides', () => {
    expect(needsAnotherRun([scores(89)], 1)).toBe(true);
    expect(needsAnotherRun([scores(89), scores(95)], 1)).toBe(true);
    expect(needsAnotherRun([scores(89), scores(85), scores(99)], 1)).toBe(true);
    expect(needsAnotherRun([scores(72), scores(86), scores(98), scores(95), scores(96)], 1)).toBe(
      false,
    );
  });

  it('counts any category below its bar', () => {
    expect(needsAnotherRun([{ ...scores(99), accessibility: 98 }], 1)).toBe(true);
  });

  it('always makes the runs asked for', () => {
    expect(needsAnotherRun([scores(99), scores(99)], 3)).toBe(true);
  });
});
