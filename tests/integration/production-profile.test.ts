import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionEnv } from '../support/production-env.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const secrets = {
  NODE_ENV: 'production',
  APP_SECRET: 'a-real-app-secret-0123456789abcdef',
  JWT_SECRET: 'a-real-jwt-secret-0123456789abcdefghij',
};

/**
 * Runs an entry point as `npm run …` would, with only the given variables (and PATH). A refusal
 * comes before the database is opened, so a process still running after 30 s (status null) fails.
 */
function runEntry(entry: string, env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('production start-up refusals', () => {
  it('refuses `npm run api` with only its secrets, naming PAYMENT_SANDBOX, before opening anything', () => {
    const result = runEntry('src/server/main.ts', secrets);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PAYMENT_SANDBOX: no payment gateway is configured');
    expect(result.stdout).not.toContain('api ready');
  });

  it('names FIREBASE_AUTH_EMULATOR_HOST once the sandbox is decided', () => {
    const result = runEntry('src/server/main.ts', {
      ...secrets,
      PAYMENT_SANDBOX: 'false',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('FIREBASE_AUTH_EMULATOR_HOST: the Auth emulator');
    expect(result.stderr).not.toContain('PAYMENT_SANDBOX');
  });

  it('refuses the outbox and the built-in administrators in the worker too', () => {
    const result = runEntry('src/server/worker.ts', {
      ...productionEnv,
      MAIL_TRANSPORT: 'outbox',
      ADMIN_EMAILS: 'admin@kieu.studio,founder@kieu.studio',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('MAIL_TRANSPORT: the outbox shows every one-time code');
    expect(result.stderr).toContain('ADMIN_EMAILS: the built-in administrator addresses');
  });

  it('refuses `npm start` with the Auth emulator in production', () => {
    const result = runEntry('scripts/start.ts', { ...productionEnv, AUTH_EMULATOR: 'true' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('AUTH_EMULATOR: the Auth emulator never runs in production');
  });
});

describe('a production API that starts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ ...productionEnv, PAYMENT_SANDBOX: 'true' });
  });
  afterAll(() => api.stop());

  it('warns loudly about the sandbox gateway and the demo engine it was told to run', () => {
    const warnings = api.logs
      .filter((line) => line.level === 40 && line.production === true)
      .map((line) => String(line.msg));
    expect(warnings).toContainEqual(
      expect.stringContaining(
        'PRODUCTION WARNING: PAYMENT_SANDBOX=true: the sandbox checkout is ON',
      ),
    );
    expect(warnings).toContainEqual(expect.stringContaining('run on the local demo engine'));
  });

  it('has no development routes at all', async () => {
    for (const [method, path] of [
      ['GET', '/dev/outbox'],
      ['POST', '/dev/outbox/test'],
      ['POST', '/dev/seed-generations'],
      ['POST', '/dev/seed-api-usage'],
      ['POST', '/dev/clock'],
    ] as const) {
      const res = await fetch(`${api.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect((await res.json()).code).toBe('not_found');
    }
  });
});
