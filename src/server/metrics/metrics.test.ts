import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Queue } from '../jobs/queue.ts';
import { createMetrics } from './metrics.ts';

type QueueRows = Awaited<ReturnType<Queue['getQueues']>>;

/** A pg-boss stand-in that answers `getQueues` with `rows`, counting the calls. */
function fakeQueue(rows: () => Promise<Partial<QueueRows[number]>[]>) {
  const calls: unknown[][] = [];
  return {
    calls,
    queue: {
      getQueues: (...args: unknown[]) => {
        calls.push(args);
        return rows() as Promise<QueueRows>;
      },
    },
  };
}

describe('createMetrics', () => {
  it('gives each process its own registry, so two APIs in one process never collide', async () => {
    const first = createMetrics();
    const second = createMetrics();
    first.paymentNotification('sandbox', 'completed');
    expect(await first.registry.metrics()).toContain(
      'kieu_payment_notifications_total{gateway="sandbox",outcome="completed"} 1',
    );
    expect(await second.registry.metrics()).not.toContain('outcome="completed"');
  });

  it('labels an unknown HTTP method OTHER, so methods cannot grow the label set', async () => {
    const metrics = createMetrics();
    metrics.observeRequest({ method: 'BREW', route: 'unmatched', status: 404 }, 0.002);
    metrics.observeRequest({ method: 'GET', route: '/plans', status: 200 }, 0.002);
    const text = await metrics.registry.metrics();
    expect(text).toContain(
      'kieu_http_request_duration_seconds_count{method="OTHER",route="unmatched",status="404"} 1',
    );
    expect(text).toContain('method="GET",route="/plans",status="200"');
    expect(text).not.toContain('BREW');
  });

  it('reads queue depth once per scrape, for both gauges, bounded in rows', async () => {
    const { queue, calls } = fakeQueue(async () => [
      { name: 'generation', queuedCount: 3, activeCount: 1 },
      { name: 'api-webhook', queuedCount: 0, activeCount: 0 },
    ]);
    const metrics = createMetrics({ queue });
    const text = await metrics.registry.metrics();
    expect(text).toContain('kieu_queue_depth{queue="generation"} 3');
    expect(text).toContain('kieu_queue_active_jobs{queue="generation"} 1');
    expect(text).toContain('kieu_queue_depth{queue="api-webhook"} 0');
    expect(calls).toEqual([[undefined, { limit: 200 }]]);
  });

  it('leaves the queue gauges empty, not stale, when the read fails, and says so in the log', async () => {
    let fail = false;
    const { queue } = fakeQueue(async () => {
      if (fail) throw new Error('connection refused');
      return [{ name: 'generation', queuedCount: 2, activeCount: 0 }];
    });
    const lines: string[] = [];
    const logger = pino(
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const metrics = createMetrics({ queue, logger });
    expect(await metrics.registry.metrics()).toContain('kieu_queue_depth{queue="generation"} 2');
    fail = true;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const text = await metrics.registry.metrics();
    expect(text).not.toContain('kieu_queue_depth{');
    expect(text).toContain('# TYPE kieu_queue_depth gauge');
    expect(lines.join('')).toContain('queue depth not read');
  });
});
