import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../lib/api-client.ts';
import {
  $session,
  CREDENTIALS_KEY,
  TOKEN_KEY,
  USER_KEY,
  readTemporaryCredentials,
  restoreSession,
  setSessionEnv,
  storeTemporaryCredentials,
  updateSessionUser,
} from './session.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');
let clock = NOW;
let store: Map<string, string>;
let answers: (() => Response | Promise<Response>)[];
let profileCalls: number;
let sleeps: number[];

const jwt = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const tokenExpiringIn = (ms: number) =>
  jwt({ sub: 'u1', email: 'lan@kieu.vn', exp: Math.floor((clock + ms) / 1000) });
const lan = { id: 'u1', name: 'Phạm Lan', email: 'lan@kieu.vn' };
const profile = { ...lan, name: 'Lan P.', is_verified: true, is_admin: false };

beforeEach(() => {
  clock = NOW;
  store = new Map();
  answers = [];
  profileCalls = 0;
  sleeps = [];
  setSessionEnv({
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    now: () => clock,
    sleep: async (ms) => void sleeps.push(ms),
  });
  configureApiClient({
    baseUrl: 'https://api.example',
    storedToken: () => store.get(TOKEN_KEY) ?? null,
    fetch: (async () => {
      profileCalls += 1;
      const next = answers.shift();
      if (!next) throw new Error('unexpected call');
      return next();
    }) as unknown as typeof fetch,
  });
  $session.set({ status: 'unknown', user: null, token: null, isAdmin: false });
});

const signedIn = (token: string, user: object | null = lan) => {
  store.set(TOKEN_KEY, token);
  if (user) store.set(USER_KEY, JSON.stringify(user));
};

describe('restoring the session at start-up', () => {
  it('is logged out without a token, and clears a cached user left without one', async () => {
    store.set(USER_KEY, JSON.stringify(lan));
    const session = await restoreSession();
    expect(session.status).toBe('anonymous');
    expect(store.has(USER_KEY)).toBe(false);
    expect(profileCalls).toBe(0);
  });

  it('removes a token whose exp has passed and logs out', async () => {
    signedIn(tokenExpiringIn(-1000));
    const session = await restoreSession();
    expect(session.status).toBe('anonymous');
    expect(store.has(TOKEN_KEY)).toBe(false);
    expect(store.has(USER_KEY)).toBe(false);
    expect(profileCalls).toBe(0);
  });

  it('validates a fresh token with GET /auth/profile and keeps the fresh profile', async () => {
    const token = tokenExpiringIn(3600_000);
    signedIn(token);
    answers.push(() => Response.json({ ...profile, is_admin: true }));
    const session = await restoreSession();
    expect(session).toMatchObject({ status: 'authenticated', token, isAdmin: true });
    expect(session.user).toEqual({ id: 'u1', name: 'Lan P.', email: 'lan@kieu.vn' });
    expect(JSON.parse(store.get(USER_KEY)!)).toEqual({
      id: 'u1',
      name: 'Lan P.',
      email: 'lan@kieu.vn',
    });
  });

  it('logs out when the server answers 401', async () => {
    signedIn(tokenExpiringIn(3600_000));
    answers.push(() => Response.json({ code: 'invalid_token' }, { status: 401 }));
    expect((await restoreSession()).status).toBe('anonymous');
    expect(store.has(TOKEN_KEY)).toBe(false);
  });

  it('restores the cached user before the server answers', async () => {
    signedIn(tokenExpiringIn(3600_000));
    let release!: () => void;
    answers.push(() => new Promise((resolve) => (release = () => resolve(Response.json(profile)))));
    const pending = restoreSession();
    await Promise.resolve();
    expect($session.get()).toMatchObject({ status: 'authenticated', user: lan });
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    await pending;
    expect($session.get().user?.name).toBe('Lan P.');
  });

  it('keeps a name saved while the profile was being read: the older answer does not undo it', async () => {
    const token = tokenExpiringIn(3600_000);
    signedIn(token);
    let release!: () => void;
    answers.push(() => new Promise((resolve) => (release = () => resolve(Response.json(profile)))));
    const pending = restoreSession();
    await new Promise((resolve) => setTimeout(resolve, 0));
    updateSessionUser({ ...lan, name: 'Phạm Lan Anh' });
    release();
    await pending;
    expect($session.get().user?.name).toBe('Phạm Lan Anh');
    expect(JSON.parse(store.get(USER_KEY)!)).toMatchObject({ name: 'Phạm Lan Anh' });
  });

  it('keeps a restored session through server errors, retrying up to three failures', async () => {
    signedIn(tokenExpiringIn(3600_000));
    answers.push(
      () => Response.json({}, { status: 500 }),
      () => Promise.reject(new TypeError('network down')),
      () => Response.json({}, { status: 503 }),
    );
    const session = await restoreSession();
    expect(profileCalls).toBe(3);
    expect(sleeps).toEqual([1000, 2000]);
    expect(session).toMatchObject({ status: 'authenticated', user: lan });
    expect(store.has(TOKEN_KEY)).toBe(true);
  });

  it('succeeds when a retry gets through', async () => {
    signedIn(tokenExpiringIn(3600_000));
    answers.push(
      () => Response.json({}, { status: 500 }),
      () => Response.json(profile),
    );
    expect((await restoreSession()).user?.name).toBe('Lan P.');
    expect(profileCalls).toBe(2);
  });

  it('logs out after three failures when no cached user exists', async () => {
    signedIn(tokenExpiringIn(3600_000), null);
    answers.push(...Array.from({ length: 3 }, () => () => Response.json({}, { status: 500 })));
    expect((await restoreSession()).status).toBe('anonymous');
    expect(profileCalls).toBe(3);
  });

  it('skips server validation for a token expiring within five minutes', async () => {
    signedIn(tokenExpiringIn(4 * 60_000));
    const session = await restoreSession();
    expect(profileCalls).toBe(0);
    expect(session).toMatchObject({ status: 'authenticated', user: lan });
  });

  it('logs out when the token expires during the visit', async () => {
    vi.useFakeTimers();
    try {
      signedIn(tokenExpiringIn(60_000));
      await restoreSession();
      expect($session.get().status).toBe('authenticated');
      await vi.advanceTimersByTimeAsync(60_000);
      expect($session.get().status).toBe('anonymous');
      expect(store.has(TOKEN_KEY)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops an unreadable token', async () => {
    signedIn('not-a-jwt');
    expect((await restoreSession()).status).toBe('anonymous');
  });
});

describe('temporary credentials', () => {
  it('are kept for one hour, then removed', () => {
    storeTemporaryCredentials({ email: 'lan@kieu.vn', password: 'generated-1' });
    expect(readTemporaryCredentials()).toMatchObject({ password: 'generated-1' });
    clock += 60 * 60_000 - 1;
    expect(readTemporaryCredentials()).not.toBeNull();
    clock += 1;
    expect(readTemporaryCredentials()).toBeNull();
    expect(store.has(CREDENTIALS_KEY)).toBe(false);
  });
});
