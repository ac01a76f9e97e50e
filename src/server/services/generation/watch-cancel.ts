import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { generations } from '../../db/schema.ts';

/** How often a running generation's status is read while its engine reports no new phase. */
export const CANCEL_POLL_MS = 1000;

/** The abort reason of a generation cancelled while it ran. */
export class GenerationCancelled extends Error {
  override name = 'GenerationCancelled';
}

/**
 * Watches a running generation for a cancel (decision 078): its row's status is read at each
 * phase change the engine reports and every `pollMs` (a remote engine waiting on its provider
 * reports none), so a cancel made by any API process reaches the worker that runs it. Once the
 * generation is cancelled or gone, `signal` aborts: the local engine stops at its next check
 * between phases, a remote engine sends its provider's cancel.
 * @example const watch = watchCancel(db, id); try { await run(watch.signal) } finally { watch.stop() }
 */
export function watchCancel(db: Db, generationId: string, pollMs = CANCEL_POLL_MS) {
  const controller = new AbortController();
  let reading = false;
  const check = () => {
    if (reading || controller.signal.aborted) return;
    reading = true;
    db.select({ status: generations.status })
      .from(generations)
      .where(eq(generations.id, generationId))
      .then(([row]) => {
        // Deleted from history while it ran (issue 39): nobody is waiting for its result.
        if (!row || row.status === 'cancelled') {
          controller.abort(new GenerationCancelled(generationId));
        }
      })
      // A failed read is tried again at the next phase or poll.
      .catch(() => {})
      .finally(() => {
        reading = false;
      });
  };
  const timer = setInterval(check, pollMs);
  timer.unref();
  let lastPhase: string | undefined;
  return {
    signal: controller.signal,
    /** Called with each progress report: a new phase reads the status. */
    phaseReached(phase: string) {
      if (phase === lastPhase) return;
      lastPhase = phase;
      check();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
