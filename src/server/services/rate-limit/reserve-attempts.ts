import {
  consumeRateLimit,
  releaseRateLimit,
  type RateLimitDeps,
  type RateLimitRule,
} from './consume-rate-limit.ts';

export type KeyedRule = [RateLimitRule, string];

export type Reservation =
  | { allowed: true; retryAfterSeconds: 0; release(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number; rule: RateLimitRule };

/**
 * Takes one slot of every rule before the guarded work runs, all or nothing: when one rule is
 * used up, the slots already taken are given back and that rule's wait is reported. Each slot
 * is taken atomically, so a parallel burst is counted exactly like the same requests in a row
 * (decision 031). `release` gives the slots back when the attempt turns out not to count.
 * @example const r = await reserveAttempts(deps, [[loginRule, email], [addressRule, ip]], now);
 */
export async function reserveAttempts(
  deps: RateLimitDeps,
  keyed: KeyedRule[],
  now: Date,
): Promise<Reservation> {
  const taken: number[] = [];
  const release = () => Promise.all(taken.map((id) => releaseRateLimit(deps, id))).then(() => {});
  for (const [rule, key] of keyed) {
    const result = await consumeRateLimit(deps, rule, key, now);
    if (!result.allowed) {
      await release();
      return { allowed: false, retryAfterSeconds: result.retryAfterSeconds, rule };
    }
    taken.push(result.hitId!);
  }
  return { allowed: true, retryAfterSeconds: 0, release };
}
