import { describe, expect, it } from 'vitest';
import { planCatalogue } from '../../../contracts/plans.ts';
import { cellPriority } from './cell-priority.ts';

describe('cellPriority (decision 086)', () => {
  it('runs every cell below every plan’s single jobs', () => {
    const lowestSingle = Math.min(...planCatalogue.map((plan) => plan.priority));
    expect(cellPriority(0)).toBeLessThan(lowestSingle);
  });

  it('gives the n-th cell of every batch one priority, so batches take turns', () => {
    expect(cellPriority(3)).toBe(cellPriority(3));
    expect(cellPriority(0)).toBeGreaterThan(cellPriority(1));
  });
});
