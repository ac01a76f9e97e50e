import { spawn } from 'node:child_process';
import { parseEnvOrExit, publicApiUrl } from '../src/server/env.ts';
import { siteBuildEnv, startAuthEmulator } from './lib/stack.ts';

// `npm run dev`: the API restarted on every change (node --watch), the site with Astro's hot
// reload, and the auth emulator. Logs go straight to the terminal.
const env = parseEnvOrExit();
const siteUrl = `http://${env.SITE_HOST}:${env.SITE_PORT}`;
const emulator = env.AUTH_EMULATOR ? await startAuthEmulator(env) : undefined;
const authEnv = env.AUTH_EMULATOR
  ? { FIREBASE_AUTH_EMULATOR_HOST: env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099' }
  : {};
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ...authEnv },
  }),
  spawn('npx', ['astro', 'dev', '--host', env.SITE_HOST, '--port', String(env.SITE_PORT)], {
    stdio: 'inherit',
    env: { ...process.env, ...siteBuildEnv(env, publicApiUrl(env), siteUrl) },
  }),
];
const stop = async () => {
  for (const child of children) child.kill('SIGTERM');
  await emulator?.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
