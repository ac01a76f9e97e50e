import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Vitest starts the files it has no timings for largest first: on a fresh clone (CI), that put
// the two prediction-engine files, one line each over a shared suite and 80–100 s long, last,
// and the PostgreSQL stage's final 100 s ran on two of its three workers, then one. The
// integration files start longest first by a committed record of their seconds instead.

/** Seconds per integration file (its path under tests/integration), from a measured run. */
export type FileSeconds = Record<string, number>;

export const fileOrderPath = path.resolve('tests/integration/support/file-seconds.json');
const integrationDir = path.resolve('tests/integration');

/** The integration files' seconds from a Vitest JSON report, rounded, by name. */
export function fileSecondsOf(report: {
  testResults?: { name: string; startTime: number; endTime: number }[];
}): FileSeconds {
  const entries = (report.testResults ?? [])
    .map((file) => [
      path.relative(integrationDir, file.name),
      Math.max(1, Math.round((file.endTime - file.startTime) / 1000)),
    ])
    .sort(([a], [b]) => String(a).localeCompare(String(b)));
  return Object.fromEntries(entries) as FileSeconds;
}

/** Writes the record that `LongestFirst` orders by (refreshed from a full PostgreSQL run). */
export function writeFileSeconds(reportFile: string, out: string): void {
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Parameters<
    typeof fileSecondsOf
  >[0];
  writeFileSync(out, `${JSON.stringify(fileSecondsOf(report), null, 2)}\n`);
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
