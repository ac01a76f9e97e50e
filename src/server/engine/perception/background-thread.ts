import { parentPort } from 'node:worker_threads';
import { backdropMask } from './backdrop-mask.ts';
import { joinMasks } from './cut-out-mask.ts';
import { loadSegmentation } from './human-runtime.ts';
import { segmentPerson } from './person-segmentation.ts';

// The cut-out's thread (remove-background.ts starts it): the person model's load and run, and
// the backdrop's pixel arithmetic, take a second of CPU in JavaScript and WASM. Here none of it
// holds the event loop of the process that answers HTTP and heartbeats its jobs.

/** A request: load the model, or cut out an RGBA picture (its bytes transferred). */
export type ThreadRequest =
  | { id: number; kind: 'load' }
  | { id: number; kind: 'alpha'; rgba: Uint8Array; width: number; height: number };

/** The answer: the alpha channel at the picture's size (transferred), or the error's message. */
export type ThreadAnswer = { id: number; alpha?: Uint8Array; error?: string };

async function answer(request: ThreadRequest): Promise<Uint8Array | undefined> {
  if (request.kind === 'load') {
    await loadSegmentation();
    return undefined;
  }
  const { rgba, width, height } = request;
  const backdrop = backdropMask({ data: rgba, width, height, channels: 4 });
  const person = await segmentPerson(rgba, width, height);
  const personAlpha =
    person && person.width === width && person.height === height ? person.data : null;
  return joinMasks(backdrop, personAlpha, width, height);
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
