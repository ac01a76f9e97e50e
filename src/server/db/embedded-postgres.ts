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

/** Connections the embedded server accepts at once (pglite-socket closes any past it). */
const EMBEDDED_MAX_CONNECTIONS = 200;

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
  // on their own connection. Every process opens its app pool (DB_POOL_MAX), pg-boss's pool (10)
  // and its LISTEN connections, and the server closes any connection past its maximum, which a
  // busy process sees as "Connection terminated unexpectedly" (a 500). A waiting connection costs
  // a socket only, so the maximum covers several API and worker processes at full pools.
  const server = new PGLiteSocketServer({
    db,
    host,
    port: options.port,
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
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
