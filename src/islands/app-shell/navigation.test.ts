import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const shown: string[] = [];
vi.mock('sonner', () => {
  const toast = Object.assign((title: string) => void shown.push(`toast:${title}`), {
    success: (title: string) => void shown.push(`success:${title}`),
    error: (title: string) => void shown.push(`error:${title}`),
  });
  return { toast };
});

const { finishLogin } = await import('./navigation.ts');
const t = ((key: string, params?: Record<string, string>) =>
  params?.name ? `${key}(${params.name})` : key) as Parameters<typeof finishLogin>[0];

let replaced: string[];
beforeEach(() => {
  vi.useFakeTimers();
  shown.length = 0;
  replaced = [];
  const session = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => session.get(k) ?? null,
    setItem: (k: string, v: string) => void session.set(k, v),
    removeItem: (k: string) => void session.delete(k),
  });
  vi.stubGlobal('location', { replace: (path: string) => void replaced.push(path) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('after a login (spec §4)', () => {
  it('welcomes, says it is redirecting about 500 ms later, then replaces the page with /dashboard', async () => {
    finishLogin(t, { name: 'Lan' });
    expect(shown).toEqual(['success:authUi.toast.welcome(Lan)']);
    await vi.advanceTimersByTimeAsync(499);
    expect(shown).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown.at(-1)).toBe('toast:authUi.toast.redirecting');
    expect(replaced).toEqual([]);
    await vi.advanceTimersByTimeAsync(400);
    expect(replaced).toEqual(['/dashboard']);
  });

  it('waits 2000 ms in the identity-provider flow, then lands on /dashboard too', async () => {
    finishLogin(t, { name: 'Lan', enhanced: true, isNewUser: true });
    expect(shown).toEqual(['success:authUi.toast.welcomeNew(Lan)']);
    await vi.advanceTimersByTimeAsync(1999);
    expect(shown).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(401);
    expect(replaced).toEqual(['/dashboard']);
  });

  it('returns to the invitation a login was asked for, once, and never off the studio', async () => {
    sessionStorage.setItem('kieu.login.returnTo', '/team?invite=abc-1');
    finishLogin(t, { name: 'Lan' });
    await vi.advanceTimersByTimeAsync(900);
    sessionStorage.setItem('kieu.login.returnTo', '//evil.example/team');
    finishLogin(t, { name: 'Lan' });
    await vi.advanceTimersByTimeAsync(900);
    finishLogin(t, { name: 'Lan' });
    await vi.advanceTimersByTimeAsync(900);
    expect(replaced).toEqual(['/team?invite=abc-1', '/dashboard', '/dashboard']);
  });

  it('keeps a new account’s credentials for the next page, for 8 s', () => {
    const credentials = { email: 'lan@kieu.vn', password: 'p' };
    finishLogin(t, { name: 'Lan', credentials });
    const pending = JSON.parse(sessionStorage.getItem('kieu.pendingToasts')!) as {
      duration: number;
    }[];
    expect(pending.map((p) => p.duration)).toEqual([8000]);
  });
});
