import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, needsAnotherRun, type Scores } from './lighthouse.ts';

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

describe('cpuSlowdownFor', () => {
  it("follows Lighthouse's calculator: 4× near index 1,533, 2× at 800, 1× at 150", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5, 5);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 5);
    expect(cpuSlowdownFor(150)).toBe(1);
  });

  it('never speeds the page up, and keeps the default when the index is missing', () => {
    expect(cpuSlowdownFor(40)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN)).toBe(4);
    expect(cpuSlowdownFor(0)).toBe(4);
  });
});
