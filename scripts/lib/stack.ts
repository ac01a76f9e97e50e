import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Env } from '../../src/server/env.ts';
import { startBackend } from './backend.ts';
import { startProcess, type Managed } from './processes.ts';
import { startStaticServer } from '../serve-static.ts';

export interface Stack {
  apiUrl: string;
  siteUrl: string;
  authEmulatorUrl?: string;
  stop(): Promise<void>;
}

export { siteBuildEnv } from '../../src/server/site-build/site-build-env.ts';
export { startApiProcess, startBackend, startWorkerProcess, type Backend } from './backend.ts';

/**
 * The Firebase Auth emulator on the host:port of FIREBASE_AUTH_EMULATOR_HOST (127.0.0.1:9099
 * by default), so tests can run one beside a developer's `npm start`. Its hub and logging take
 * the two ports below. The config is written to a temporary file; firebase.json documents the defaults.
 */
export function startAuthEmulator(env: Env, onLine?: (line: string) => void): Promise<Managed> {
  const [host = '127.0.0.1', port = '9099'] = (
    env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'
  ).split(':');
  const dir = mkdtempSync(path.join(tmpdir(), 'kieu-auth-emulator-'));
  const config = path.join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host, port: Number(port) },
        hub: { host, port: Number(port) - 1 },
        // Its own logging port too (the default, 4500, is shared by every emulator suite), so
        // the test stack's emulator can run beside a developer's.
        logging: { host, port: Number(port) - 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  return startProcess({
    name: 'auth emulator',
    command: process.execPath,
    args: [
      path.resolve('node_modules/firebase-tools/lib/bin/firebase.js'),
      'emulators:start',
      '--only',
      'auth',
      '--project',
      env.FIREBASE_PROJECT_ID,
      '--config',
      config,
    ],
    spawnOptions: { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    ready: (line) => line.includes('All emulators ready'),
    onLine,
    timeoutMs: 90_000,
  });
}

/**
 * Starts the backend (API and worker, startBackend), the static site and (optionally) the auth
 * emulator side by side.
 */
export async function startStack(options: {
  env: Env;
  apiEnv: Record<string, string>;
  siteDir: string;
  /** Runs once the API is ready and before the site is served: the place to build it. */
  beforeSite?: () => void | Promise<void>;
  onLine?: (name: string, line: string, stream: 'stdout' | 'stderr') => void;
  /** The API or the worker ended while the stack runs (a crash: nothing restarts it). */
  onExit?: (name: string, code: number | null) => void;
}): Promise<Stack> {
  const { env } = options;
  const authHost = env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const backendStarting = startBackend({
    apiEnv: {
      ...options.apiEnv,
      ...(env.AUTH_EMULATOR ? { FIREBASE_AUTH_EMULATOR_HOST: authHost } : {}),
    },
    onLine: options.onLine,
    onExit: options.onExit,
  });
  // The site is served once the API is up and `beforeSite` (the build) has run, so build-time
  // data such as the plans comes from the API.
  const siteAfterApi = async () => {
    await backendStarting;
    await options.beforeSite?.();
    return startStaticServer({ dir: options.siteDir, port: env.SITE_PORT, host: env.SITE_HOST });
  };
  const results = await Promise.allSettled([
    siteAfterApi(),
    backendStarting,
    env.AUTH_EMULATOR
      ? startAuthEmulator(env, (line) => options.onLine?.('auth', line, 'stdout'))
      : Promise.resolve(undefined),
  ]);
  const [site, backend, emulator] = results;
  const stops = [
    site.status === 'fulfilled' ? () => site.value.close() : undefined,
    backend.status === 'fulfilled' ? () => backend.value.stop() : undefined,
    emulator.status === 'fulfilled' && emulator.value ? () => emulator.value!.stop() : undefined,
  ].filter((stop) => stop !== undefined);
  const stop = async () => {
    await Promise.allSettled(stops.map((fn) => fn()));
  };
  const failed = results.find((result) => result.status === 'rejected');
  if (failed || site.status !== 'fulfilled' || backend.status !== 'fulfilled') {
    await stop();
    throw failed?.reason;
  }
  return {
    apiUrl: backend.value.apiUrl,
    siteUrl: site.value.url,
    authEmulatorUrl: env.AUTH_EMULATOR ? `http://${authHost}` : undefined,
    stop,
  };
}
