import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

// The stage runner of `npm test` (scripts/test.ts): stages run in order, and a group of stages
// that mostly wait on I/O (the two integration suites: child APIs, fake servers, timers) runs
// at once, each child's output prefixed with its stage's name so the interleaved lines stay
// readable (decision 063).

export interface Outcome {
  ok: boolean;
  passed?: number;
  failed?: number;
  /** The failed tests' names, printed under the stage's line. */
  failures?: string[];
  /** Tests that passed only on their retry, named so a slow or racy test is seen early. */
  flaky?: string[];
}

/** At most this many names per list: a broken stage names its first failures, not hundreds. */
const namesShown = 20;

function named(mark: string, names: string[] = []): string[] {
  const shown = names.slice(0, namesShown).map((name) => `      ${mark} ${name}`);
  const more = names.length - shown.length;
  return more > 0 ? [...shown, `      … and ${more} more`] : shown;
}

export type Stage = () => Promise<Outcome>;

/** The output prefix of the stage running in this async context (none when it runs alone). */
const outputTag = new AsyncLocalStorage<string>();

function prefixLines(input: Readable, output: Writable, tag: string) {
  createInterface({ input }).on('line', (line) => output.write(`${tag} ${line}\n`));
}

/**
 * Runs a command to completion without blocking (the e2e stage serves the site meanwhile).
 * Alone, the child shares the terminal; inside a concurrent group its lines are prefixed.
 */
export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<boolean> {
  const tag = outputTag.getStore();
  const child = spawn(command, args, {
    stdio: tag ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...env },
  });
  if (tag) {
    prefixLines(child.stdout!, process.stdout, tag);
    prefixLines(child.stderr!, process.stderr, tag);
  }
  // 'close' waits for the piped output to drain, so a stage's last lines precede its summary.
  return new Promise((resolve) => child.on('close', (code) => resolve(code === 0)));
}

/**
 * The wanted stages in their declared order, in groups: each group runs at once, groups one
 * after another. Stages named together in `concurrent` share a group (when both are wanted).
 */
export function planStages(order: string[], wanted: string[], concurrent: string[][]): string[][] {
  const selected = order.filter((name) => !wanted.length || wanted.includes(name));
  const groups: string[][] = [];
  for (const name of selected) {
    const partners = concurrent.find((group) => group.includes(name)) ?? [name];
    const open = groups.find((group) => partners.includes(group[0]!));
    if (open && open !== groups.at(-1)) throw new Error(`${name}: its group is not contiguous`);
    if (open) open.push(name);
    else groups.push([name]);
  }
  return groups;
}

export interface StageResult extends Outcome {
  name: string;
  seconds: number;
}

async function timed(name: string, stage: Stage, tag?: string): Promise<StageResult> {
  const started = performance.now();
  let outcome: Outcome;
  try {
    outcome = await (tag ? outputTag.run(tag, stage) : stage());
  } catch (error) {
    console.error(tag ?? '', error);
    outcome = { ok: false };
  }
  return { name, ...outcome, seconds: (performance.now() - started) / 1000 };
}

/** Runs the plan; each stage's time is its own, from its start to its end. */
export async function runStages(
  plan: string[][],
  stages: Record<string, Stage>,
): Promise<StageResult[]> {
  const results: StageResult[] = [];
  for (const group of plan) {
    const alone = group.length === 1;
    console.log(`\n━━ ${group.join(' + ')}${alone ? '' : ' (at once)'} ━━`);
    const width = Math.max(...group.map((name) => name.length));
    results.push(
      ...(await Promise.all(
        group.map((name) =>
          timed(name, stages[name]!, alone ? undefined : `[${name.padEnd(width)}]`),
        ),
      )),
    );
  }
  return results;
}

/** The summary lines: one per stage, then the totals and the run's wall-clock time. */
export function summarize(results: StageResult[], wallSeconds: number): string[] {
  const lines = results.flatMap((r) => {
    const tests = r.passed !== undefined ? ` (${r.passed} passed, ${r.failed} failed)` : '';
    const seconds = r.seconds.toFixed(1).padStart(6);
    return [
      `${r.ok ? 'PASS' : 'FAIL'}  ${r.name.padEnd(22)} ${seconds} s${tests}`,
      ...named('failed:', r.failures),
      ...named('flaky: ', r.flaky),
    ];
  });
  const stagesFailed = results.filter((r) => !r.ok).length;
  const sum = (key: 'passed' | 'failed') => results.reduce((n, r) => n + (r[key] ?? 0), 0);
  return [
    ...lines,
    `stages: ${results.length - stagesFailed} passed, ${stagesFailed} failed`,
    `tests: ${sum('passed')} passed, ${sum('failed')} failed`,
    `wall clock: ${wallSeconds.toFixed(1)} s`,
  ];
}
