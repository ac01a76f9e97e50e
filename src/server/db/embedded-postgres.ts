import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { isolateConnections } from './socket-queue-fix.ts';
import { routeNotifications } from './socket-notifications.ts';

export interface EmbeddedPostgres {
  /** A postgres:// URL that the ordinary `pg` driver (and pg-boss) connect to. */
  url: string;
  close(): Promise<void>;
}

/**
 * Opens PGlite on disk and serves it over the Postgres wire protocol on loopback, so the app,
 * pg-boss and `npm run worker` all use plain `pg`, exactly as with a real PostgreSQL.
 * @example const pg = await startEmbeddedPostgres({ dataDir: 'data/pglite', port: 54329 });
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  host?: string;
}): Promise<EmbeddedPostgres> {
  await mkdir(options.dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: options.dataDir });
  const host = options.host ?? '127.0.0.1';
  // PGlite runs one query at a time; the socket server queues the rest and keeps transactions
  // on their own connection. Ten connections cover the app pool, pg-boss and a worker.
  const server = new PGLiteSocketServer({ db, host, port: options.port, maxConnections: 20 });
  isolateConnections(server);
  routeNotifications(server);
  try {
    await server.start();
  } catch (error) {
    await db.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new Error(
        `PGLITE_PORT ${options.port} is already in use: is another API process running on this data directory?`,
        { cause: error },
      );
    }
    throw error;
  }
  const [, boundPort] = server.getServerConn().split(':');
  return {
    url: `postgres://postgres:postgres@${host}:${boundPort}/postgres`,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
