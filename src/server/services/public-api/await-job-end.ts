import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { NoticeListener } from '../../db/notice-listener.ts';
import { generations } from '../../db/schema.ts';
import { createWakeup, FALLBACK_POLL_MS } from '../generation/follow-progress.ts';

/** How often the status is read while notices are received, in case one was missed. */
const SAFETY_POLL_MS = 2000;

/**
 * Prefer: wait (decision 078): waits up to `seconds` for a generation to end, woken by its
 * progress notices (LISTEN/NOTIFY, decision 028) and reading its status on each, with the
 * follower's polling when notices are not received. No connection is held between reads.
 * Answers whether it ended; a `signal` (the caller went away) ends the wait early.
 * @example if (await awaitJobEnd(deps, id, 10, c.req.raw.signal)) job = await readApiJob(…);
 */
export async function awaitJobEnd(
  deps: { db: Db; notices: NoticeListener },
  generationId: string,
  seconds: number,
  signal: AbortSignal,
): Promise<boolean> {
  const wakeup = createWakeup();
  const unsubscribe = deps.notices.subscribe(generationId, wakeup.wake);
  const deadline = Date.now() + seconds * 1000;
  try {
    for (;;) {
      const [row] = await deps.db
        .select({ status: generations.status })
        .from(generations)
        .where(eq(generations.id, generationId));
      if (!row || row.status !== 'processing') return true;
      const left = deadline - Date.now();
      if (left <= 0 || signal.aborted) return false;
      const interval = deps.notices.listening ? SAFETY_POLL_MS : FALLBACK_POLL_MS;
      await wakeup.wait(Math.min(left, interval), signal);
    }
  } finally {
    unsubscribe();
  }
}
