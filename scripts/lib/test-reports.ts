import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Reads Vitest's and Playwright's JSON reports for the run's summary: the counts, and the names
// of the tests that failed or passed only on a retry. CI shows only the tail of the output, so
// the summary itself must say which test to look at.

export interface ReportCounts {
  passed?: number;
  failed?: number;
  /** `file:line › title` of every failed test (a file that did not load counts as one). */
  failures?: string[];
  /** Browser tests that failed once and passed on their retry. */
  flaky?: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: {
    name: string;
    status: string;
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}

export interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      status: string;
      projectName: string;
      results?: { duration: number; error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number };
  suites?: PlaywrightSuite[];
}

export type PlaywrightTest = NonNullable<PlaywrightSuite['specs']>[number]['tests'][number];

export const relative = (file: string) => path.relative(process.cwd(), file) || file;

/**
 * The first line of a failure's message, without colour codes, for the summary: CI shows only
 * the tail of the output, and a browser test's failure is otherwise far above it.
 * @example firstLine('\u001b[31mexpected 1 to be 2\u001b[39m\n  at …') // 'expected 1 to be 2'
 */
export function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((text) => text.trim()) ?? '';
  return line.trim().slice(0, 200);
}

const withReason = (name: string, message: string | undefined) => {
  const reason = firstLine(message);
  return reason ? `${name}: ${reason}` : name;
};

function vitestCounts(json: VitestReport): ReportCounts {
  const failures: string[] = [];
  for (const file of json.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failures.push(
        withReason(`${relative(file.name)} › ${test.fullName}`, test.failureMessages?.[0]),
      );
    }
    // A file that throws before its tests run has no failed assertion, only its own status.
    if (file.status === 'failed' && !failed.length) failures.push(`${relative(file.name)}`);
  }
  return { passed: json.numPassedTests, failed: json.numFailedTests, failures };
}

/**
 * Every test of a Playwright report's files, named `file:line › describe › title`. The top
 * suite is the file, whose title is its name: only inner describes add a title.
 */
export function playwrightTests(
  files: PlaywrightSuite[],
): { name: string; test: PlaywrightTest }[] {
  const visit = (
    suite: PlaywrightSuite,
    titles: string[],
  ): { name: string; test: PlaywrightTest }[] => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({
        name: `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`,
        test,
      })),
    ),
    ...(suite.suites ?? []).flatMap((inner) => visit(inner, [...titles, inner.title])),
  ];
  return files.flatMap((file) => visit(file, []));
}

function playwrightCounts(json: PlaywrightReport): ReportCounts {
  const failures: string[] = [];
  const flaky: string[] = [];
  for (const { name, test } of playwrightTests(json.suites ?? [])) {
    const named = `${name} [${test.projectName}]`;
    if (test.status === 'unexpected') {
      failures.push(withReason(named, test.results?.at(-1)?.error?.message));
    }
    if (test.status === 'flaky') flaky.push(named);
  }
  return { passed: json.stats.expected, failed: json.stats.unexpected, failures, flaky };
}

/** The counts and names in a report; nothing when the run wrote none (it crashed first). */
export function readReport(report: string): ReportCounts {
  if (!existsSync(report)) return {};
  const json = JSON.parse(readFileSync(report, 'utf8'));
  if (typeof json.numPassedTests === 'number') return vitestCounts(json);
  if (json.stats) return playwrightCounts(json);
  return {};
}
