/** One retry of a failed delivery: how long after the attempt before it, in seconds. */
export interface RetryDelay {
  attempt: number;
  minSeconds: number;
  maxSeconds: number;
}

/**
 * The retries of a failed delivery as pg-boss schedules them with `retryBackoff` (its
 * `retry_delay * (2^n / 2 + 2^n / 2 * random())`, n the retry's number capped at 16): retry n
 * waits between delay·2^(n-1) and twice that. The document and the guide state this schedule
 * from the configured API_WEBHOOK_RETRY_LIMIT and API_WEBHOOK_RETRY_DELAY_SECONDS.
 * @example webhookRetrySchedule(2, 30) // [{ attempt: 2, minSeconds: 30, maxSeconds: 60 }, { attempt: 3, minSeconds: 60, maxSeconds: 120 }]
 */
export function webhookRetrySchedule(retryLimit: number, delaySeconds: number): RetryDelay[] {
  return Array.from({ length: retryLimit }, (_, index) => {
    const minSeconds = Math.max(delaySeconds, 1) * 2 ** (Math.min(16, index + 1) - 1);
    return { attempt: index + 2, minSeconds, maxSeconds: minSeconds * 2 };
  });
}

function duration(seconds: number): string {
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  return `${Math.round((seconds / 3600) * 10) / 10} h`;
}

/**
 * The schedule in words, for the OpenAPI document.
 * @example retryScheduleText(8, 30) // 'a first attempt, then 8 retries: … 2.1 h to 4.3 h after the first attempt.'
 */
export function retryScheduleText(retryLimit: number, delaySeconds: number): string {
  const schedule = webhookRetrySchedule(retryLimit, delaySeconds);
  if (schedule.length === 0) return 'one attempt, never retried.';
  const steps = schedule
    .map(({ minSeconds, maxSeconds }) => `${duration(minSeconds)}–${duration(maxSeconds)}`)
    .join(', ');
  const first = schedule.reduce((sum, { minSeconds }) => sum + minSeconds, 0);
  const last = schedule.reduce((sum, { maxSeconds }) => sum + maxSeconds, 0);
  return `a first attempt, then ${schedule.length} retries, each after a random wait in the range given here (doubling): ${steps}; the last retry comes ${duration(first)} to ${duration(last)} after the first attempt (plus the attempts’ own time, up to 10 s each).`;
}
