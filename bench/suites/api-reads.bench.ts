import pg from 'pg';
import { startProcess } from '../../scripts/lib/processes.ts';
import { caller } from '../lib/read-callers.ts';
import { startApiOn, type BenchDatabase } from '../lib/api-on-database.ts';
import { requestsPerSecond, withCpuPerRequest, type Row } from '../lib/measure.ts';
import { readStatements, type BareStatement } from '../lib/read-statements.ts';

// Issue 44's goals for the API's reads, each against the floor measured in the same pass: a
// framework-less node:http server that sends one `select 1` per request to the same database
// (decision 076). GET /health is still measured against bare node:http.
const seconds = 5;
const readRatioGoal = { 'GET /v1/jobs/{id}': 0.35, 'GET /ai/generations/{id}': 0.5 } as const;
const p99Goal = { 10: 50, 100: 150 } as const;
/** The API's CPU per read, at most this many times the floor's per request. */
const cpuRatioGoal = 3;

async function expectOk(url: string, authorization: string) {
  const res = await fetch(url, { headers: { authorization } });
  if (res.status !== 200) throw new Error(`GET ${url}: ${res.status} ${await res.text()}`);
}

/** A bare node:http server on `databaseUrl` (bare-server.ts): `select 1`, or `statement`. */
async function bareServer(name: string, databaseUrl: string, statement?: BareStatement) {
  const server = await startProcess({
    name,
    command: process.execPath,
    args: ['--import', 'tsx', 'bench/lib/bare-server.ts'],
    spawnOptions: {
      env: {
        ...process.env,
        BARE_SELECT_URL: databaseUrl,
        BARE_STATEMENT: statement ? JSON.stringify(statement) : '',
      },
    },
    ready: (line) => line.includes('api ready'),
  });
  return { ...server, url: (JSON.parse(server.readyLine) as { url: string }).url };
}

/** One pass on one database: bare node:http, /health, and the two reads at 10 and 100. */
async function pass(database: BenchDatabase, bareUrl: string): Promise<Row[]> {
  console.log(`  ${database}: starting the API and seeding…`);
  const api = await startApiOn(database, 'reads');
  const started: { stop(): Promise<unknown> }[] = [];
  try {
    const floor = await bareServer('node:http + select 1', api.databaseUrl);
    started.push(floor);
    const minutes = new pg.Client({ connectionString: api.databaseUrl });
    await minutes.connect();
    started.push({ stop: () => minutes.end() });
    const floorUrl = floor.url;
    // The per-token limit is counted on every call: each load of the job read has accounts of
    // its own, each with 19 tokens (of 20 an account may hold), and their minutes are started
    // again before each load, so none is refused. Three accounts allow 11,400 calls a second for
    // the 5 s of a load; the app's read, slower, has two. (An address may sign up 10 times an
    // hour: these are 8.)
    const accounts = async (name: string, count: number) => {
      const callers = [];
      for (let i = 0; i < count; i += 1) {
        callers.push(await caller(api.url, api.databaseUrl, `bench.${name}.${i}@example.vn`, 19));
      }
      return callers;
    };
    const owners = {
      10: await accounts('reads10', 3),
      100: await accounts('reads100', 3),
      app: await accounts('reads.app', 2),
    };
    const limited = await owners[10][0]!.token(1);
    for (const owner of Object.values(owners).flat()) {
      await expectOk(`${api.url}/v1/jobs/${owner.jobId}`, `Bearer ${owner.tokens[0]}`);
      await expectOk(`${api.url}/ai/generations/${owner.jobId}`, `Bearer ${owner.session}`);
    }
    // Decision 112: each read's own statement in the bare server, the floor below which no work
    // of the API's own can take the read.
    const statements = await readStatements(api.databaseUrl, owners[10][0]!.jobId);
    const statementFloors = {
      'GET /v1/jobs/{id}': await bareServer(
        'node:http + the job statement',
        api.databaseUrl,
        statements.jobs,
      ),
      'GET /ai/generations/{id}': await bareServer(
        'node:http + the generation statement',
        api.databaseUrl,
        statements.generations,
      ),
    };
    started.push(...Object.values(statementFloors));
    console.log(`  ${database}: measuring…`);
    const rows: Row[] = [];
    let errors = 0;
    for (const connections of [10, 100] as const) {
      const at = `(${connections} conn)`;
      const owner = owners[connections][0]!;
      const options = { connections, seconds };
      const bare = await requestsPerSecond(`${bareUrl}/health`, options);
      // Each load also counts the API process's CPU per request: steadier than req/s on a
      // shared machine, and what the profile of decision 075 was cut by.
      const cpu = <R extends { rps: number }>(measure: () => Promise<R>) =>
        withCpuPerRequest(api.pid, seconds, measure);
      const health = await cpu(() => requestsPerSecond(`${api.url}/health`, options));
      // What any design that asks the database once per read could reach (and its CPU).
      const roundTrip = await withCpuPerRequest(floor.child.pid!, seconds, () =>
        requestsPerSecond(floorUrl, options),
      );
      // `suffix` '?via=app' sends the same read through the app instead of its fast read
      // (decision 110): any query string does, and neither route reads one.
      const readJobs = async (suffix: string, who = owners[connections]) => {
        await minutes.query('delete from api_rate_windows');
        return cpu(() =>
          requestsPerSecond(`${api.url}/v1/jobs/${who[0]!.jobId}${suffix}`, {
            ...options,
            // Each token reads its own account's job, the accounts' tokens in turn.
            requests: who.flatMap(({ jobId, tokens }) =>
              tokens.map((value) => ({
                method: 'GET',
                path: `/v1/jobs/${jobId}${suffix}`,
                headers: { authorization: `Bearer ${value}` },
              })),
            ),
          }),
        );
      };
      const readGenerations = (suffix: string) =>
        cpu(() =>
          requestsPerSecond(`${api.url}/ai/generations/${owner.jobId}${suffix}`, {
            ...options,
            headers: { authorization: `Bearer ${owner.session}` },
          }),
        );
      const floorName = `floor: node:http + one select 1 ${at}`;
      const jobs = await readJobs('');
      const generations = await readGenerations('');
      const statementFloor = {
        'GET /v1/jobs/{id}': await withCpuPerRequest(
          statementFloors['GET /v1/jobs/{id}'].child.pid!,
          seconds,
          () => requestsPerSecond(statementFloors['GET /v1/jobs/{id}'].url, options),
        ),
        'GET /ai/generations/{id}': await withCpuPerRequest(
          statementFloors['GET /ai/generations/{id}'].child.pid!,
          seconds,
          () => requestsPerSecond(statementFloors['GET /ai/generations/{id}'].url, options),
        ),
      };
      errors += bare.errors + health.errors + roundTrip.errors + jobs.errors + generations.errors;
      errors += Object.values(statementFloor).reduce((sum, m) => sum + m.errors, 0);
      if (connections === 10) {
        const viaApp = {
          jobs: await readJobs('?via=app', owners.app),
          generations: await readGenerations('?via=app'),
        };
        errors += viaApp.jobs.errors + viaApp.generations.errors;
        for (const [label, m] of [
          ['GET /v1/jobs/{id}', viaApp.jobs],
          ['GET /ai/generations/{id}', viaApp.generations],
        ] as const) {
          rows.push(
            {
              metric: `${label} through the app ${at}`,
              value: m.rps,
              unit: 'req/s',
              baseline: { name: floorName, value: roundTrip.rps },
            },
            {
              metric: `${label} through the app ${at} API CPU per request`,
              value: m.cpuMicros,
              unit: 'µs',
              baseline: { name: `${floorName} CPU`, value: roundTrip.cpuMicros },
            },
          );
        }
      }
      const healthBase = { name: `GET /health ${at}`, value: health.rps };
      const read = (label: keyof typeof readRatioGoal, m: typeof jobs): Row[] => [
        {
          metric: `statement floor: node:http + the statement of ${label} ${at}`,
          value: statementFloor[label].rps,
          unit: 'req/s',
          baseline: { name: floorName, value: roundTrip.rps },
        },
        {
          metric: `statement floor: node:http + the statement of ${label} ${at} CPU`,
          value: statementFloor[label].cpuMicros,
          unit: 'µs',
          baseline: { name: `${floorName} CPU`, value: roundTrip.cpuMicros },
        },
        {
          metric: `${label} ${at}`,
          value: m.rps,
          unit: 'req/s',
          baseline: { name: floorName, value: roundTrip.rps },
          goal: { ratioAtLeast: readRatioGoal[label] },
        },
        {
          metric: `${label} ${at} against its statement floor`,
          value: m.rps,
          unit: 'req/s',
          baseline: {
            name: `statement floor of ${label} ${at}`,
            value: statementFloor[label].rps,
          },
        },
        { metric: `${label} ${at} p50`, value: m.p50, unit: 'ms' },
        {
          metric: `${label} ${at} API CPU per request`,
          value: m.cpuMicros,
          unit: 'µs',
          baseline: { name: `${floorName} CPU`, value: roundTrip.cpuMicros },
          goal: { ratioAtMost: cpuRatioGoal },
        },
        {
          metric: `${label} ${at} p99`,
          value: m.p99,
          unit: 'ms',
          goal: { atMost: p99Goal[connections] },
        },
      ];
      rows.push(
        { metric: `bare node:http ${at}`, value: bare.rps, unit: 'req/s' },
        {
          metric: `GET /health ${at}`,
          value: health.rps,
          unit: 'req/s',
          baseline: { name: `bare node:http ${at}`, value: bare.rps },
          goal: { ratioAtLeast: 0.5 },
        },
        { metric: `GET /health ${at} p99`, value: health.p99, unit: 'ms' },
        {
          metric: `GET /health ${at} API CPU per request`,
          value: health.cpuMicros,
          unit: 'µs',
        },
        {
          metric: floorName,
          value: roundTrip.rps,
          unit: 'req/s',
          baseline: healthBase,
        },
        { metric: `${floorName} p99`, value: roundTrip.p99, unit: 'ms' },
        {
          metric: `${floorName} CPU`,
          value: roundTrip.cpuMicros,
          unit: 'µs',
        },
        ...read('GET /v1/jobs/{id}', jobs),
        ...read('GET /ai/generations/{id}', generations),
      );
    }
    // A token of 1 call a minute: what a refusal costs (10 connections).
    const refused = await requestsPerSecond(`${api.url}/v1/jobs/${owners[10][0]!.jobId}`, {
      seconds,
      headers: { authorization: `Bearer ${limited}` },
    });
    const health10 = rows.find((row) => row.metric === 'GET /health (10 conn)')!;
    rows.push(
      {
        metric: '429 refusals (10 conn)',
        value: refused.rps,
        unit: 'req/s',
        baseline: { name: 'GET /health (10 conn)', value: health10.value },
      },
      { metric: 'non-2xx and errors (all but 429s)', value: errors, unit: '', goal: { atMost: 0 } },
    );
    return rows.map((row) => ({ ...row, database }));
  } finally {
    await Promise.all(started.map((server) => server.stop()));
    await api.stop();
  }
}

/** The API's reads on PGlite, then on a private PostgreSQL, each pass with its own baselines. */
export async function run(): Promise<Row[]> {
  const bare = await startProcess({
    name: 'bare node:http',
    command: process.execPath,
    args: ['--import', 'tsx', 'bench/lib/bare-server.ts'],
    // The baseline makes no database call, whatever the caller's environment says.
    spawnOptions: { env: { ...process.env, BARE_SELECT_URL: '' } },
    ready: (line) => line.includes('api ready'),
  });
  try {
    const bareUrl = (JSON.parse(bare.readyLine) as { url: string }).url;
    return [...(await pass('pglite', bareUrl)), ...(await pass('postgres', bareUrl))];
  } finally {
    await bare.stop();
  }
}
