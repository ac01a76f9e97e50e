import { describe, expect, it } from 'vitest';
import { formatDecimal } from './format-decimal.ts';

describe('formatDecimal', () => {
  it('writes a decimal comma in Vietnamese and a point in English', () => {
    expect(formatDecimal(0.5, 'vi')).toBe('0,50');
    expect(formatDecimal(0.5, 'en')).toBe('0.50');
    expect(formatDecimal(1, 'vi', 1)).toBe('1,0');
  });
});
