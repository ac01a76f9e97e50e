import { createHash } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import sharp, { type OutputInfo } from 'sharp';
import { EngineError } from '../engine.ts';
import type { ThreadAnswer, ThreadRequest } from './background-thread.ts';

/** An image with the background made transparent: RGBA pixels at the input's size. */
export interface CutOut {
  data: Buffer;
  width: number;
  height: number;
}

/** The cut-out works on pictures at most this long on their longer side (as the models see them). */
const cutOutSide = 1024;

/** Cut-outs of recent inputs (sample garments, a retried job) are kept: each costs a second. */
const cacheBytes = 48 * 1024 * 1024;
const cache = new Map<string, { cut: Promise<CutOut>; bytes: number }>();
let cachedBytes = 0;
let queue: Promise<unknown> = Promise.resolve();

/**
 * Removes the background of a photo (decision 095): the backdrop's own colours for anything on a
 * plain backdrop, MediaPipe's selfie segmentation for people (both permissively licensed, on
 * the CPU in a thread of their own), one call at a time. Results are kept in a least-recently-used
 * cache by the input's SHA-256, bounded to 48 MB of pixels.
 * @example const { data, width, height } = await removeBackground(garmentPhoto);
 */
export function removeBackground(image: Buffer): Promise<CutOut> {
  const key = createHash('sha256').update(image).digest('hex');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.cut;
  }
  const run = queue.then(() => cutOut(image));
  queue = run.catch(() => undefined);
  const entry = { cut: run, bytes: 0 };
  cache.set(key, entry);
  run.then(
    (cut) => {
      if (cache.get(key) !== entry) return;
      entry.bytes = cut.data.length;
      cachedBytes += entry.bytes;
      evict();
    },
    () => forget(key),
  );
  return run;
}

/** Drops the least recently used cut-outs until the cache fits its budget. */
function evict(): void {
  for (const key of cache.keys()) {
    if (cachedBytes <= cacheBytes) return;
    forget(key);
  }
}

function forget(key: string): void {
  const entry = cache.get(key);
  if (!entry) return;
  cachedBytes -= entry.bytes;
  cache.delete(key);
}

/**
 * The cut-out's thread (background-thread.ts), started on first use and kept for the process:
 * the model and the pixel work never hold this event loop (issue 19). Idle, it does not keep the
 * process alive; if it dies, the calls waiting on it fail and the next call starts a new one.
 */
let thread: { worker: Worker; waiting: Map<number, (answer: ThreadAnswer) => void> } | undefined;
let nextId = 0;

/** A request without its id (distributed, so each kind keeps its own fields). */
type Unnumbered<R = ThreadRequest> = R extends ThreadRequest ? Omit<R, 'id'> : never;

function ask(request: Unnumbered, transfer: ArrayBuffer[] = []): Promise<ThreadAnswer> {
  if (!thread) {
    // Under `node --import tsx` the thread inherits the loader; elsewhere (vitest) it is named.
    const execArgv = process.execArgv.some((arg) => arg.includes('tsx'))
      ? process.execArgv
      : [...process.execArgv, '--import', 'tsx'];
    const worker = new Worker(new URL('./background-thread.ts', import.meta.url), { execArgv });
    const started = { worker, waiting: new Map<number, (answer: ThreadAnswer) => void>() };
    worker.unref();
    worker.on('message', (answer: ThreadAnswer) => {
      started.waiting.get(answer.id)?.(answer);
      started.waiting.delete(answer.id);
      if (started.waiting.size === 0) worker.unref();
    });
    const fail = (error: unknown) => {
      if (thread === started) thread = undefined;
      for (const [id, settle] of started.waiting) settle({ id, error: String(error) });
      started.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(`cut-out thread exited with ${code}`));
    thread = started;
  }
  const current = thread;
  const id = (nextId += 1);
  return new Promise((resolve) => {
    current.waiting.set(id, resolve);
    // Held while a call waits on it (a script awaiting a cut-out must not exit), idle otherwise.
    current.worker.ref();
    current.worker.postMessage({ ...request, id }, transfer);
  });
}

/** Loads the person model in its thread ahead of the first cut-out (the worker's warm-up). */
export async function loadBackgroundModel(): Promise<void> {
  const answer = await ask({ kind: 'load' });
  if (answer.error) throw new Error(answer.error);
}

async function cutOut(image: Buffer): Promise<CutOut> {
  let rgba: { data: Buffer; info: OutputInfo };
  try {
    rgba = await sharp(image)
      .rotate()
      .resize({ width: cutOutSide, height: cutOutSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (cause) {
    throw new EngineError('bad-input', undefined, { cause });
  }
  const { data, info } = rgba;
  // A copy goes to the thread (transferred, not cloned); `data` keeps the colours.
  const pixels = new Uint8Array(data);
  const answer = await ask(
    { kind: 'alpha', rgba: pixels, width: info.width, height: info.height },
    [pixels.buffer as ArrayBuffer],
  );
  if (!answer.alpha) throw new Error(answer.error ?? 'the cut-out thread gave no answer');
  const alpha = answer.alpha;
  for (let i = 0; i < alpha.length; i++) data[i * 4 + 3] = alpha[i]!;
  return { data, width: info.width, height: info.height };
}
