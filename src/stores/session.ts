import { atom } from 'nanostores';
import type { Profile } from '../contracts/user.ts';
import { ApiError, TOKEN_KEY, api } from '../lib/api-client.ts';
import { decodeToken, tokenState } from './token.ts';

export { TOKEN_KEY };
/** localStorage key of the cached user `{ id, name, email }`; the public header reads it. */
export const USER_KEY = 'kieu.auth.user';
/** localStorage key of the temporary credentials of a new identity-provider account (spec §9). */
export const CREDENTIALS_KEY = 'kieu.auth.credentials';
/** Spec §9: temporary traditional credentials expire after one hour. */
export const CREDENTIALS_TTL_MS = 60 * 60_000;
/** Spec §9: auth retry limit. */
export const MAX_VALIDATION_FAILURES = 3;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
}

export interface Session {
  status: 'unknown' | 'anonymous' | 'authenticated';
  user: SessionUser | null;
  token: string | null;
  /** From GET /auth/profile (the server decides, spec §6); false until it answers. */
  isAdmin: boolean;
}

export const $session = atom<Session>({
  status: 'unknown',
  user: null,
  token: null,
  isAdmin: false,
});

export interface SessionEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

const browserEnv = (): SessionEnv => ({
  storage: globalThis.localStorage,
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});
let env: SessionEnv | undefined;
const currentEnv = () => (env ??= browserEnv());

/** Tests run the store against a memory storage and a fake clock. */
export function setSessionEnv(next: SessionEnv | undefined): void {
  env = next;
}

function readCachedUser(): SessionUser | null {
  try {
    const value: unknown = JSON.parse(currentEnv().storage.getItem(USER_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { id, name, email } = value as Record<string, unknown>;
    return typeof id === 'string' && typeof email === 'string'
      ? { id, email, name: typeof name === 'string' ? name : '' }
      : null;
  } catch {
    return null;
  }
}

/** Counts the sessions stored, so an answer asked for before the latest one cannot undo it. */
let sessionsStarted = 0;

/** Stores a new session (after any login) and publishes it. */
export function startSession(token: string, user: SessionUser & { is_admin?: boolean }): void {
  sessionsStarted += 1;
  const cached = { id: user.id, name: user.name, email: user.email };
  const { storage } = currentEnv();
  storage.setItem(TOKEN_KEY, token);
  storage.setItem(USER_KEY, JSON.stringify(cached));
  $session.set({ status: 'authenticated', token, user: cached, isAdmin: user.is_admin === true });
  scheduleExpiry(token);
}

let expiryTimer: ReturnType<typeof setTimeout> | undefined;
/** Spec §4: a token past its expiry is removed and the user logged out, also mid-visit. */
function scheduleExpiry(token: string) {
  clearTimeout(expiryTimer);
  const exp = decodeToken(token)?.exp;
  if (typeof exp !== 'number') return;
  const delay = exp * 1000 - currentEnv().now();
  // Timers cannot wait longer than about 24.8 days; a later expiry is caught at start-up.
  if (delay > 2 ** 31 - 1) return;
  expiryTimer = setTimeout(
    () => {
      if ($session.get().token === token) clearSession();
    },
    Math.max(0, delay),
  );
}

/** Updates the cached user (a new name) without touching the token. */
export function updateSessionUser(user: SessionUser & { is_admin?: boolean }): void {
  const session = $session.get();
  if (!session.token) return;
  startSession(session.token, { ...user, is_admin: user.is_admin ?? session.isAdmin });
}

/** Removes the token, the cached user and temporary credentials: logged out. */
export function clearSession(): void {
  const { storage } = currentEnv();
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(USER_KEY);
  storage.removeItem(CREDENTIALS_KEY);
  clearTimeout(expiryTimer);
  $session.set({ status: 'anonymous', token: null, user: null, isAdmin: false });
}

/**
 * Start-up (spec §4, §7): restore the cached user first, then validate the token.
 * - no token: logged out (a cached user without a token is cleared);
 * - a token past its `exp`: removed, logged out;
 * - a token expiring within 5 minutes: counts as valid without asking the server;
 * - otherwise GET /auth/profile: 401 logs out; another error or no answer is retried, up to 3
 *   failures in all; then a restored user keeps the UI session (no logout loop), while a
 *   session without a cached user is logged out.
 */
export async function restoreSession(): Promise<Session> {
  const { storage, now, sleep } = currentEnv();
  purgeExpiredCredentials();
  const token = storage.getItem(TOKEN_KEY);
  const cached = readCachedUser();
  if (!token) {
    clearSession();
    return $session.get();
  }
  const state = tokenState(token, now());
  if (state === 'expired' || state === 'invalid') {
    clearSession();
    return $session.get();
  }
  if (cached) {
    $session.set({ status: 'authenticated', token, user: cached, isAdmin: false });
    scheduleExpiry(token);
  }
  if (state === 'expiring') {
    if (!cached) {
      const claims = decodeToken(token);
      const email = claims?.email ?? claims?.username ?? '';
      startSession(token, { id: claims?.sub ?? '', email, name: email.split('@')[0] ?? '' });
    }
    return $session.get();
  }
  for (let failures = 0; ;) {
    try {
      const asked = sessionsStarted;
      const profile = await api.get<Profile>('/auth/profile', { token });
      // A login in the meantime wins over this older token, and a name saved in the meantime
      // over this older profile.
      if ($session.get().token && $session.get().token !== token) return $session.get();
      if (sessionsStarted !== asked) return $session.get();
      startSession(token, profile);
      return $session.get();
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        clearSession();
        return $session.get();
      }
      failures += 1;
      if (failures >= MAX_VALIDATION_FAILURES) {
        if (!cached) clearSession();
        return $session.get();
      }
      await sleep(1000 * failures);
    }
  }
}

export interface TemporaryCredentials {
  email: string;
  password: string;
  expiresAt: number;
}

/** Keeps a new account's generated credentials on this device for one hour (spec §9). */
export function storeTemporaryCredentials(credentials: { email: string; password: string }) {
  const { storage, now } = currentEnv();
  const value: TemporaryCredentials = { ...credentials, expiresAt: now() + CREDENTIALS_TTL_MS };
  storage.setItem(CREDENTIALS_KEY, JSON.stringify(value));
}

/** The stored temporary credentials while they are valid. */
export function readTemporaryCredentials(): TemporaryCredentials | null {
  purgeExpiredCredentials();
  try {
    return JSON.parse(currentEnv().storage.getItem(CREDENTIALS_KEY) ?? 'null');
  } catch {
    return null;
  }
}

function purgeExpiredCredentials() {
  const { storage, now } = currentEnv();
  const raw = storage.getItem(CREDENTIALS_KEY);
  if (!raw) return;
  try {
    const { expiresAt } = JSON.parse(raw) as Partial<TemporaryCredentials>;
    if (typeof expiresAt === 'number' && expiresAt > now()) return;
  } catch {
    // unreadable: removed below
  }
  storage.removeItem(CREDENTIALS_KEY);
}
