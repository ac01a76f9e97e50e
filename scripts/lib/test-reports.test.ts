import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readReport } from './test-reports.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'kieu-reports-'));
function report(name: string, json: unknown): string {
  const file = path.join(folder, name);
  writeFileSync(file, JSON.stringify(json));
  return file;
}

describe('readReport', () => {
  it('names the failed Vitest tests, and a file that failed before its tests ran', () => {
    const file = report('vitest.json', {
      numPassedTests: 3,
      numFailedTests: 1,
      testResults: [
        {
          name: path.join(process.cwd(), 'tests/a.test.ts'),
          status: 'failed',
          assertionResults: [
            { fullName: 'jobs refuses a bad size', status: 'failed' },
            { fullName: 'jobs takes a good one', status: 'passed' },
          ],
        },
        { name: path.join(process.cwd(), 'tests/b.test.ts'), status: 'failed' },
        { name: path.join(process.cwd(), 'tests/c.test.ts'), status: 'passed' },
      ],
    });
    expect(readReport(file)).toEqual({
      passed: 3,
      failed: 1,
      failures: ['tests/a.test.ts › jobs refuses a bad size', 'tests/b.test.ts'],
    });
  });

  it('names failed and flaky Playwright tests with their file, line, describes and project', () => {
    const spec = (title: string, line: number, status: string) => ({
      title,
      file: 'admin.test.ts',
      line,
      tests: [{ status, projectName: 'chromium' }],
    });
    const file = report('playwright.json', {
      stats: { expected: 2, unexpected: 1, flaky: 1 },
      suites: [
        {
          title: 'admin.test.ts',
          specs: [spec('signs in', 3, 'expected')],
          suites: [
            {
              title: 'an administrator',
              specs: [
                spec('reads the dashboard', 20, 'unexpected'),
                spec('finds a user', 40, 'flaky'),
                spec('adjusts credits', 60, 'expected'),
              ],
            },
          ],
        },
      ],
    });
    expect(readReport(file)).toEqual({
      passed: 2,
      failed: 1,
      failures: ['admin.test.ts:20 › an administrator › reads the dashboard [chromium]'],
      flaky: ['admin.test.ts:40 › an administrator › finds a user [chromium]'],
    });
  });

  it("adds the first line of each failure's message, without colour codes", () => {
    const file = report('reasons.json', {
      stats: { expected: 0, unexpected: 1 },
      suites: [
        {
          title: 'pay.test.ts',
          specs: [
            {
              title: 'pays',
              file: 'pay.test.ts',
              line: 7,
              tests: [
                {
                  status: 'unexpected',
                  projectName: 'chromium',
                  results: [
                    { duration: 1, error: { message: 'first try' } },
                    {
                      duration: 1,
                      error: {
                        message: '\u001b[31mError: Timed out 5000ms\u001b[39m\n\nCall log:',
                      },
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(readReport(file).failures).toEqual([
      'pay.test.ts:7 › pays [chromium]: Error: Timed out 5000ms',
    ]);
    const vitest = report('vitest-reasons.json', {
      numPassedTests: 0,
      numFailedTests: 1,
      testResults: [
        {
          name: path.join(process.cwd(), 'tests/d.test.ts'),
          status: 'failed',
          assertionResults: [
            {
              fullName: 'sums',
              status: 'failed',
              failureMessages: ['AssertionError: expected 1 to be 2\n    at d.test.ts:3'],
            },
          ],
        },
      ],
    });
    expect(readReport(vitest).failures).toEqual([
      'tests/d.test.ts › sums: AssertionError: expected 1 to be 2',
    ]);
  });

  it('gives nothing when the run wrote no report', () => {
    expect(readReport(path.join(folder, 'missing.json'))).toEqual({});
  });
});
