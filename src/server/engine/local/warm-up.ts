import sharp from 'sharp';
import { analyseImage, loadBackgroundModel } from '../perception/index.ts';
import { removeBackground } from '../perception/remove-background.ts';

const blankPicture = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
    .png()
    .toBuffer();

/**
 * Loads the on-device models and runs each once on a small blank picture, so a worker's first
 * try-on pays neither the model load nor the runtimes' first-run set-up. Returns how long it
 * took in milliseconds. Runs through the models' own queues, so a job arriving meanwhile waits
 * for it rather than racing it.
 * @example const ms = await warmUpLocalModels();
 */
export async function warmUpLocalModels(): Promise<number> {
  const started = performance.now();
  const blank = await blankPicture();
  await loadBackgroundModel();
  await Promise.all([
    analyseImage(blank, { pose: true, faces: true, mask: true }),
    removeBackground(blank),
  ]);
  return performance.now() - started;
}

/**
 * Loads the models of the try-on's model check (pose and faces), which an API process runs
 * itself, and runs them once on a small blank picture. Returns how long it took in ms.
 */
export async function warmUpModelCheck(): Promise<number> {
  const started = performance.now();
  await analyseImage(await blankPicture(), { pose: true, faces: true });
  return performance.now() - started;
}
