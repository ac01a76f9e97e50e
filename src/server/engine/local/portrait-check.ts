import type { PortraitWarningCode } from '../../../contracts/portrait-check.ts';
import { analyseImage, type Face, type Perception } from '../perception/index.ts';
import { largestFace } from './face-regions.ts';

/**
 * Limits of a portrait the hairstyle changer works well on (docs/decisions/020):
 * - the face's detection box at least 15% of the picture's shorter side: a head-and-shoulders
 *   or waist-up framing (the box is 25–40% there); a full-body photo's face is under 10%, and
 *   the person mask is computed at 256 px, so a smaller head leaves the hair a few cells wide;
 * - the head turned at most 0.5 rad (≈29°) left or right and 0.4 rad (≈23°) up or down: beyond
 *   that the far side of the hair, or the crown or hairline, is out of view and the mesh's
 *   outline is guessed rather than seen. The shipped portrait, a three-quarter view, is 0.32.
 */
export const portraitLimits = { minFaceShare: 0.15, maxYaw: 0.5, maxPitch: 0.4 };

export interface PortraitCheck {
  /** False when no face was found: the hairstyle changer then needs a painted mask. */
  ok: boolean;
  face?: Face;
  /** Every finding, 'no-face' included, for the user to read. */
  warnings: PortraitWarningCode[];
}

/** What the portrait check says about an analysed picture. */
export function judgePortrait(seen: Pick<Perception, 'width' | 'height' | 'faces'>): PortraitCheck {
  const face = largestFace(seen.faces);
  if (!face) return { ok: false, warnings: ['no-face'] };
  const warnings: PortraitWarningCode[] = [];
  if (face.box.width < portraitLimits.minFaceShare * Math.min(seen.width, seen.height)) {
    warnings.push('face-too-small');
  }
  if (
    Math.abs(face.yaw) > portraitLimits.maxYaw ||
    Math.abs(face.pitch) > portraitLimits.maxPitch
  ) {
    warnings.push('face-turned');
  }
  return { ok: true, face, warnings };
}

/**
 * Checks a portrait for the hairstyle changer with on-device face detection: a face must be
 * found (else the changer refuses without a painted mask); a small or turned face is a warning.
 * @example const { ok, warnings } = await checkPortrait(photo); // { ok: true, warnings: [] }
 */
export async function checkPortrait(image: Buffer): Promise<PortraitCheck> {
  return judgePortrait(await analyseImage(image, { faces: true }));
}
