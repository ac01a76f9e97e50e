import type { Human, Tensor } from '@vladmandic/human';
import { loadSegmentation } from './human-runtime.ts';

/** Person (1) versus background (0) per pixel, 0–255, at the analysed size. */
export interface PersonMask {
  data: Buffer;
  width: number;
  height: number;
}

/** MediaPipe selfie segmentation's answer for an RGB tensor, at the tensor's size. */
export async function personMask(human: Human, input: Tensor): Promise<PersonMask | null> {
  const output = await human.segmentation(input);
  if (!output) return null;
  try {
    const [height, width, channels] = output.shape as [number, number, number];
    const values = (await output.data()) as Int32Array;
    const data = Buffer.alloc(width * height);
    // The last channel is the person's alpha, 0–255.
    for (let i = 0; i < data.length; i++) data[i] = values[i * channels + channels - 1]!;
    return { data, width, height };
  } finally {
    output.dispose();
  }
}

/**
 * The person mask of RGBA pixels, from a Human instance holding the segmentation model alone
 * (the cut-out's thread runs it; one call at a time there).
 */
export async function segmentPerson(
  rgba: Uint8Array,
  width: number,
  height: number,
): Promise<PersonMask | null> {
  const human = await loadSegmentation();
  const rgb = new Int32Array(width * height * 3);
  for (let i = 0, j = 0; j < rgb.length; i += 4, j += 3) {
    rgb[j] = rgba[i]!;
    rgb[j + 1] = rgba[i + 1]!;
    rgb[j + 2] = rgba[i + 2]!;
  }
  const input = human.tf.tensor3d(rgb, [height, width, 3], 'int32');
  try {
    return await personMask(human, input as unknown as Tensor);
  } finally {
    input.dispose();
  }
}
