import { EventEmitter, once } from 'node:events';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { providerRequests } from '../../db/schema.ts';

export type ProviderRequest = typeof providerRequests.$inferSelect;

/** The provider's final word on a request; anything else is still running. */
export type ProviderOutcome = 'OK' | 'ERROR' | 'CANCELLED';

export function isFinished(row: ProviderRequest): boolean {
  return row.completedAt !== null;
}

/** The request a generation already made, if any (a retried job resumes it). */
export async function findRequestOf(db: Db, generationId: string) {
  const [row] = await db
    .select()
    .from(providerRequests)
    .where(eq(providerRequests.generationId, generationId));
  return row;
}

export async function readRequest(db: Db, requestId: string) {
  const [row] = await db
    .select()
    .from(providerRequests)
    .where(eq(providerRequests.requestId, requestId));
  return row;
}

/** Records a request the provider accepted, before anything else can go wrong. */
export async function saveSubmitted(
  db: Db,
  request: { generationId: string; provider: string; modelId: string; requestId: string },
): Promise<ProviderRequest> {
  const [row] = await db
    .insert(providerRequests)
    .values({ ...request, status: 'IN_QUEUE' })
    .returning();
  return row!;
}

/** The queue status while it runs (IN_QUEUE, IN_PROGRESS); a finished row keeps its outcome. */
export async function saveStatus(db: Db, requestId: string, status: string): Promise<void> {
  await db
    .update(providerRequests)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(providerRequests.requestId, requestId), isNull(providerRequests.completedAt)));
}

/**
 * Records a request's outcome once: 'recorded' the first time, 'duplicate' when it already had
 * one (a second webhook delivery, or the poll and the webhook both finishing it), 'unknown' for
 * a request id we never made.
 */
export async function saveOutcome(
  db: Db,
  requestId: string,
  outcome: { status: ProviderOutcome; result: unknown; error?: string | null },
): Promise<'recorded' | 'duplicate' | 'unknown'> {
  const now = new Date();
  const updated = await db
    .update(providerRequests)
    .set({
      status: outcome.status,
      result: outcome.result ?? null,
      error: outcome.error ?? null,
      updatedAt: now,
      completedAt: now,
    })
    .where(and(eq(providerRequests.requestId, requestId), isNull(providerRequests.completedAt)))
    .returning({ id: providerRequests.id });
  if (updated.length > 0) {
    recorded.emit(requestId);
    return 'recorded';
  }
  return (await readRequest(db, requestId)) ? 'duplicate' : 'unknown';
}

/** Outcomes recorded by this process, by request id: a webhook wakes the wait in the same process. */
const recorded = new EventEmitter().setMaxListeners(0);

/**
 * Resolves after `ms`, when this process records the request's outcome, or when aborted,
 * whichever comes first (a webhook taken by another API process is seen at the next row read).
 */
export async function outcomeOrDelay(
  requestId: string,
  ms: number,
  signal?: AbortSignal,
): Promise<void> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), ms);
  const onAbort = () => stop.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await once(recorded, requestId, { signal: stop.signal });
  } catch {
    // The delay ran out or the call was aborted: the caller looks again.
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
