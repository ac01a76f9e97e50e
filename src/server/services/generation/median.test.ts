import { describe, expect, it } from 'vitest';
import { median } from './estimate-generation.ts';

describe('median (the wait estimate)', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeUndefined();
    expect(median([5])).toBe(5);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(median([1000, 1, 2])).toBe(2);
  });
});
