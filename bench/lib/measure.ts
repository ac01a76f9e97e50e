import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface Row {
  metric: string;
  value: number;
  unit: string;
  /** The same-run baseline this row is compared with, and value / baseline. */
  baseline?: { name: string; value: number };
  /** The database the API ran on, when the suite ran it on more than one. */
  database?: 'pglite' | 'postgres';
  /** An issue's goal: a least or most ratio to the baseline, or a most value (e.g. p99 in ms). */
  goal?: { ratioAtLeast?: number; ratioAtMost?: number; atMost?: number };
}

/** Linux's USER_HZ, 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * The CPU time a process has used so far (user + system), from /proc on Linux. Requests per
 * second swing between runs on a shared machine; the API's CPU per request does not (decision
 * 075).
 */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may itself hold spaces: utime and stime are 14th and 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** A load's result with the CPU microseconds `pid` spent on each of its requests meanwhile. */
export async function withCpuPerRequest<Result extends { rps: number }>(
  pid: number,
  seconds: number,
  measure: () => Promise<Result>,
): Promise<Result & { cpuMicros: number }> {
  const before = processCpuMs(pid);
  const result = await measure();
  const requests = Math.max(1, result.rps * seconds);
  return { ...result, cpuMicros: ((processCpuMs(pid) - before) * 1000) / requests };
}

/** Requests per second of GET `url` over loopback, measured by autocannon. */
export async function requestsPerSecond(
  url: string,
  options: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    /** Requests each connection cycles through, e.g. to spread calls over several tokens. */
    requests?: autocannon.Request[];
  } = {},
): Promise<{ rps: number; p50: number; p99: number; errors: number }> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 8,
    headers: options.headers,
    requests: options.requests,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export function formatRows(rows: Row[]): string {
  const lines = rows.map((row) => {
    const value = `${round(row.value)} ${row.unit}`;
    const ratio = row.baseline
      ? `  ratio ${round(row.value / row.baseline.value)} vs ${row.baseline.name} (${round(row.baseline.value)} ${row.unit})`
      : '';
    const metric = row.database ? `[${row.database}] ${row.metric}` : row.metric;
    return `  ${metric.padEnd(50)} ${value.padStart(16)}${ratio}${goalText(row)}`;
  });
  return lines.join('\n');
}

/** The goal beside its row, and whether this run met it. */
function goalText(row: Row): string {
  const { goal } = row;
  if (!goal) return '';
  const parts: string[] = [];
  if (goal.ratioAtLeast !== undefined && row.baseline) {
    const met = row.value / row.baseline.value >= goal.ratioAtLeast;
    parts.push(`ratio >= ${goal.ratioAtLeast} ${met ? 'met' : 'NOT MET'}`);
  }
  if (goal.ratioAtMost !== undefined && row.baseline) {
    const met = row.value / row.baseline.value <= goal.ratioAtMost;
    parts.push(`ratio <= ${goal.ratioAtMost} ${met ? 'met' : 'NOT MET'}`);
  }
  if (goal.atMost !== undefined) {
    const met = row.value <= goal.atMost;
    parts.push(`<= ${goal.atMost}${row.unit && ` ${row.unit}`} ${met ? 'met' : 'NOT MET'}`);
  }
  return `  [goal: ${parts.join(', ')}]`;
}

export function round(value: number): number {
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}
