/**
 * The local engine: every studio tool on the CPU with no network, from honest image processing
 * (sharp) and ffmpeg. Its results are meaningful and explainable; the next step replaces the
 * rough heuristics marked → below with on-device models (segmentation, pose, background removal).
 *
 * - Backdrop (background.ts): the border's median colour, flood-filled from the border within a
 *   colour tolerance, with a soft alpha edge. Works for product photos on white and for plain
 *   studio walls; a busy background stays. → a background-removal model.
 * - Person and garment band (person-box.ts): the non-backdrop pixels, boxed; centre fallback.
 *   The band follows body proportions (shoulders ~18% down the person, hips ~55%, dress hem
 *   ~85%, trousers ~50% to ~90%); its width is the body's median span over the band's top half.
 *   → pose keypoints (shoulders, hips, knees).
 * - Try-on (try-on.ts): the garment cut out, scaled to the band's width, shaded by the body's
 *   light under it and composited on the full-size photo. No warping to the pose. → a try-on
 *   model.
 * - Body generator (svg-figure.ts, body-generator.ts): an SVG figure from height, BMI, body
 *   type, gender, age and skin tone on a studio backdrop; a face photo's centre square masked
 *   onto the head. Prompt and hints are not read.
 * - Skin and face (skin.ts): two classic skin-colour rules; the face is the largest skin region.
 *   → face detection and face mesh.
 * - Hairstyle (hair-mask.ts, hairstyle.ts): the painted mask, else non-skin, non-backdrop pixels
 *   above and beside the face. Reshaped by category: short, medium and updo cut it at the ears,
 *   shoulders or forehead (the cut filled with what lies beside it), long extends it, curly
 *   waves it; then recoloured keeping each pixel's brightness relative to the hair's mean.
 *   → hair segmentation.
 * - Image editing (edit-instructions.ts, edit-operations.ts): each preset a real operation scaled
 *   by strength; instructions in Vietnamese (with or without diacritics) or English read by
 *   keywords; anything else is refused as unsupported, naming what is understood.
 * - Image to video (image-to-video.ts, ffmpeg.ts): zoom and pan with ffmpeg's zoompan, or one
 *   repeated frame with the camera fixed (docs/decisions/014-video-models.md).
 * - Watermark (watermark.ts, video-watermark.ts): the brand name tiled diagonally into the
 *   pixels of an image, or overlaid by ffmpeg on every frame of a video.
 */
import type { Engine } from '../engine.ts';
import { bodyGenerator } from './body-generator.ts';
import { hairstyle } from './hairstyle.ts';
import { imageEditing } from './image-editing.ts';
import { imageToVideo } from './image-to-video.ts';
import { tryOn } from './try-on.ts';

export { applyWatermark, watermarkPng } from './watermark.ts';
export { applyVideoWatermark } from './video-watermark.ts';

/** The local engine, stateless: one instance serves every job. */
export function createLocalEngine(): Engine {
  return { name: 'local', tryOn, bodyGenerator, hairstyle, imageEditing, imageToVideo };
}
