import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../../src/server/clock.ts';
import { call, expectNoSecretsLogged, latestCode, type CallResult } from './accounts.ts';
import { startAuthEmulator, type AuthEmulator } from './auth-emulator.ts';
import { startTestApi, type TestApi } from './test-api.ts';

/**
 * The Auth emulator and an API that uses it, for one test file: started before its tests,
 * stopped after them, and the API's log checked for every secret the tests saw.
 * @example const stack = withEmulatorApi({}, { clock }); … call(stack.api, 'GET', '/auth/profile')
 */
export function withEmulatorApi(env: Record<string, string> = {}, options: { clock?: Clock } = {}) {
  const stack = {} as { emulator: AuthEmulator; api: TestApi };
  beforeAll(async () => {
    stack.emulator = await startAuthEmulator();
    stack.api = await startTestApi(
      {
        LOG_LEVEL: 'trace',
        TRUST_PROXY: 'true',
        ...env,
        FIREBASE_AUTH_EMULATOR_HOST: stack.emulator.host,
      },
      options,
    );
  }, 120_000);
  afterAll(async () => {
    if (stack.api) expectNoSecretsLogged(stack.api);
    await stack.api?.stop();
    await stack.emulator?.stop();
  });
  return stack;
}

/**
 * Finishes a 202 of /auth/firebase/login or /auth/google/callback the way the address's owner
 * does (decision 092): the newest code mailed to it, with the answer's confirmation.
 */
export async function confirmWithMailedCode(
  api: TestApi,
  pending: CallResult,
  options: { lang?: string; otp?: number } = {},
): Promise<CallResult> {
  if (pending.status !== 202) throw new Error(`no code to confirm: ${JSON.stringify(pending)}`);
  const otp = options.otp ?? Number(await latestCode(api, pending.body.email as string));
  return call(api, 'POST', '/auth/identity/confirm', {
    body: { confirmation: pending.body.confirmation, otp },
    lang: options.lang,
  });
}

/**
 * Signs in with a Firebase ID token: at once when its identity is linked, else with the code
 * mailed to the address. Returns the final answer (200 with the session, or the refusal).
 */
export async function firebaseSignIn(
  api: TestApi,
  fb: { idToken: string; uid: string; email: string; displayName?: string },
  lang = 'en',
): Promise<CallResult> {
  const first = await call(api, 'POST', '/auth/firebase/login', {
    body: {
      idToken: fb.idToken,
      userData: { uid: fb.uid, email: fb.email, displayName: fb.displayName },
    },
    lang,
  });
  return first.status === 202 ? confirmWithMailedCode(api, first, { lang }) : first;
}
