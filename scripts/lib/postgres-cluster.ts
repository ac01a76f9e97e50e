import { execFileSync } from 'node:child_process';
import { chownSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { ensurePostgresBin } from './system-packages.ts';

export interface PostgresCluster {
  url: string;
  stop(): void;
}

/** A free loopback port, asked of the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A private PostgreSQL cluster in a throwaway folder on a free port, trusting local
 * connections. As root the server runs as the `postgres` user, as PostgreSQL requires.
 * `settings` are extra server settings, e.g. `{ shared_preload_libraries: 'pg_stat_statements' }`.
 */
export async function startPostgresCluster(
  dir: string,
  options: { settings?: Record<string, string> } = {},
): Promise<PostgresCluster> {
  const bin = ensurePostgresBin();
  const port = await freePort();
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = [path.join(bin, program), ...args];
    if (asRoot) {
      const quoted = command.map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(' ');
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' });
    } else {
      execFileSync(command[0]!, command.slice(1), { stdio: 'pipe' });
    }
  };
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  mkdirSync(dataDir);
  writeFileSync(logFile, '');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    for (const p of [dir, dataDir, logFile]) chownSync(p, uid, gid);
  }
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-o',
    [
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      ...Object.entries(options.settings ?? {}).map(([name, value]) => `-c ${name}=${value}`),
    ].join(' '),
    '-l',
    logFile,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
