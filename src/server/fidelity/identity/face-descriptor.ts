import type { FaceResult, Tensor } from '@vladmandic/human';
import { decodeForAnalysis, type RgbImage } from '../../engine/perception/rgb-image.ts';
import { withFaceModel } from './face-model.ts';

/** The largest face of a picture and what the embedding model says of it. */
export interface FaceDescriptor {
  /** FaceRes' 1024 numbers for the face, straightened by the face mesh. */
  descriptor: number[];
  /** Where the face is, in the picture's own pixels. */
  box: { x: number; y: number; width: number; height: number };
  /** The detector's confidence, 0 to 1. */
  score: number;
}

const area = (face: FaceResult) => face.box[2] * face.box[3];

/**
 * The picture on a grey margin a quarter of its long side wide: BlazeFace misses a face that
 * fills the frame (a tight face reference, a close crop of a result), and finds it with room
 * around it (decision 121).
 */
function withMargin(rgb: RgbImage): {
  data: Uint8Array;
  width: number;
  height: number;
  margin: number;
} {
  const margin = Math.round(Math.max(rgb.width, rgb.height) / 4);
  const width = rgb.width + 2 * margin;
  const height = rgb.height + 2 * margin;
  const data = new Uint8Array(width * height * 3).fill(128);
  for (let y = 0; y < rgb.height; y++) {
    const from = y * rgb.width * 3;
    data.set(rgb.data.subarray(from, from + rgb.width * 3), ((y + margin) * width + margin) * 3);
  }
  return { data, width, height, margin };
}

/**
 * The descriptor of the largest face in a picture, null when it has none. The largest, because a
 * brand model's photo and a catalogue result show one person in front; a face in the background
 * is smaller. Unreadable bytes are EngineError('bad-input').
 * @example const face = await faceDescriptor(photo); // face?.descriptor.length === 1024
 */
export async function faceDescriptor(image: Buffer): Promise<FaceDescriptor | null> {
  const rgb = await decodeForAnalysis(image);
  const padded = withMargin(rgb);
  return withFaceModel(async (human) => {
    const input = human.tf.tensor3d(padded.data, [padded.height, padded.width, 3], 'int32');
    try {
      const { face: faces } = await human.detect(input as unknown as Tensor);
      const described = faces.filter((face) => (face.embedding?.length ?? 0) > 0);
      const largest = described.sort((a, b) => area(b) - area(a))[0];
      if (!largest) return null;
      const [x, y, width, height] = largest.box;
      return {
        descriptor: Array.from(largest.embedding!),
        box: {
          x: (x - padded.margin) * rgb.scale,
          y: (y - padded.margin) * rgb.scale,
          width: width * rgb.scale,
          height: height * rgb.scale,
        },
        score: largest.score,
      };
    } finally {
      input.dispose();
    }
  });
}
