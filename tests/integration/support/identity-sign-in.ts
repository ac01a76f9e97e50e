import { call, latestCode, type CallResult } from './accounts.ts';
import type { TestApi } from './test-api.ts';

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
