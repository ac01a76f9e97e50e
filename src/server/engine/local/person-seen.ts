import { analyseImage, type Perception } from '../perception/index.ts';

/**
 * When a picture counts as showing a person (decision 093), measured on the shipped photos:
 * - a face the detector scores at 0.5 or more (the portraits score 1.00; a full-body photo's
 *   face is often too small to be found at all);
 * - or the person mask (selfie segmentation, pixels over half) covering 2% of the picture: the
 *   real photos cover 8–48%, the sample models 9–20%, every sample garment and the drawn shirt
 *   at most 0.3%.
 * The body pose is not used: BlazePose finds a "body" in a T-shirt on white (0.73–0.85).
 */
export const personSeenLimits = { minFaceScore: 0.5, minPersonShare: 0.02 } as const;

/** Whether an analysed picture shows a person or a face, by `personSeenLimits`. */
export function judgePersonSeen(seen: Pick<Perception, 'faces' | 'mask'>): boolean {
  if (seen.faces.some((face) => face.score >= personSeenLimits.minFaceScore)) return true;
  const mask = seen.mask;
  if (!mask || mask.data.length === 0) return false;
  let person = 0;
  for (const value of mask.data) if (value > 127) person++;
  return person / mask.data.length >= personSeenLimits.minPersonShare;
}

/**
 * Looks for a person or a face in a picture with the on-device models: a garment photo in which
 * one is seen needs the consent answer, like a photo of a person (issue 39, decision 093).
 * @example if (await seesPerson(image.bytes)) askForConsent();
 */
export async function seesPerson(image: Buffer): Promise<boolean> {
  return judgePersonSeen(await analyseImage(image, { faces: true, mask: true }));
}
