/**
 * In-process caches of what authenticating a request reads (issue 19, decisions 069 and 072): an
 * entry lives for AUTH_CACHE_TTL_MS of real time at most. In this process the writes that change
 * an account call `forgetUser` (or `forgetKey`), so they take effect at once here. Every process
 * also forgets a user when the database announces, after the commit, that a row of theirs
 * changed (account-notices.ts), whoever wrote it; the window bounds only what a lost
 * notice connection could miss.
 */
const MAX_ENTRIES = 10_000;

interface Entry {
  /** The accounts whose change makes this entry stale (a team member's names the owner too). */
  userIds: string | string[];
  value: unknown;
  expiresAt: number;
}

const entries = new Map<string, Entry>();
/**
 * The loads under way, by key (decision 140): a request that misses while a load of its key runs
 * waits for that load instead of starting its own. Without it, every request that came while an
 * entry was being read again read it too: at each expiry, a busy token sent one statement per
 * request in flight, and on PGlite those statements queued ahead of every other read.
 */
const loading = new Map<string, Promise<unknown>>();
/** Bumped by every forget: a load that a forget overtook is answered but not kept. */
let forgets = 0;

/**
 * The cached value for `key`, or `load()`'s result kept for `ttlMs` (0 keeps nothing). A load
 * that returns null (unknown token) is not kept. Calls that miss while a load of `key` is under
 * way share it, its failure included; a forget sends the calls after it to a load of their own.
 * With `ttlMs` 0 every call loads.
 * @example const row = await cached(`session:${jti}`, 5000, (row) => row.user.id, () => read());
 */
export async function cached<T>(
  key: string,
  ttlMs: number,
  userOf: (value: T) => string | string[],
  load: () => Promise<T | null>,
): Promise<T | null> {
  const now = performance.now();
  const hit = entries.get(key);
  if (hit && hit.expiresAt > now) return hit.value as T;
  if (hit) entries.delete(key);
  if (ttlMs <= 0) return load();
  const under = loading.get(key);
  if (under) return under as Promise<T | null>;
  const before = forgets;
  const loaded = load();
  loading.set(key, loaded);
  let value: T | null;
  try {
    value = await loaded;
  } finally {
    // A forget may have let a newer load take the key's place: that one stays.
    if (loading.get(key) === loaded) loading.delete(key);
  }
  if (value === null || forgets !== before) return value;
  // Map keeps insertion order: past the bound the oldest entries go first.
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.set(key, { userIds: userOf(value), value, expiresAt: now + ttlMs });
  return value;
}

/** After any write to the user's account, tokens or subscription: the next request reads again. */
export function forgetUser(userId: string): void {
  forgets += 1;
  // Whose a load under way is, is known only once it ends: every later call loads afresh.
  loading.clear();
  for (const [key, { userIds }] of entries) {
    if (userIds === userId || (Array.isArray(userIds) && userIds.includes(userId))) {
      entries.delete(key);
    }
  }
}

/** One entry (a signed-out session). */
export function forgetKey(key: string): void {
  forgets += 1;
  loading.delete(key);
  entries.delete(key);
}

/** Everything: notices may have been missed (the notice connection dropped or came back). */
export function forgetAll(): void {
  forgets += 1;
  loading.clear();
  entries.clear();
}
