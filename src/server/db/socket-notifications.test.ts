import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.ts';
import { ReplyScanner } from './socket-notifications.ts';

/** A NotificationResponse as PostgreSQL writes it: 'A', length, pid, channel, payload. */
function notification(channel: string, payload: string): Uint8Array {
  const body = Buffer.concat([Buffer.alloc(4), Buffer.from(`${channel}\0${payload}\0`)]);
  const header = Buffer.alloc(5);
  header.write('A');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

describe('ReplyScanner', () => {
  it('finds notifications between other messages, however the reply is cut', () => {
    const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]); // ReadyForQuery
    const reply = Buffer.concat([
      ready,
      notification('progress', 'one'),
      ready,
      notification('progress', 'two'),
    ]);
    for (const size of [1, 3, 7, reply.length]) {
      const found: string[] = [];
      const scanner = new ReplyScanner((channel, message) =>
        found.push(`${channel}:${Buffer.from(message).subarray(-4, -1).toString()}`),
      );
      for (let at = 0; at < reply.length; at += size) scanner.push(reply.subarray(at, at + size));
      expect(found).toEqual(['progress:one', 'progress:two']);
    }
  });
});

describe('LISTEN over the embedded database socket', { timeout: 20_000 }, () => {
  let dir: string;
  let embedded: EmbeddedPostgres;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'kieu-notify-'));
    embedded = await startEmbeddedPostgres({ dataDir: dir, port: 0 });
  }, 30_000);
  afterAll(async () => {
    await Promise.allSettled(clients.map((client) => client.end()));
    await embedded?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function connect(listen?: string) {
    const client = new pg.Client({ connectionString: embedded.url });
    await client.connect();
    clients.push(client);
    const heard: string[] = [];
    client.on('notification', (notice) => heard.push(`${notice.channel}:${notice.payload}`));
    if (listen) await client.query(`LISTEN ${listen}`);
    return { client, heard };
  }

  it('delivers a notice to every listening connection once its transaction commits', async () => {
    const first = await connect('progress');
    const second = await connect('"Progress"');
    const writer = await connect();
    await writer.client.query('begin');
    await writer.client.query("select pg_notify('progress', 'a')");
    await writer.client.query(`select pg_notify('Progress', $1)`, ['b']);
    // PGlite serves one transaction at a time: a listener's query now waits for the commit.
    const waiting = first.client.query('select 1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.heard).toEqual([]);
    await writer.client.query('commit');
    await waiting;
    await first.client.query('select 1');
    await second.client.query('select 1');
    expect(first.heard).toEqual(['progress:a']);
    expect(second.heard).toEqual(['Progress:b']);
  });

  it('keeps delivering to the others when one listener leaves', async () => {
    const leaving = await connect('progress');
    const staying = await connect('progress');
    await leaving.client.end();
    const writer = await connect();
    await writer.client.query("select pg_notify('progress', 'c')");
    await staying.client.query('select 1');
    expect(staying.heard).toEqual(['progress:c']);
  });
});
