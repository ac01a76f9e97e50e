import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  connectAuthEmulator,
  getAuth,
  getRedirectResult,
  signInWithPopup,
  signInWithRedirect,
  type Auth,
  type User,
} from 'firebase/auth';
import type { FirebaseLoginRequest } from '../contracts/auth.ts';
import { FIREBASE_ID_TOKEN_MIN_LENGTH } from '../contracts/auth.ts';
import { checkFirebaseConfig, type FirebaseWebConfig } from './firebase-config.ts';
import { IdentityDataError } from './firebase-errors.ts';

export * from './firebase-errors.ts';

const APP_NAME = 'kieu';
let auth: Auth | undefined;

/** Firebase Auth, set up once: checked configuration, then the emulator when one is set. */
export function firebaseAuth(config: FirebaseWebConfig): Auth {
  if (auth) return auth;
  const checked = checkFirebaseConfig(config);
  const app = getApps().some((a) => a.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp(
        { apiKey: checked.apiKey, authDomain: checked.authDomain, projectId: checked.projectId },
        APP_NAME,
      );
  auth = getAuth(app);
  if (checked.emulatorUrl)
    connectAuthEmulator(auth, checked.emulatorUrl, { disableWarnings: true });
  return auth;
}

/**
 * Runs `work` up to `attempts` times while it fails with a retryable error, waiting `delayMs`
 * (times `factor` after each try) in between.
 * @example await withRetries(() => user.getIdToken(), { attempts: 2, delayMs: 500 });
 */
export async function withRetries<T>(
  work: () => Promise<T>,
  options: { attempts: number; delayMs: number; factor?: number },
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  let delay = options.delayMs;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= options.attempts || !isRetryable(error)) throw error;
      await sleep(delay);
      delay *= options.factor ?? 1;
    }
  }
}

/** Only failures that may pass on their own are retried: never a refused sign-in. */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === 'auth/network-request-failed' || code === 'auth/internal-error';
}

/**
 * Spec §7 retry counts of the Google path. The email-and-password helpers' retries are not
 * here: email sign-in goes to the API's own login (decision 049).
 */
export const RETRIES = {
  popup: { attempts: 1, delayMs: 0 },
  token: { attempts: 2, delayMs: 500 },
} as const;

/** Spec §9: profile and email scopes, and the account chooser every time. */
export function googleProvider(): GoogleAuthProvider {
  const provider = new GoogleAuthProvider();
  provider.addScope('profile');
  provider.addScope('email');
  provider.setCustomParameters({ prompt: 'select_account' });
  return provider;
}

/** Google sign-in in a popup (one try). */
export async function signInWithGooglePopup(a: Auth): Promise<User> {
  const result = await withRetries(() => signInWithPopup(a, googleProvider()), RETRIES.popup);
  return result.user;
}

/** The redirect fallback: leaves the page; the result is read on the next load. */
export function startGoogleRedirect(a: Auth): Promise<never> {
  return signInWithRedirect(a, googleProvider());
}

/** The user of a finished redirect sign-in, or null when there was none. */
export async function takeRedirectResult(a: Auth): Promise<User | null> {
  const result = await getRedirectResult(a);
  return result?.user ?? null;
}

/** The user's ID token (2 tries 0.5 s apart), optionally forcing a refresh. */
export function idTokenOf(user: Pick<User, 'getIdToken'>, forceRefresh = false): Promise<string> {
  return withRetries(() => user.getIdToken(forceRefresh), RETRIES.token);
}

type UserData = FirebaseLoginRequest['userData'];

/**
 * Spec §3 and §5: what the backend gets about the Firebase user, checked first: an ID token
 * of at least 100 characters, and the user's email and uid.
 */
export function identityPayload(
  idToken: string,
  user: Pick<User, 'uid' | 'email' | 'displayName' | 'photoURL' | 'emailVerified'>,
): { idToken: string; userData: UserData } {
  if (!idToken || idToken.trim().length < FIREBASE_ID_TOKEN_MIN_LENGTH) {
    throw new IdentityDataError('tokenInvalid');
  }
  if (!user.uid || !user.email) throw new IdentityDataError('userDataInvalid');
  return {
    idToken,
    userData: {
      uid: user.uid,
      email: user.email,
      displayName: user.displayName || user.email.split('@')[0]!,
      photoURL: user.photoURL,
      emailVerified: user.emailVerified,
    },
  };
}
