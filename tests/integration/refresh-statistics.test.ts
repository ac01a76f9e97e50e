import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REFRESH_STATISTICS,
  registerRefreshStatistics,
} from '../../src/server/jobs/refresh-statistics.job.ts';
import { testDbKind } from './support/test-database.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.stop();
});

describe('the planner statistics job of the embedded database', () => {
  it('is created at start-up only when the API hosts the embedded database', async () => {
    const queue = await api.deps.queue.getQueue(REFRESH_STATISTICS);
    expect(queue !== null).toBe(api.deps.database.embedded);
    expect(api.deps.database.embedded).toBe(testDbKind === 'pglite');
  });

  it('runs ANALYZE on the embedded database, scheduled hourly', async () => {
    const database = { ...api.deps.database, embedded: true };
    await registerRefreshStatistics(
      api.deps.queue,
      { database, logger: api.deps.logger },
      { work: true },
    );
    const schedules = await api.deps.queue.getSchedules(REFRESH_STATISTICS);
    expect(schedules.map((schedule) => schedule.cron)).toEqual(['7 * * * *']);
    const jobId = await api.deps.queue.send(REFRESH_STATISTICS, {});
    await expect
      .poll(
        async () => (await api.deps.queue.findJobs(REFRESH_STATISTICS, { id: jobId! }))[0]?.state,
        {
          timeout: 20_000,
          interval: 200,
        },
      )
      .toBe('completed');
    expect(api.logs.some((line) => line.msg === 'planner statistics refreshed')).toBe(true);
  });
});
