import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../src/server/db/schema.ts';
import { writeProgress } from '../../src/server/services/generation/progress-notices.ts';
import { startPostgresCluster } from '../../scripts/lib/postgres-cluster.ts';
import { startApiProcess } from '../../scripts/lib/stack.ts';
import { freePort, post, verifiedAccount } from '../lib/api-calls.ts';
import { round, type Row } from '../lib/measure.ts';

const STREAMS = 200;
// Twice the period of the safety poll and of pg-boss's supervision (10 s): both run in bursts
// (the streams open within a second of each other), so a window of whole periods counts each
// burst the same number of times.
const IDLE_SECONDS = 20;
const STREAM_SECONDS = 20;
const SETTLE_SECONDS = 20;
const LATENCY_WRITES = 20;

type Kind = 'PostgreSQL' | 'PGlite';
type Mode = 'poll' | 'notify';

interface Measured {
  /** Statements (PostgreSQL: pg_stat_statements calls) or transactions (PGlite) per second. */
  idle: number;
  streams: number;
  /** From a progress write's commit to its event at the stream, median and worst. */
  latencyP50: number;
  latencyMax: number;
}

/** A server-side count of the work done on one database by every connection so far. */
interface Counter {
  read(): Promise<number>;
  close(): Promise<void>;
}

/**
 * PostgreSQL: pg_stat_statements' calls (every statement, BEGIN and COMMIT included) in the
 * bench database, read from another database so the reads do not count. (pg_stat_database's
 * commits lag: an idle connection flushes its counts up to 10 s late, too late for a window.)
 */
async function postgresCounter(adminUrl: string, database: string): Promise<Counter> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query('select oid from pg_database where datname = $1', [database]);
  const oid = rows[0].oid as number;
  return {
    async read() {
      const { rows } = await client.query(
        'select coalesce(sum(calls), 0)::float8 as n from pg_stat_statements where dbid = $1',
        [oid],
      );
      return rows[0].n as number;
    },
    close: () => client.end(),
  };
}

/**
 * PGlite: one backend serves every connection, so pg_stat_database counts all of them once its
 * pending statistics are flushed (forced here; it has no idle flush). Each read runs two
 * transactions of its own, taken off. PGlite has no pg_stat_statements; a stream's reads are
 * single statements, one transaction each.
 */
async function pgliteCounter(url: string): Promise<Counter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let reads = 0;
  return {
    async read() {
      await client.query('select pg_stat_force_next_flush()');
      const { rows } = await client.query(
        `select (xact_commit + xact_rollback)::float8 as n from pg_stat_database
          where datname = current_database()`,
      );
      reads += 1;
      return (rows[0].n as number) - 2 * reads;
    },
    close: () => client.end(),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rate(counter: Counter, seconds: number) {
  const before = await counter.read();
  const started = performance.now();
  await sleep(seconds * 1000);
  const after = await counter.read();
  return (after - before) / ((performance.now() - started) / 1000);
}

/** Opens an event stream per generation; `onEvent` sees each progress event's fraction. */
async function openStreams(
  apiUrl: string,
  token: string,
  ids: string[],
  onEvent: (id: string, fraction: number) => void,
) {
  const closed = new AbortController();
  const firsts = ids.map(async (id) => {
    const res = await fetch(`${apiUrl}/ai/generations/${id}/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: closed.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let first: () => void = () => {};
    const opened = new Promise<void>((resolve) => (first = resolve));
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .find((line) => line.startsWith('data:'));
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          onEvent(id, (JSON.parse(data.slice(5)) as { fraction: number }).fraction);
          first();
        }
      }
    })();
    await opened;
  });
  await Promise.all(firsts);
  return () => closed.abort();
}

async function measure(kind: Kind, mode: Mode, clusterUrl?: string): Promise<Measured> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `kieu-bench-progress-${mode}-`));
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    API_PORT: '0',
    LOG_LEVEL: 'info',
    RUN_WORKERS: 'false',
    PROGRESS_EVENTS: mode,
  };
  let databaseUrl: string;
  let dropDatabase = async () => {};
  if (kind === 'PostgreSQL') {
    const name = `bench_progress_${mode}`;
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(clusterUrl!);
    url.pathname = `/${name}`;
    databaseUrl = env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: clusterUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    env.PGLITE_PORT = String(await freePort());
    databaseUrl = `postgres://postgres:postgres@127.0.0.1:${env.PGLITE_PORT}/postgres`;
  }
  const api = await startApiProcess(env);
  const writerPool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  let closeStreams = () => {};
  let counter: Counter | undefined;
  try {
    const token = await verifiedAccount(api.url, `bench.progress.${mode}@example.vn`);
    const seeded = await post(
      `${api.url}/dev/seed-generations`,
      { repeat: STREAMS, items: [{ tool: 'virtual-tryon', status: 'processing' }] },
      token,
    );
    const ids = seeded.ids as string[];
    counter =
      kind === 'PostgreSQL'
        ? await postgresCounter(clusterUrl!, new URL(databaseUrl).pathname.slice(1))
        : await pgliteCounter(databaseUrl);

    const waiting = new Map<string, { fraction: number; arrived: () => void }>();
    closeStreams = await openStreams(api.url, token, ids, (id, fraction) => {
      const wait = waiting.get(id);
      if (wait && Math.abs(wait.fraction - fraction) < 1e-6) wait.arrived();
    });
    // pg-boss does its start-up round of queue maintenance in the API's first ~25 s: let it pass.
    await sleep(SETTLE_SECONDS * 1000);
    const streams = await rate(counter, STREAM_SECONDS);

    // The worker's own progress write (one statement with its notice), timed to the event.
    const writer = drizzle(writerPool, { schema });
    const latencies: number[] = [];
    for (let i = 0; i < LATENCY_WRITES; i += 1) {
      const id = ids[i]!;
      const fraction = 0.1 + i / 100;
      const arrived = new Promise<void>((resolve) =>
        waiting.set(id, { fraction, arrived: resolve }),
      );
      const started = performance.now();
      await writeProgress(writer, id, 'processing', fraction);
      await arrived;
      latencies.push(performance.now() - started);
      await sleep(137 * (i % 4));
    }
    latencies.sort((x, y) => x - y);
    // The API's own background work (pg-boss supervision), measured once its start-up work is
    // long done and the streams are closed.
    closeStreams();
    await sleep(2000);
    const idle = await rate(counter, IDLE_SECONDS);
    return {
      idle,
      streams,
      latencyP50: latencies[Math.floor(latencies.length / 2)]!,
      latencyMax: latencies.at(-1)!,
    };
  } finally {
    closeStreams();
    await counter?.close();
    await writerPool.end();
    await api.stop();
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function rows(kind: Kind, poll: Measured, notify: Measured): Row[] {
  const unit = kind === 'PostgreSQL' ? 'statements/s' : 'xacts/s';
  const base = (name: string, value: number) => ({ name: `${kind} ${name}`, value });
  const perStream = (m: Measured) => (m.streams - m.idle) / STREAMS;
  return [
    { metric: `${kind} idle API, poll mode`, value: poll.idle, unit },
    { metric: `${kind} idle API, notify mode`, value: notify.idle, unit },
    { metric: `${kind} ${STREAMS} streams, polling (500 ms)`, value: poll.streams, unit },
    {
      metric: `${kind} ${STREAMS} streams, notify`,
      value: notify.streams,
      unit,
      baseline: base(`${STREAMS} streams, polling`, poll.streams),
    },
    { metric: `${kind} one stream, polling (net of idle)`, value: perStream(poll), unit },
    {
      metric: `${kind} one stream, notify (net of idle)`,
      value: perStream(notify),
      unit,
      baseline: base('one stream, polling', perStream(poll)),
    },
    { metric: `${kind} write → event p50, polling`, value: poll.latencyP50, unit: 'ms' },
    {
      metric: `${kind} write → event p50, notify`,
      value: notify.latencyP50,
      unit: 'ms',
      baseline: base('p50, polling', poll.latencyP50),
    },
    { metric: `${kind} write → event max, polling`, value: poll.latencyMax, unit: 'ms' },
    {
      metric: `${kind} write → event max, notify`,
      value: notify.latencyMax,
      unit: 'ms',
      baseline: base('max, polling', poll.latencyMax),
    },
  ];
}

/**
 * 200 event streams on generations that stay in progress, on one API process, with the old
 * polling (every stream reads its row every 500 ms) and with LISTEN/NOTIFY (one listening
 * connection; a 10 s safety poll), measured one after the other in the same run: database
 * work per second counted by the server, idle and with the streams open, and the time from a
 * progress write to its event. On PostgreSQL (a private cluster with pg_stat_statements) and
 * on the embedded PGlite.
 */
export async function run(): Promise<Row[]> {
  // PostgreSQL runs as its own user, who must reach the folder: not a private temporary one.
  const cluster = await startPostgresCluster(path.resolve('.tmp/bench-progress-pg'), {
    settings: { shared_preload_libraries: 'pg_stat_statements' },
  });
  const result: Row[] = [];
  try {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create extension if not exists pg_stat_statements');
    await admin.end();
    for (const kind of ['PostgreSQL', 'PGlite'] as const) {
      console.log(`  ${kind}: polling…`);
      const poll = await measure(kind, 'poll', cluster.url);
      console.log(`  ${kind}: notify…`);
      const notify = await measure(kind, 'notify', cluster.url);
      result.push(...rows(kind, poll, notify));
      console.log(
        `  ${kind}: ${round(poll.streams)} → ${round(notify.streams)} per second with ${STREAMS} streams`,
      );
    }
  } finally {
    cluster.stop();
  }
  return result;
}
