import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parseEnv } from '../src/server/env.ts';
import { apiCustomer } from './lib/api-customer.ts';
import { freePort, startPostgresCluster } from './lib/postgres-cluster.ts';
import { buildSiteIfStale } from './lib/site-build.ts';
import { pgliteFiles } from './lib/pglite-suite.ts';
import { planStages, run, runStages, summarize, type Outcome, type Stage } from './lib/stages.ts';
import { siteBuildEnv, startBackend, startStack, type Stack } from './lib/stack.ts';
import { ensureHeadlessShell } from './lib/system-packages.ts';
import { readReport } from './lib/test-reports.ts';
import { formatTimed, slowestFirst, writeSlowest, type Timed } from './lib/test-timings.ts';
import {
  SHARED_AUTH_EMULATOR,
  startAuthEmulatorProcess,
} from '../tests/integration/support/auth-emulator.ts';
import { startS3Server } from '../tests/integration/support/s3-server.ts';

// `npm test`: every check CI runs, one summary line per stage, non-zero exit on any failure.
// `npm test -- e2e unit` runs only the named stages.

const tmp = path.resolve('.tmp');
const reportOf = (name: string) => path.join(tmp, `report-${name}.json`);

/** Every stage's 50 slowest tests, kept for the run's closing lines (issue 38). */
const slowest: Timed[] = [];
function recordSlowest(name: string): void {
  slowest.push(...writeSlowest(name, reportOf(name), path.join(tmp, `slowest-${name}.txt`)));
}

async function vitest(
  project: string,
  name: string,
  env: Record<string, string> = {},
  files: string[] = [],
): Promise<Outcome> {
  const report = reportOf(name);
  rmSync(report, { force: true });
  const ok = await run(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      // INTEGRATION_FILES="tests/integration/a.test.ts …" runs only those files (local work).
      ...(project === 'integration' ? (process.env.INTEGRATION_FILES?.split(/\s+/) ?? files) : []),
    ].filter(Boolean),
    env,
  );
  recordSlowest(name);
  return { ok, ...readReport(report) };
}

/**
 * The integration suite on a real PostgreSQL and on the S3 store: one S3-protocol server for the
 * run, on a free port, where every test API makes a bucket of its own (TEST_OBJECT_STORE=s3),
 * and one Auth emulator that the sign-in files share.
 * integration-pglite keeps the local store, on the files where PGlite differs (decision 074).
 */
async function integrationOnPostgres(): Promise<Outcome> {
  const cluster = await startPostgresCluster(path.join(tmp, 'pg-test'));
  const [s3Start, emulatorStart] = await Promise.allSettled([
    startS3Server(),
    startAuthEmulatorProcess(),
  ]);
  if (s3Start.status === 'rejected' || emulatorStart.status === 'rejected') {
    if (s3Start.status === 'fulfilled') await s3Start.value.close();
    if (emulatorStart.status === 'fulfilled') await emulatorStart.value.stop();
    cluster.stop();
    throw s3Start.status === 'rejected'
      ? s3Start.reason
      : (emulatorStart as PromiseRejectedResult).reason;
  }
  const [s3, emulator] = [s3Start.value, emulatorStart.value];
  try {
    return await vitest('integration', 'integration-postgres', {
      TEST_DB: 'postgres',
      TEST_PG_URL: cluster.url,
      TEST_OBJECT_STORE: 's3',
      ...s3.serverEnv,
      // One Auth emulator for the files that sign in with Google (auth-emulator.ts).
      [SHARED_AUTH_EMULATOR]: emulator.host,
    });
  } finally {
    await Promise.all([s3.close(), emulator.stop()]);
    cluster.stop();
  }
}

/**
 * The built site and the running stack that the site, e2e and lighthouse stages share: built
 * for the test ports and started once, on first use, stopped when the run ends.
 */
const e2eEnv = parseEnv({
  NODE_ENV: 'test',
  API_PORT: process.env.E2E_API_PORT ?? '8801',
  SITE_PORT: process.env.E2E_SITE_PORT ?? '4401',
  // The auth emulator beside a developer's `npm start` one (9099), for the sign-in flows.
  FIREBASE_AUTH_EMULATOR_HOST: process.env.E2E_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199',
  // The API's data folder: its exported blog content is part of what the site is built from.
  DATA_DIR: path.join(tmp, 'e2e-data'),
});
const e2eApiUrl = `http://127.0.0.1:${e2eEnv.API_PORT}`;
const e2eSiteUrl = `http://127.0.0.1:${e2eEnv.SITE_PORT}`;
const e2eSiteDir = path.join(tmp, 'e2e-site');
let stack: Promise<Stack> | undefined;

function testStack(): Promise<Stack> {
  stack ??= (async () => {
    const dataDir = e2eEnv.DATA_DIR;
    rmSync(dataDir, { recursive: true, force: true });
    return startStack({
      env: e2eEnv,
      siteDir: e2eSiteDir,
      // The site is built once the API is up, so build-time data (plans) comes from it.
      beforeSite: async () => {
        await buildSiteIfStale(e2eSiteDir, siteBuildEnv(e2eEnv, e2eApiUrl, e2eSiteUrl));
      },
      apiEnv: {
        NODE_ENV: 'test',
        API_PORT: String(e2eEnv.API_PORT),
        PGLITE_PORT: '0',
        DATA_DIR: dataDir,
        SITE_ORIGIN: e2eSiteUrl,
        // Links in mail and the payment gateways' returns lead to this site.
        PUBLIC_SITE_URL: e2eSiteUrl,
        // The browser tests' account helpers name a client address per call (X-Forwarded-For),
        // so the per-address sign-up and login limits count each test apart, as real users.
        TRUST_PROXY: 'true',
        // One administrator per browser test file that needs one (fresh database each run).
        ADMIN_EMAILS:
          'admin@kieu.studio,founder@kieu.studio,studio-admin@example.com,blog-admin@example.com,publisher@example.com,csp-admin@example.com,screens-admin@example.com',
        // Publishing rebuilds the served site in place, as `npm start` does (decision 025).
        SITE_REBUILD: 'embedded',
        SITE_DIR: e2eSiteDir,
        // Playwright's request context keeps idle sockets: with the 5 s default, a call made as
        // the server closes its socket fails with ECONNRESET (a POST is not retried). A minute,
        // as behind a load balancer, makes that as rare as a test idling for exactly a minute.
        HTTP_KEEP_ALIVE_TIMEOUT_MS: '60000',
        // Long-lived like a production API, and warmed like one: a cold first model check
        // (pose and faces loaded on a busy machine) outlasted a test's 5 s wait for its answer.
        WARM_UP_MODELS: 'true',
      },
      onLine: (name, line) => {
        if (!line.includes('"level":30')) console.log(`[${name}] ${line}`);
      },
    });
  })();
  return stack;
}

async function siteChecks(): Promise<Outcome> {
  await testStack();
  return vitest('site', 'site', { SITE_DIR: e2eSiteDir });
}

async function endToEnd(): Promise<Outcome> {
  ensureHeadlessShell();
  await testStack();
  const report = reportOf('e2e');
  rmSync(report, { force: true });
  // E2E_FILES="tests/e2e/a.test.ts tests/e2e/b.test.ts" runs only those files (local work).
  // The publishing files otherwise wait for every other file (their project's dependency).
  const only = process.env.E2E_FILES?.split(/\s+/).filter(Boolean) ?? [];
  const filter = only.length ? ['--no-deps', ...only] : [];
  const ok = await run('npx', ['playwright', 'test', '--reporter=list,json', ...filter], {
    E2E_SITE_URL: e2eSiteUrl,
    E2E_API_URL: e2eApiUrl,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    // Three browsers at once: the stage mostly waits on the API and the pages. Two measured
    // 0.65–0.72× the time of one on two busy cores (decision 063), and three 916 s against
    // 1,187–1,277 s for two, each test 7 % slower on average (decision 112).
    PLAYWRIGHT_WORKERS: process.env.PLAYWRIGHT_WORKERS ?? '3',
  });
  recordSlowest('e2e');
  return { ok, ...readReport(report) };
}

/**
 * One run per page here (CI time), three for a page that first falls below the bar;
 * `npx tsx scripts/lighthouse.ts --runs 3` gives medians of every page.
 */
async function lighthouseStage(): Promise<Outcome> {
  await testStack();
  const ok = await run('npx', [
    'tsx',
    'scripts/lighthouse.ts',
    '--site',
    e2eSiteUrl,
    '--runs',
    process.env.LIGHTHOUSE_RUNS ?? '1',
    '--out',
    path.join(tmp, 'lighthouse.json'),
  ]);
  return { ok };
}

/**
 * The SDK as integrators install it (decision 127): `npm pack`, a clean project, plain tsc, a
 * browser bundle, and its tests on Node 20, 22 and 24 against a live API: the browser stages'
 * stack when this run started it, else an API and a worker of its own.
 */
async function sdkStage(): Promise<Outcome> {
  const dataDir = path.join(tmp, 'sdk-data');
  rmSync(dataDir, { recursive: true, force: true });
  const own = stack
    ? undefined
    : await startBackend({
        apiEnv: {
          NODE_ENV: 'test',
          API_PORT: String(await freePort()),
          PGLITE_PORT: '0',
          DATA_DIR: dataDir,
          TRUST_PROXY: 'true',
          // The tests' webhook receiver listens on 127.0.0.1.
          API_WEBHOOK_ALLOW_PRIVATE: 'true',
        },
        onLine: (name, line) => {
          if (!line.includes('"level":30')) console.log(`[${name}] ${line}`);
        },
      });
  const apiUrl = own?.apiUrl ?? (await testStack()).apiUrl;
  try {
    // Imported here: it loads esbuild, sharp and the sample photos, which other stages never need.
    const { testPackage } = await import('../packages/sdk-ts/scripts/test-package.ts');
    return await testPackage({
      apiUrl,
      newToken: (name) => apiCustomer(apiUrl, name),
      workDir: path.join(tmp, 'sdk'),
    });
  } finally {
    await own?.stop();
  }
}

const stages: Record<string, Stage> = {
  lint: async () => ({ ok: await run('npx', ['eslint', '.', '--max-warnings', '0']) }),
  format: async () => ({
    ok: await run('npx', ['prettier', '--check', '.', '--log-level', 'warn']),
  }),
  // Decision 096: no production package under AGPL, SSPL, BUSL, Commons Clause, non-commercial
  // or unreviewed terms; reads package-lock.json only (about 2 s).
  licences: async () => ({ ok: await run('npx', ['tsx', 'scripts/licences.ts']) }),
  // `astro check` type-checks every file of tsconfig.json (.ts and .tsx as well as .astro: a type
  // error planted in a .ts file fails it), so a second `tsc --noEmit` pass only repeated the
  // same program's checking, a minute of a core in the busiest stage.
  typecheck: async () => ({
    ok: await run('npx', ['astro', 'check', '--minimumFailingSeverity', 'hint']),
  }),
  // The quality harness on the local engine (decision 062) rides with the unit tests: no
  // database or server, ~1.5 min on two cores, most of it four garment cut-outs.
  unit: async () => {
    const outcome = await vitest('unit', 'unit');
    const evaluated = await run('npx', [
      'tsx',
      'scripts/eval.ts',
      'local',
      '--out',
      path.join(tmp, 'eval'),
    ]);
    // Decision 065: the production configuration sells nothing below MIN_GROSS_MARGIN.
    const economics = await run('npx', ['tsx', 'scripts/economics.ts', '--production']);
    return { ...outcome, ok: outcome.ok && evaluated && economics };
  },
  // Decision 074: on PGlite, the files where it differs from PostgreSQL (scripts/lib/pglite-suite.ts).
  'integration-pglite': () =>
    vitest(
      'integration',
      'integration-pglite',
      { TEST_DB: 'pglite' },
      Object.keys(pgliteFiles).map((file) => `tests/integration/${file}`),
    ),
  // The stack for the browser stages starts (and builds the site) beside this stage, in the
  // quarter of the CPU it leaves idle, instead of in front of the site checks (issue 38).
  'integration-postgres': () => {
    if (stackStages.some((name) => planned.includes(name))) void testStack().catch(() => {});
    return integrationOnPostgres();
  },
  site: siteChecks,
  // Lighthouse audits the stack before the browser tests use it (decision 136): after them its
  // worker and API may still be busy with what the tests left (deliveries, retries, jobs), and
  // on two cores that time lands in the audited pages' main-thread tasks, scaled by the CPU
  // slowdown.
  lighthouse: lighthouseStage,
  e2e: endToEnd,
  sdk: sdkStage,
};

/**
 * Stages that may run at once (decision 063): the two integration suites share nothing (free
 * ports, temporary folders, a database per test file) and much of their time is waiting, but
 * each runs two files at a time, so together they want four cores: on this shared two-core
 * machine, measured, they were no faster than one after the other. TEST_STAGES_AT_ONCE=1 or 0
 * overrides the core count.
 */
const atOnce = process.env.TEST_STAGES_AT_ONCE
  ? process.env.TEST_STAGES_AT_ONCE === '1'
  : availableParallelism() >= 4;
// The static checks are single-threaded and short: lint, format and licences run beside the
// longer type check even on two cores (decision 063's amendment), and the unit tests take the
// core the type check leaves idle once lint and format are done (issue 38).
const concurrent = [
  ['lint', 'format', 'licences', 'typecheck', 'unit'],
  ...(atOnce ? [['integration-pglite', 'integration-postgres']] : []),
];

const wanted = process.argv.slice(2);
const planned = wanted.length ? wanted : Object.keys(stages);
const stackStages = ['site', 'e2e', 'lighthouse'];
const unknown = wanted.filter((name) => !(name in stages));
if (unknown.length) {
  console.error(
    `Unknown stage(s): ${unknown.join(', ')}. Stages: ${Object.keys(stages).join(', ')}`,
  );
  process.exit(2);
}

const started = performance.now();
const results = await runStages(planStages(Object.keys(stages), wanted, concurrent), stages);
if (stack) await (await stack.catch(() => undefined))?.stop();

const tests = slowest.filter((timed) => !timed.name.endsWith('(file)'));
console.log(
  `\nThe 10 slowest tests (each stage's 50 in .tmp/slowest-<stage>.txt):\n${tests
    .sort(slowestFirst)
    .slice(0, 10)
    .map(formatTimed)
    .join('\n')}`,
);
console.log(`\n${summarize(results, (performance.now() - started) / 1000).join('\n')}`);
process.exit(results.some((result) => !result.ok) ? 1 : 0);
