/**
 * The local engine: every studio tool on the CPU with no network, from image processing (sharp),
 * ffmpeg and on-device models shipped in npm packages (../perception: pose, faces, person mask,
 * background removal), loaded once per process. The → marks what a dedicated model would do
 * better.
 *
 * - Backdrop (background.ts): the border's median colour (the hair finder's backdrop), and the
 *   garment cut-out (backdrop colours, or the person mask; decision 095), trimmed to the garment
 *   (garmentCutOut).
 * - Try-on model check (model-check.ts): the pose (BlazePose) and faces of the model photo; refused
 *   with a message saying what to upload when no body is seen, shoulders to ankles are not all
 *   seen in the frame or the face is large next to the body (head-and-shoulders), the arms are
 *   raised or crossed, or the body is turned sideways (docs/decisions/019-try-on-perception.md).
 *   Also answered by POST /ai/virtual-tryon/check-model before anything is spent.
 * - Try-on (try-on.ts, body-frame.ts, warp.ts): the garment cut out (../perception
 *   removeBackground) and trimmed (background.ts garmentCutOut); body stations (shoulders, chest, hips, knees,
 *   ankles) from the pose with widths from the person mask; the garment warped piecewise-affinely
 *   onto them (top edge on the shoulder line, lower part on the hips, or knees/ankles for
 *   outerwear, dresses and trousers), following the body's tilt and width; shaded by the body's
 *   softened light; arms and hair (the person mask around the arms and above the shoulders)
 *   composited back in front.
 * - Body generator (svg-figure.ts, body-generator.ts): an SVG figure from height, BMI, body
 *   type, gender, age and skin tone on a studio backdrop; the face photo's detected face (box
 *   widened to the mesh outline) scaled onto the head in a feathered oval, no face refused.
 *   Prompt and hints are not read.
 * - Faces (face-regions.ts, portrait-check.ts): BlazeFace with the face mesh (perception/);
 *   outlines filled as masks; the hairstyle portrait check (no face, face under 15% of the
 *   shorter side, head turned past 0.5 rad yaw or 0.4 rad pitch; decision 020). Skin-colour
 *   rules and connected regions stay in skin.ts.
 * - Hairstyle (hair-mask.ts, hairstyle.ts): the painted mask, else the person mask minus the
 *   face outline minus skin (colour models sampled from the face and from the hair above it)
 *   around and above the face down to the shoulders, neck excluded; no face and no mask is
 *   refused. Reshaped by category: short, medium and updo cut it at the ears, shoulders or
 *   forehead (the cut filled with what lies beside it), long extends it, curly waves it; then
 *   recoloured keeping each pixel's brightness relative to the hair's mean, feathered edge.
 *   → hair segmentation.
 * - Image editing (src/contracts/edit-instructions.ts, edit-operations.ts): each preset a real operation scaled
 *   by strength; remove background is the cut-out (a transparent PNG), blur background
 *   keeps the person mask (or the cut-out) sharp, face enhancement works inside the detected
 *   face outlines only; instructions in Vietnamese (with or without diacritics) or English read
 *   by keywords; anything else is refused as unsupported, naming what is understood.
 * - Image to video (image-to-video.ts, ffmpeg.ts): zoom and pan with ffmpeg's zoompan, or one
 *   repeated frame with the camera fixed, in the chosen frame (decisions 014 and 044).
 * - Product to model and model swap (product-to-model.ts, worn-garment.ts, suitable-model.ts,
 *   frame-result.ts; issue 42): a demo. The garment is the product photo's cut-out, or the person's
 *   pixels in the category's body band when the photo shows someone wearing it; the try-on puts it
 *   on the chosen model's photo, or on a drawn figure ("a suitable model"); the background is
 *   filled white; the frame is padded with plain margin to the aspect and scaled to 1k, 2k or 4k
 *   (→ a product-to-model model: FASHN's, decision 120).
 * - Watermark (watermark.ts, video-watermark.ts): the brand name tiled diagonally into the
 *   pixels of an image, or overlaid by ffmpeg on every frame of a video.
 */
import { tryOnOptionsSet, type TryOnParams } from '../../../contracts/tools.ts';
import type { Engine } from '../engine.ts';
import { bodyGenerator } from './body-generator.ts';
import { hairstyle } from './hairstyle.ts';
import { imageEditing } from './image-editing.ts';
import { imageToVideo } from './image-to-video.ts';
import { modelSwap, productToModel } from './product-to-model.ts';
import { tryOn } from './try-on.ts';
import { warmUpLocalModels } from './warm-up.ts';

export { applyWatermark, watermarkPng } from './watermark.ts';
export { applyVideoWatermark } from './video-watermark.ts';

/** The local engine, stateless: one instance serves every job. */
export function createLocalEngine(): Engine {
  return {
    name: 'local',
    // One try-on mode, deterministic: FASHN's mode, seed, photo type and samples would be dropped.
    unsupportedOption(tool, request) {
      // Issue 42: the demo draws no scene; it fills white or keeps the model photo's background.
      if (tool === 'product-to-model' && request.params.background === 'scene') {
        return { option: 'params.background', model: 'local' };
      }
      if (tool !== 'virtual-tryon') return undefined;
      const [first] = tryOnOptionsSet(request.params as Partial<TryOnParams>);
      return first ? { option: `params.${first}`, model: 'local' } : undefined;
    },
    tryOn,
    bodyGenerator,
    hairstyle,
    imageEditing,
    imageToVideo,
    productToModel,
    modelSwap,
    async warmUp() {
      await warmUpLocalModels();
    },
  };
}
