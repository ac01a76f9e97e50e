import { faceDescriptor, type FaceDescriptor } from './face-descriptor.ts';
import { loadFaceModel } from './face-model.ts';

/**
 * How Human turns the distance between two FaceRes descriptors into a similarity: the squared
 * Euclidean distance times `multiplier`, its square root as a percentage off 1. `min: 0, max: 1`
 * keep the whole range (Human's defaults stretch 0.2–0.8 to 0–1 and clamp the rest, which would
 * hide how far apart two different people are).
 */
export const similarityOptions = { order: 2, multiplier: 25, min: 0, max: 1 } as const;

/** A similarity of two descriptors, 0 (far apart) to 1 (the same), to two decimals. */
export async function descriptorSimilarity(a: number[], b: number[]): Promise<number> {
  const human = await loadFaceModel();
  return human.match.similarity(a, b, similarityOptions);
}

export interface IdentityMeasure {
  /** null when either picture has no face. */
  similarity: number | null;
  faces: { reference: FaceDescriptor | null; result: FaceDescriptor | null };
}

/**
 * How alike the largest face of a result is to the brand model's face reference.
 * @example (await measureIdentity(reference, reference)).similarity // 1
 */
export async function measureIdentity(
  reference: Buffer | FaceDescriptor | null,
  result: Buffer,
): Promise<IdentityMeasure> {
  const referenceFace = Buffer.isBuffer(reference) ? await faceDescriptor(reference) : reference;
  const resultFace = await faceDescriptor(result);
  const similarity =
    referenceFace && resultFace
      ? await descriptorSimilarity(referenceFace.descriptor, resultFace.descriptor)
      : null;
  return { similarity, faces: { reference: referenceFace, result: resultFace } };
}
