import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface Managed {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  /** The output line that said the process was ready. */
  readyLine: string;
  /** SIGTERM, then SIGKILL after `graceMs` if it has not exited. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Spawns a long-running child, hands each output line to `onLine`, and resolves once
 * `ready(line)` says so (or rejects if the process exits first or `timeoutMs` passes).
 */
export function startProcess(options: {
  name: string;
  command: string;
  args: string[];
  spawnOptions?: SpawnOptions;
  ready: (line: string) => boolean;
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
  timeoutMs?: number;
}): Promise<Managed> {
  const child = spawn(options.command, options.args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options.spawnOptions,
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const tail: string[] = [];
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      void stop(1000);
      reject(
        new Error(
          `${options.name} was not ready within ${options.timeoutMs}ms:\n${tail.join('\n')}`,
        ),
      );
    }, options.timeoutMs ?? 60_000);
    for (const stream of ['stdout', 'stderr'] as const) {
      createInterface({ input: child[stream]! }).on('line', (line) => {
        tail.push(line);
        if (tail.length > 40) tail.shift();
        options.onLine?.(line, stream);
        if (!settled && options.ready(line)) {
          settled = true;
          clearTimeout(timer);
          resolve({ name: options.name, child, exited, stop, readyLine: line });
        }
      });
    }
    void exited.then((code) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(new Error(`${options.name} exited with ${code}:\n${tail.join('\n')}`));
    });
  });
}
