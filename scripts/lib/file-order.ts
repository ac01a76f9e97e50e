import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type Reporter, type TestModule, type TestSpecification } from 'vitest/node';

// Vitest starts the files it has no timings for largest first: on a fresh clone (CI), that put
// the two prediction-engine files, one line each over a shared suite and 80–100 s long, last,
// and the PostgreSQL stage's final 100 s ran on two of its three workers, then one. The
// integration files start longest first by a committed record of their seconds instead.

/** Seconds per integration file (its path under tests/integration), from a measured run. */
export type FileSeconds = Record<string, number>;

export const fileOrderPath = path.resolve('tests/integration/support/file-seconds.json');
const integrationDir = path.resolve('tests/integration');

/** Seconds per integration file, its hooks included, rounded, by name. */
export function fileSecondsOf(files: { moduleId: string; ms: number }[]): FileSeconds {
  const entries = files
    .map(({ moduleId, ms }) => [
      path.relative(integrationDir, moduleId),
      Math.max(1, Math.round(ms / 1000)),
    ])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  return Object.fromEntries(entries) as FileSeconds;
}

/**
 * A reporter that writes each file's time (its tests and its hooks) to FILE_SECONDS_OUT. Vitest's
 * JSON report counts from the first test's start to the last one's end, without the hooks that
 * start an API, an emulator or a child process.
 */
export class FileSecondsReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const out = process.env.FILE_SECONDS_OUT;
    if (!out) return;
    // Tests and hooks; not the import, which a worker pays once for all its files (isolate: false).
    const files = modules.map((module) => ({
      moduleId: module.moduleId,
      ms: module.diagnostic().duration,
    }));
    writeFileSync(out, `${JSON.stringify(fileSecondsOf(files), null, 2)}\n`);
  }
}

/**
 * Within the integration project, files named in the record start longest first; a file not in
 * it (new since the record) starts before them, as Vitest's own order does with unknown files.
 * Every other project keeps Vitest's order.
 */
export function orderByRecord<T>(
  files: T[],
  isIntegration: (file: T) => boolean,
  secondsOf: (file: T) => number | undefined,
): T[] {
  const slots = files.flatMap((file, index) => (isIntegration(file) ? [index] : []));
  const weight = (file: T) => secondsOf(file) ?? Number.MAX_SAFE_INTEGER;
  const ordered = slots.map((index) => files[index]!).sort((a, b) => weight(b) - weight(a));
  const result = [...files];
  slots.forEach((slot, k) => {
    result[slot] = ordered[k]!;
  });
  return result;
}

export class LongestFirst extends BaseSequencer {
  private record: FileSeconds | undefined;

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    this.record ??= JSON.parse(readFileSync(fileOrderPath, 'utf8')) as FileSeconds;
    const record = this.record;
    return orderByRecord(
      await super.sort(files),
      (spec) => spec.project.name === 'integration',
      (spec) => record[path.relative(integrationDir, spec.moduleId)],
    );
  }
}
