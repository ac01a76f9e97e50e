import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess, type Managed } from '../../../scripts/lib/processes.ts';

export interface AuthEmulator {
  /** host:port, for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  projectId: string;
  /** Creates an email/password user; returns its uid and a fresh ID token. */
  signUp(email: string, password: string): Promise<{ uid: string; idToken: string }>;
  signIn(email: string, password: string): Promise<{ uid: string; idToken: string }>;
  /** Marks a user's email verified (as clicking Firebase's link would); sign in again after. */
  verifyEmail(uid: string): Promise<void>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The environment variable naming one emulator that every test file of a run shares. */
export const SHARED_AUTH_EMULATOR = 'TEST_AUTH_EMULATOR_HOST';

/**
 * The Firebase Auth emulator for one test file: the run's shared one when `npm test` started it
 * (TEST_AUTH_EMULATOR_HOST), else one of the file's own on free ports. Files never share
 * accounts (every test makes its own address), so one emulator serves all of them: a run starts
 * one firebase-tools process instead of one per file, each of which took 30–70 s on a busy machine.
 * @example const emulator = await startAuthEmulator(); … await emulator.stop();
 */
export async function startAuthEmulator(projectId = 'demo-kieu'): Promise<AuthEmulator> {
  const shared = process.env[SHARED_AUTH_EMULATOR];
  if (shared && projectId === 'demo-kieu') return emulatorClient(shared, projectId, async () => {});
  const own = await startAuthEmulatorProcess(projectId);
  return emulatorClient(own.host, projectId, own.stop);
}

/**
 * Spawns the emulator on free ports (a temporary firebase.json) and waits until it is ready.
 * @example const { host, stop } = await startAuthEmulatorProcess();
 */
export async function startAuthEmulatorProcess(
  projectId = 'demo-kieu',
): Promise<{ host: string; stop(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kieu-auth-emulator-'));
  const [authPort, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  const config = path.join(dir, 'firebase.json');
  await writeFile(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  let managed: Managed;
  try {
    managed = await startProcess({
      name: 'auth emulator',
      command: process.execPath,
      args: [
        path.resolve('node_modules/firebase-tools/lib/bin/firebase.js'),
        'emulators:start',
        '--only',
        'auth',
        '--project',
        projectId,
        '--config',
        config,
      ],
      spawnOptions: { cwd: dir, env: { ...process.env, CI: 'true' } },
      ready: (line) => line.includes('All emulators ready'),
      timeoutMs: 90_000,
    });
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    host: `127.0.0.1:${authPort}`,
    async stop() {
      await managed.stop(5000);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The emulator's REST calls the tests use, on `host`. */
function emulatorClient(host: string, projectId: string, stop: () => Promise<void>): AuthEmulator {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1`;
  const post = async (pathname: string, body: unknown, bearer?: string) => {
    const res = await fetch(`${base}/${pathname}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as Record<string, unknown>;
    if (!res.ok) throw new Error(`emulator ${pathname}: ${JSON.stringify(json)}`);
    return json;
  };
  const session = (json: Record<string, unknown>) => ({
    uid: json.localId as string,
    idToken: json.idToken as string,
  });
  return {
    host,
    projectId,
    signUp: async (email, password) =>
      session(await post('accounts:signUp?key=any', { email, password, returnSecureToken: true })),
    signIn: async (email, password) =>
      session(
        await post('accounts:signInWithPassword?key=any', {
          email,
          password,
          returnSecureToken: true,
        }),
      ),
    async verifyEmail(uid) {
      // The emulator accepts "owner" as an admin credential for its own project.
      await post(
        `projects/${projectId}/accounts:update`,
        { localId: uid, emailVerified: true },
        'owner',
      );
    },
    stop,
  };
}
