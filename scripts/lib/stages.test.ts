import { afterEach, describe, expect, it, vi } from 'vitest';
import { planStages, run, runStages, summarize } from './stages.ts';

const order = ['lint', 'unit', 'integration-pglite', 'integration-postgres', 'e2e'];
const together = [['integration-pglite', 'integration-postgres']];

describe('planStages', () => {
  it('runs every stage in its order, the integration suites as one group', () => {
    expect(planStages(order, [], together)).toEqual([
      ['lint'],
      ['unit'],
      ['integration-pglite', 'integration-postgres'],
      ['e2e'],
    ]);
  });

  it('keeps only the wanted stages, in the declared order whatever the order asked', () => {
    expect(planStages(order, ['e2e', 'integration-postgres', 'lint'], together)).toEqual([
      ['lint'],
      ['integration-postgres'],
      ['e2e'],
    ]);
  });

  it('refuses a group whose stages are not next to each other in the order', () => {
    expect(() => planStages(order, [], [['lint', 'e2e']])).toThrow(/e2e/);
  });
});

describe('runStages', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs a group at once, prefixing each child line with its stage, each timed alone', async () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const node = (script: string) => run(process.execPath, ['-e', script]);
    const started = performance.now();
    const results = await runStages([['slow', 'quick']], {
      slow: async () => ({
        ok: await node('setTimeout(() => console.log("slow line"), 600)'),
        passed: 2,
        failed: 0,
      }),
      quick: async () => ({ ok: await node('console.log("quick line"); process.exit(1)') }),
    });
    const elapsed = (performance.now() - started) / 1000;
    expect(written).toContain('[slow ] slow line\n');
    expect(written).toContain('[quick] quick line\n');
    const [slow, quick] = results;
    expect(slow).toMatchObject({ name: 'slow', ok: true, passed: 2 });
    expect(quick).toMatchObject({ name: 'quick', ok: false });
    // Both ran at once: the run takes about the slow one's time, and the quick one less.
    expect(quick!.seconds).toBeLessThan(slow!.seconds);
    expect(elapsed).toBeLessThan(slow!.seconds + quick!.seconds);
  });

  it('counts a stage that throws as failed and goes on with the next group', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const results = await runStages([['broken'], ['fine']], {
      broken: () => Promise.reject(new Error('no cluster')),
      fine: async () => ({ ok: true }),
    });
    expect(results.map((r) => [r.name, r.ok])).toEqual([
      ['broken', false],
      ['fine', true],
    ]);
  });
});

describe('summarize', () => {
  it('prints one line per stage, then the totals and the wall-clock time', () => {
    const lines = summarize(
      [
        { name: 'integration-pglite', ok: true, passed: 10, failed: 0, seconds: 600.04 },
        { name: 'lint', ok: false, seconds: 9.96 },
      ],
      612.3,
    );
    expect(lines).toEqual([
      'PASS  integration-pglite      600.0 s (10 passed, 0 failed)',
      'FAIL  lint                     10.0 s',
      'stages: 1 passed, 1 failed',
      'tests: 10 passed, 0 failed',
      'wall clock: 612.3 s',
    ]);
  });

  it('names the failed and flaky tests under their stage, at most twenty of each', () => {
    const failures = Array.from({ length: 22 }, (_, i) => `a.test.ts:${i} › case ${i}`);
    const lines = summarize(
      [{ name: 'e2e', ok: false, passed: 1, failed: 22, failures, flaky: ['b.test.ts:4 › x'] }].map(
        (r) => ({ ...r, seconds: 1 }),
      ),
      1,
    );
    expect(lines.slice(0, 2)).toEqual([
      'FAIL  e2e                       1.0 s (1 passed, 22 failed)',
      '      failed: a.test.ts:0 › case 0',
    ]);
    expect(lines).toContain('      failed: a.test.ts:19 › case 19');
    expect(lines).not.toContain('      failed: a.test.ts:20 › case 20');
    expect(lines).toContain('      … and 2 more');
    expect(lines).toContain('      flaky:  b.test.ts:4 › x');
  });
});
