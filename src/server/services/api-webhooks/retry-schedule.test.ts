import { describe, expect, it } from 'vitest';
import { retryScheduleText, webhookRetrySchedule } from './retry-schedule.ts';

describe('the webhook retry schedule (decision 079)', () => {
  it('doubles from the configured delay, each wait up to twice its least, as pg-boss backs off', () => {
    expect(webhookRetrySchedule(3, 30)).toEqual([
      { attempt: 2, minSeconds: 30, maxSeconds: 60 },
      { attempt: 3, minSeconds: 60, maxSeconds: 120 },
      { attempt: 4, minSeconds: 120, maxSeconds: 240 },
    ]);
    expect(webhookRetrySchedule(0, 30)).toEqual([]);
  });

  it('states the default schedule: 8 retries over about 2 to 4 hours', () => {
    const text = retryScheduleText(8, 30);
    expect(text).toContain('then 8 retries');
    expect(text).toContain('30 s–60 s, 60 s–2 min, 2 min–4 min');
    expect(text).toContain('32 min–64 min, 64 min–2.1 h');
    expect(text).toContain('2.1 h to 4.3 h after the first attempt');
    expect(retryScheduleText(0, 30)).toBe('one attempt, never retried.');
  });
});
