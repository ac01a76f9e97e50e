import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { caller } from './lib/read-callers.ts';
import { startApiOn, type BenchDatabase } from './lib/api-on-database.ts';
import { requestsPerSecond, withCpuPerRequest } from './lib/measure.ts';
import { summarizeProfile } from './lib/cpu-profile.ts';

// Issue 44: where the API's CPU goes on each status read. Starts the API on a fresh database
// with V8's CPU profiler on, loads one read for a few seconds, stops the API (which writes the
// profile) and prints the functions and packages that took the most time, self and inclusive.
// `npx tsx bench/profile-reads.ts [pglite|postgres] [jobs|generations|not-found] [seconds]`
// (not-found: the app's middleware and router alone, no database).

const database = (process.argv[2] ?? 'postgres') as BenchDatabase;
const read = process.argv[3] ?? 'jobs';
const seconds = Number(process.argv[4] ?? 8);
const dir = path.resolve('.tmp/profiles', `${database}-${read}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

// PROFILE_ENV='{"LOG_LEVEL":"warn"}' compares a setting's cost.
const api = await startApiOn(database, 'profile', {
  NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir} --cpu-prof-interval=200`,
  ...(JSON.parse(process.env.PROFILE_ENV ?? '{}') as Record<string, string>),
});
// The load's window, so the profile is cut to it (start-up and seeding excluded).
const window = { start: 0, end: 0 };
try {
  const owner = await caller(api.url, api.databaseUrl, 'profile.reads@example.vn', 19);
  const jobPath = `/v1/jobs/${owner.jobId}`;
  const options = { connections: 10, seconds };
  const load = () =>
    read === 'not-found'
      ? requestsPerSecond(`${api.url}/no-such-route`, options)
      : read === 'jobs'
        ? requestsPerSecond(`${api.url}${jobPath}`, {
            ...options,
            requests: owner.tokens.map((value) => ({
              method: 'GET',
              path: jobPath,
              headers: { authorization: `Bearer ${value}` },
            })),
          })
        : requestsPerSecond(`${api.url}/ai/generations/${owner.jobId}`, {
            ...options,
            headers: { authorization: `Bearer ${owner.session}` },
          });
  const loadStart = performance.now();
  const result = await withCpuPerRequest(api.pid, seconds, load);
  window.start = loadStart;
  window.end = performance.now();
  console.log(
    `${read} on ${database}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms, ` +
      `API CPU ${Math.round(result.cpuMicros)} µs per request`,
  );
} finally {
  await api.stop();
}
const exited = performance.now();
const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error(`no profile written in ${dir}`);
console.log(
  summarizeProfile(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), {
    count: 30,
    // Milliseconds before the profile's end: it ends as the API exits.
    window: { fromEndMs: exited - window.start, toEndMs: exited - window.end },
  }),
);
console.log(`\nprofile: ${path.join(dir, file)} (open in Chrome DevTools)`);
