import { describe, expect, it } from 'vitest';
import { fairUseErrors, vietnamMonthStart } from './fair-use.ts';

describe('vietnamMonthStart', () => {
  it('starts the month at midnight in Ho Chi Minh City, 17:00 UTC the day before', () => {
    expect(vietnamMonthStart(new Date('2026-03-15T08:00:00Z')).toISOString()).toBe(
      '2026-02-28T17:00:00.000Z',
    );
  });

  it('is already the next month from 17:00 UTC on the last day', () => {
    expect(vietnamMonthStart(new Date('2026-03-31T17:00:00Z')).toISOString()).toBe(
      '2026-03-31T17:00:00.000Z',
    );
    expect(vietnamMonthStart(new Date('2026-03-31T16:59:59Z')).toISOString()).toBe(
      '2026-02-28T17:00:00.000Z',
    );
  });

  it('crosses the year', () => {
    expect(vietnamMonthStart(new Date('2026-12-31T18:00:00Z')).toISOString()).toBe(
      '2026-12-31T17:00:00.000Z',
    );
  });
});

describe('the fair-use refusal', () => {
  it('is a 429 naming the budget and the first day of the next month in both languages', () => {
    const error = fairUseErrors.budgetReached(2_495_000, new Date('2026-12-31T18:00:00Z'));
    expect(error.status).toBe(429);
    expect(error.text.vi).toContain('2.495.000');
    expect(error.text.vi).toContain('1 tháng 2, 2027');
    expect(error.text.en).toContain('₫2,495,000');
    expect(error.text.en).toContain('February 1, 2027');
    expect(error.text.en).not.toMatch(/[{}]/);
  });
});
