import { parseEnvOrExit, publicApiUrl } from '../src/server/env.ts';
import { buildSiteIfStale } from './lib/site-build.ts';
import { siteBuildEnv, startStack } from './lib/stack.ts';

// `npm start`: the whole product on its embedded defaults (or on what the environment says).
const started = performance.now();
const env = parseEnvOrExit();

const siteUrl = `http://${env.SITE_HOST}:${env.SITE_PORT}`;
const apiUrl = publicApiUrl(env);
const siteDir = 'dist';
console.log('Kiểu Studio: starting…');
// The site is built once the API is up, so build-time data (plans) comes from it.
const buildSite = async () => {
  const buildStarted = performance.now();
  const built = await buildSiteIfStale(siteDir, siteBuildEnv(env, apiUrl, siteUrl));
  console.log(
    built
      ? `  site built in ${((performance.now() - buildStarted) / 1000).toFixed(1)} s`
      : '  site is up to date (no rebuild)',
  );
};

// The API, its worker process (decision 070) and the embedded database's (073) log JSON lines; warnings and errors are echoed
// here, all of them go to the terminal only when LOG_LEVEL asks for debug.
const stack = await startStack({
  env,
  apiEnv: {},
  siteDir,
  beforeSite: buildSite,
  onLine: (name, line) => {
    if (name !== 'api' && name !== 'worker' && name !== 'database') return;
    try {
      const entry = JSON.parse(line) as { level: number; msg: string };
      if (entry.level >= 40 || env.LOG_LEVEL === 'debug') console.log(`[${name}] ${line}`);
    } catch {
      console.log(`[${name}] ${line}`);
    }
  },
  // Nothing restarts a crashed process: say so loudly, since generations wait for the worker.
  onExit: (name, code) => {
    console.error(
      name === 'worker'
        ? `[worker] exited with ${code}: generations stay queued until it runs again (npm run worker, or restart npm start)`
        : `[${name}] exited with ${code}: restart npm start`,
    );
  },
}).catch((error: Error) => {
  console.error(`Could not start: ${error.message}`);
  process.exit(1);
});

console.log(`
  Site (vi)       ${stack.siteUrl}/
  Site (en)       ${stack.siteUrl}/en/
  API             ${stack.apiUrl}  (ready: ${stack.apiUrl}/health/ready)
  Worker          generation and other jobs, in a process of its own
  Database        ${env.DATABASE_URL ? 'DATABASE_URL' : `PGlite under ${env.DATA_DIR}, in a process of its own`}
  Auth emulator   ${stack.authEmulatorUrl ?? 'off'}
  Dev tools       ${env.MAIL_TRANSPORT === 'outbox' ? `${stack.siteUrl}/dev-tools` : 'off (SMTP mail)'}

  Ready in ${((performance.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.
`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  console.log('Stopped.');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
