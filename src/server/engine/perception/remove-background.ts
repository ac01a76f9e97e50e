import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { EngineError } from '../engine.ts';

const require = createRequire(import.meta.url);
/** The package ships its ONNX models next to its code; point it there so nothing is fetched. */
const publicPath = pathToFileURL(
  path.dirname(require.resolve('@imgly/background-removal-node')) + path.sep,
).href;

/** An image with the background made transparent: RGBA pixels at the input's size. */
export interface CutOut {
  data: Buffer;
  width: number;
  height: number;
}

export type BackgroundModel = 'small' | 'medium';

/** The model works at 1024 px; larger inputs only cost decoding, smaller ones lose nothing. */
const inputSide = 1024;
/** Cut-outs of recent inputs (sample garments, a retried job) are kept: each costs seconds. */
const cacheSize = 16;
const cache = new Map<string, Promise<CutOut>>();
let queue: Promise<unknown> = Promise.resolve();

/**
 * Removes the background of a photo with the packaged IMG.LY model (ONNX on the CPU, ~5 s on
 * two cores), one call at a time so memory stays at one model's working set. Results are cached
 * by the input's SHA-256.
 * @example const { data, width, height } = await removeBackground(garmentPhoto);
 */
export function removeBackground(
  image: Buffer,
  model: BackgroundModel = 'medium',
): Promise<CutOut> {
  const key = `${model}:${createHash('sha256').update(image).digest('hex')}`;
  const cached = cache.get(key);
  if (cached) {
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const run = queue.then(() => cutOut(image, model));
  queue = run.catch(() => undefined);
  cache.set(key, run);
  run.catch(() => cache.delete(key));
  while (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
  return run;
}

async function cutOut(image: Buffer, model: BackgroundModel): Promise<CutOut> {
  let png: Buffer;
  try {
    png = await sharp(image)
      .rotate()
      .resize({ width: inputSide, height: inputSide, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .png()
      .toBuffer();
  } catch (cause) {
    throw new EngineError('bad-input', undefined, { cause });
  }
  // Loaded on first use: importing it loads onnxruntime's native library, which the API process
  // (no job workers in it, decision 070) never needs.
  const { removeBackground: imglyRemoveBackground } =
    await import('@imgly/background-removal-node');
  const blob = await imglyRemoveBackground(new Blob([new Uint8Array(png)], { type: 'image/png' }), {
    publicPath,
    model,
    output: { format: 'image/png' },
  });
  const { data, info } = await sharp(Buffer.from(await blob.arrayBuffer()))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
