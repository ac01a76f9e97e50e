import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { abortError, EngineError } from '../engine.ts';

let resolved: string | undefined;

/**
 * The ffmpeg binary: the static build from the npm package `@ffmpeg-installer/ffmpeg` (so a fresh
 * install from the registry alone can render video), else `ffmpeg` on the PATH.
 */
export function ffmpegPath(): string {
  if (resolved) return resolved;
  try {
    const { path } = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string };
    if (existsSync(path)) return (resolved = path);
  } catch {
    // The package throws when it has no binary for this platform.
  }
  return (resolved = 'ffmpeg');
}

export interface FfmpegRun {
  args: string[];
  /** Length of the output, to turn ffmpeg's `out_time` into a fraction. */
  durationSeconds?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * Runs ffmpeg with `-progress pipe:1`, reporting the share of the output written so far; an
 * abort kills it. A failure is EngineError('internal') with ffmpeg's last words as the cause.
 */
export function runFfmpeg({ args, durationSeconds, onProgress, signal }: FfmpegRun): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const child = spawn(
      ffmpegPath(),
      ['-hide_banner', '-nostdin', '-y', '-loglevel', 'error', '-progress', 'pipe:1', ...args],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let pending = '';
    let errors = '';
    let reported = 0;
    const report = (fraction: number) => {
      if (fraction <= reported) return;
      reported = fraction;
      onProgress?.(fraction);
    };
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const [key, value] = line.trim().split('=');
        // out_time_ms is in microseconds too (a long-standing ffmpeg quirk).
        if ((key === 'out_time_us' || key === 'out_time_ms') && durationSeconds) {
          const seconds = Number(value) / 1e6;
          if (Number.isFinite(seconds) && seconds >= 0) {
            report(Math.min(1, seconds / durationSeconds));
          }
        } else if (key === 'progress' && value === 'end') {
          report(1);
        }
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      errors = (errors + chunk).slice(-4000);
    });
    const kill = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', kill, { once: true });
    child.on('error', (cause) => {
      signal?.removeEventListener('abort', kill);
      reject(new EngineError('internal', undefined, { cause }));
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', kill);
      if (signal?.aborted) reject(abortError(signal));
      else if (code === 0) resolve();
      else {
        const cause = new Error(`ffmpeg exited with ${code}: ${errors.trim()}`);
        reject(new EngineError('internal', undefined, { cause }));
      }
    });
  });
}
