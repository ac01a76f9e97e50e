import { studioVideoUploadLimits } from '../../contracts/studio.ts';

/**
 * Reads a video's length in seconds in the browser; null when it cannot be known. `signal`
 * aborts when the check stops waiting, so the reader can let the file go.
 */
export type ReadVideoSeconds = (file: Blob, signal: AbortSignal) => Promise<number | null>;

/**
 * A browser and ffmpeg read the length from different places (a track's or the container's
 * duration, rounded differently): the browser refuses only what the server surely would, and
 * leaves a clip near the limit to the server's own reading.
 */
const MARGIN_SECONDS = 0.5;
/** A file the browser cannot decode never answers: the upload goes on after this. */
const READ_TIMEOUT_MS = 4000;

/**
 * The browser's verdict on a video's length (decision 108): over `maxSeconds` it is refused
 * with the server's own message key before any byte is sent; an unknown length (NaN, Infinity
 * as a recorder's WebM reports, none at all) is left to the server, which has the last word.
 * @example lengthProblem(61) // { key: 'assets.error.videoTooLong', params: { maxSeconds: 60 } }
 */
export function lengthProblem(seconds: number | null) {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  if (seconds <= studioVideoUploadLimits.maxSeconds + MARGIN_SECONDS) return null;
  return {
    key: 'assets.error.videoTooLong',
    params: { maxSeconds: studioVideoUploadLimits.maxSeconds },
  } as const;
}

/**
 * Reads the chosen video's length, then judges it; a reading that fails or takes longer than
 * `timeoutMs` counts as unknown, so the upload is never blocked by the check itself.
 * @example const problem = await checkVideoLength(file); // null: send it
 */
export async function checkVideoLength(
  file: Blob,
  read: ReadVideoSeconds = readVideoSeconds,
  timeoutMs = READ_TIMEOUT_MS,
) {
  const stop = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const seconds = await Promise.race([read(file, stop.signal).catch(() => null), timeout]);
    return lengthProblem(seconds);
  } finally {
    clearTimeout(timer);
    stop.abort();
  }
}

/**
 * The length from the file's header only: an off-page <video> with preload="metadata" on an
 * object URL, released once it answers (or fails) so the file is not kept in memory.
 */
export const readVideoSeconds: ReadVideoSeconds = (file, signal) =>
  new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    let settled = false;
    const done = (seconds: number | null) => {
      if (settled) return;
      settled = true;
      video.onloadedmetadata = null;
      video.onerror = null;
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(video.duration);
    video.onerror = () => done(null);
    signal.addEventListener('abort', () => done(null), { once: true });
    video.src = url;
  });
