import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { playwrightTests, relative } from './test-reports.ts';

// Where a stage's time goes (issue 38): each test's own time read from the stage's JSON report,
// the 50 slowest written beside the report, and the 10 slowest of the run printed at its end.
// Integration files spend much of their time outside any test (an API and a database per file
// in beforeAll), so a Vitest file's whole time is listed too.

export interface Timed {
  /** `file › test title` or, for a whole file, `file (file)`. */
  name: string;
  seconds: number;
}

interface VitestFile {
  name: string;
  startTime?: number;
  endTime?: number;
  assertionResults?: { fullName: string; duration?: number | null }[];
}

export const slowestFirst = (a: Timed, b: Timed) => b.seconds - a.seconds;

function vitestTimes(files: VitestFile[]): Timed[] {
  return files.flatMap((file) => {
    const name = relative(file.name);
    const tests = (file.assertionResults ?? []).map((test) => ({
      name: `${name} › ${test.fullName}`,
      seconds: (test.duration ?? 0) / 1000,
    }));
    const whole =
      file.startTime && file.endTime
        ? [{ name: `${name} (file)`, seconds: (file.endTime - file.startTime) / 1000 }]
        : [];
    return [...tests, ...whole];
  });
}

/** Every test's time in a Vitest or Playwright JSON report, slowest first; none without one. */
export function readTimings(report: string): Timed[] {
  if (!existsSync(report)) return [];
  const json = JSON.parse(readFileSync(report, 'utf8'));
  // A browser test's time is over all its runs: a retried test costs both.
  const times: Timed[] = Array.isArray(json.testResults)
    ? vitestTimes(json.testResults)
    : playwrightTests(json.suites ?? []).map(({ name, test }) => ({
        name,
        seconds: (test.results ?? []).reduce((sum, run) => sum + run.duration, 0) / 1000,
      }));
  return times.sort(slowestFirst);
}

export const formatTimed = (timed: Timed) =>
  `${timed.seconds.toFixed(1).padStart(7)} s  ${timed.name}`;

/** Writes a stage's 50 slowest tests (and files) to `out`; returns them. */
export function writeSlowest(stage: string, report: string, out: string): Timed[] {
  const slowest = readTimings(report).slice(0, 50);
  writeFileSync(
    out,
    [`The 50 slowest tests of ${stage}:`, ...slowest.map(formatTimed), ''].join('\n'),
  );
  return slowest;
}
