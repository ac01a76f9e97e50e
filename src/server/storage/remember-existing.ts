import type { ObjectStore } from './object-store.ts';

/** Keys remembered at once; past it the oldest go first. */
const MAX_KEYS = 50_000;

/**
 * Decision 107 (issue 44): every status read and history item asks whether its result file is
 * still stored, for the spec's "Missing Result". On the local disk that is a `stat`, on S3 a
 * HEAD round trip, for files that are written once and only ever deleted. A "yes" is kept
 * `ttlMs` in this process; a "no" is never kept. Deleting through this store forgets at once;
 * a file removed by another process (a worker's retention sweep) may still be reported as
 * present here for up to `ttlMs`, and its link then answers 404.
 * @example const store = rememberExisting(createLocalDiskStore(…), 30_000);
 */
export function rememberExisting(store: ObjectStore, ttlMs: number): ObjectStore {
  if (ttlMs <= 0) return store;
  const known = new Map<string, number>();
  const forgetPrefix = (prefix: string) => {
    for (const key of known.keys()) if (key.startsWith(prefix)) known.delete(key);
  };
  return {
    ...store,
    async exists(key) {
      const until = known.get(key);
      if (until !== undefined && until > performance.now()) return true;
      known.delete(key);
      const present = await store.exists(key);
      if (present) {
        if (known.size >= MAX_KEYS) known.delete(known.keys().next().value!);
        known.set(key, performance.now() + ttlMs);
      }
      return present;
    },
    async delete(key) {
      known.delete(key);
      await store.delete(key);
      known.delete(key);
    },
    async deletePrefix(prefix) {
      forgetPrefix(prefix);
      const removed = await store.deletePrefix(prefix);
      forgetPrefix(prefix);
      return removed;
    },
  };
}
