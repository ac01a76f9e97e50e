import type { GenerationProgress } from '../../../contracts/generation.ts';
import type { NoticeListener } from '../../db/notice-listener.ts';
import { AppError } from '../../http/app-error.ts';
import type { GenerationDeps } from './generation-deps.ts';
import { progressSignature, readProgress } from './read-progress.ts';

/** How often a stream reads its row when no notices arrive (PROGRESS_EVENTS=poll, or listener down). */
export const FALLBACK_POLL_MS = 500;

export interface FollowDeps extends Pick<GenerationDeps, 'db' | 'store'> {
  notices: NoticeListener;
  safetyPollMs: number;
  /** A stream ends after this long even if the generation is still processing. */
  maxMs: number;
}

export interface ProgressFollow {
  /** The progress read when the follow opened (a missing generation threw before this). */
  first: GenerationProgress;
  /** Sends `first`, then each change until a final status, the deadline or `signal`; closes. */
  run(send: (progress: GenerationProgress) => Promise<void>, signal: AbortSignal): Promise<void>;
}

/**
 * GET /ai/generations/:id/events: follows one generation (decision 028). It subscribes to the
 * generation's notices before its first read, so no change falls between them; each notice
 * (or the slow safety poll) reads the cheap signature, and the full progress only when that
 * changed. A notice arriving during a read leaves one more read to do, however many arrive.
 * @example const follow = await followProgress(deps, userId, id); await follow.run(send, signal);
 */
export async function followProgress(
  deps: FollowDeps,
  userId: string,
  id: string,
): Promise<ProgressFollow> {
  const wakeup = createWakeup();
  const unsubscribe = deps.notices.subscribe(id, wakeup.wake);
  let signature: string | null;
  let first: GenerationProgress;
  try {
    // The signature is read before the progress, so a change in between is seen, not missed.
    signature = await progressSignature(deps, userId, id);
    first = await readProgress(deps, userId, id);
  } catch (error) {
    unsubscribe();
    throw error;
  }
  const deadline = Date.now() + deps.maxMs;
  return {
    first,
    async run(send, signal) {
      try {
        let progress = first;
        for (;;) {
          await send(progress);
          if (progress.status !== 'processing') return;
          let next = signature;
          while (next === signature) {
            if (signal.aborted || Date.now() >= deadline) return;
            const interval = deps.notices.listening ? deps.safetyPollMs : FALLBACK_POLL_MS;
            await wakeup.wait(Math.min(interval, deadline - Date.now()), signal);
            if (signal.aborted) return;
            next = await progressSignature(deps, userId, id);
          }
          // Deleted while followed: the stream just ends.
          if (next === null) return;
          signature = next;
          const read = await readProgress(deps, userId, id).catch((error: unknown) => {
            if (error instanceof AppError && error.status === 404) return null;
            throw error;
          });
          if (!read) return;
          progress = read;
        }
      } finally {
        unsubscribe();
      }
    },
  };
}

/** A wait that a wake ends early; a wake with nobody waiting makes the next wait return at once. */
export function createWakeup() {
  let pending = false;
  let release: (() => void) | undefined;
  return {
    wake() {
      if (release) release();
      else pending = true;
    },
    wait(ms: number, signal: AbortSignal): Promise<void> {
      if (pending || signal.aborted) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', done);
          release = undefined;
          resolve();
        };
        const timer = setTimeout(done, Math.max(0, ms));
        signal.addEventListener('abort', done, { once: true });
        release = done;
      });
    },
  };
}
