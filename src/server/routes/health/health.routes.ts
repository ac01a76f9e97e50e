import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../app-deps.ts';

const startedAt = Date.now();

/** GET /health/ready (readiness; liveness is GET /health, decision 068): 200 when the database and the job queue answer, 503 otherwise. */
export function healthRoutes({ database, queue }: Pick<AppDeps, 'database' | 'queue'>) {
  return new Hono<AppBindings>().get('/health/ready', async (c) => {
    const [db] = await Promise.allSettled([database.ping()]);
    const databaseUp = db.status === 'fulfilled';
    const queueUp = queue.health.up();
    return c.json(
      {
        status: databaseUp && queueUp ? 'ok' : 'degraded',
        database: {
          status: databaseUp ? 'up' : 'down',
          kind: database.embedded ? 'pglite' : 'postgres',
          ...(databaseUp ? { latencyMs: Math.round(db.value * 100) / 100 } : {}),
        },
        queue: { status: queueUp ? 'up' : 'down' },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      },
      databaseUp && queueUp ? 200 : 503,
    );
  });
}
