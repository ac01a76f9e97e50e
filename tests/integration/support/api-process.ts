import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs the API as its own process (as `npm run api` does) and resolves once it logs 'api ready'.
 * @example const api = await spawnApi({ DATA_DIR: dir }); api.child.kill('SIGKILL');
 */
export function spawnApi(env: Record<string, string | undefined>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, API_PORT: '0', PGLITE_PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  child.stderr!.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      try {
        const entry = JSON.parse(line) as { msg?: string; url?: string };
        if (entry.msg === 'api ready' && entry.url)
          resolve({ child, url: entry.url, lines, exited });
      } catch {
        // not a log line
      }
    });
    exited.then(({ code }) => reject(new Error(`API exited with ${code}:\n${lines.join('\n')}`)));
  });
}
