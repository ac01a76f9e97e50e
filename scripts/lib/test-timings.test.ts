import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTimings, writeSlowest } from './test-timings.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'kieu-timings-'));
function report(name: string, json: unknown): string {
  const file = path.join(folder, name);
  writeFileSync(file, JSON.stringify(json));
  return file;
}

describe('readTimings', () => {
  it('lists Vitest tests and whole files, slowest first', () => {
    const file = report('vitest.json', {
      testResults: [
        {
          name: path.join(process.cwd(), 'tests/a.test.ts'),
          startTime: 1_000,
          endTime: 9_000,
          assertionResults: [
            { fullName: 'jobs refuses a bad size', duration: 1_500 },
            { fullName: 'jobs takes a good one', duration: 3_250 },
          ],
        },
      ],
    });
    expect(readTimings(file)).toEqual([
      { name: 'tests/a.test.ts (file)', seconds: 8 },
      { name: 'tests/a.test.ts › jobs takes a good one', seconds: 3.25 },
      { name: 'tests/a.test.ts › jobs refuses a bad size', seconds: 1.5 },
    ]);
  });

  it('counts every run of a retried Playwright test, named with its describes', () => {
    const spec = (title: string, line: number, durations: number[]) => ({
      title,
      file: 'admin.test.ts',
      line,
      tests: [{ projectName: 'chromium', results: durations.map((duration) => ({ duration })) }],
    });
    const file = report('playwright.json', {
      stats: { expected: 2, unexpected: 0 },
      suites: [
        {
          title: 'admin.test.ts',
          specs: [spec('signs in', 3, [2_000])],
          suites: [
            { title: 'an administrator', specs: [spec('finds a user', 40, [4_000, 5_000])] },
          ],
        },
      ],
    });
    expect(readTimings(file)).toEqual([
      { name: 'admin.test.ts:40 › an administrator › finds a user', seconds: 9 },
      { name: 'admin.test.ts:3 › signs in', seconds: 2 },
    ]);
  });

  it('writes at most 50 to the stage file, and nothing is listed without a report', () => {
    const many = report('many.json', {
      testResults: [
        {
          name: 'tests/b.test.ts',
          assertionResults: Array.from({ length: 60 }, (_, i) => ({
            fullName: `test ${i}`,
            duration: i * 10,
          })),
        },
      ],
    });
    const out = path.join(folder, 'slowest.txt');
    expect(writeSlowest('unit', many, out)).toHaveLength(50);
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    expect(lines[0]).toBe('The 50 slowest tests of unit:');
    expect(lines[1]).toMatch(/0\.6 s {2}tests\/b\.test\.ts › test 59$/);
    expect(readTimings(path.join(folder, 'missing.json'))).toEqual([]);
  });
});
