/**
 * On-device perception for the local engine, all on the CPU from models shipped inside npm
 * packages (no network):
 * - analyse-image.ts: body pose (BlazePose, 33 keypoints), faces (BlazeFace + face mesh, head
 *   rotation) and the person mask (MediaPipe selfie segmentation), through @vladmandic/human on
 *   TensorFlow.js's WASM backend. Loaded once per process (human-runtime.ts).
 * - remove-background.ts: the cut-out, in a thread of its own (background-thread.ts): the
 *   backdrop's colours (backdrop-mask.ts) joined with the selfie segmentation's person mask
 *   (person-segmentation.ts) as cut-out-mask.ts decides (decision 095).
 * Both run one call at a time per process, which bounds memory to one working set per model.
 */
export {
  analyseImage,
  type AnalyseOptions,
  type BodyPart,
  type Box,
  type Face,
  type Keypoint,
  type Perception,
  type PersonMask,
  type Point,
  type Pose,
} from './analyse-image.ts';
export { loadHuman, modelLoadMs } from './human-runtime.ts';
export { loadBackgroundModel, removeBackground, type CutOut } from './remove-background.ts';
