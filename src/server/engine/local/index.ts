/**
 * The local engine: every studio tool on the CPU with no network, from honest image processing
 * (sharp) and ffmpeg. Its results are meaningful and explainable; the next step replaces the
 * rough heuristics marked → below with on-device models (segmentation, pose, background removal).
 *
 * - Backdrop (background.ts): the border's median colour, flood-filled from the border within a
 *   colour tolerance, with a soft alpha edge. Works for product photos on white and for plain
 *   studio walls; a busy background stays. → a background-removal model.
 * - Try-on model check (model-check.ts): the pose (BlazePose) and faces of the model photo; refused
 *   with a message saying what to upload when no body is seen, shoulders to ankles are not all
 *   seen in the frame or the face is large next to the body (head-and-shoulders), the arms are
 *   raised or crossed, or the body is turned sideways (docs/decisions/019-try-on-perception.md).
 *   Also answered by POST /ai/virtual-tryon/check-model before anything is spent.
 * - Try-on (try-on.ts, body-frame.ts, warp.ts): the garment cut out by the background-removal
 *   model and trimmed (background.ts garmentCutOut); body stations (shoulders, chest, hips, knees,
 *   ankles) from the pose with widths from the person mask; the garment warped piecewise-affinely
 *   onto them (top edge on the shoulder line, lower part on the hips, or knees/ankles for
 *   outerwear, dresses and trousers), following the body's tilt and width; shaded by the body's
 *   softened light; arms and hair (the person mask around the arms and above the shoulders)
 *   composited back in front.
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
