import type { ModelRefusal } from '../../../contracts/try-on.ts';
import type { BodyPart, Keypoint, Perception, Point } from '../perception/index.ts';

/** Why a photo cannot be a try-on model, and each reason's message (contracts/try-on.ts). */
export { modelRefusalKeys, type ModelRefusal } from '../../../contracts/try-on.ts';

export type ModelCheck = { ok: true } | { ok: false; reason: ModelRefusal };

/**
 * The thresholds of the check (docs/decisions/019-try-on-perception.md). Measured on the shipped
 * photos: a found body scores 0.99, a full-body photo's knees and ankles 0.73–0.98; a frontal
 * body's shoulder width is 0.59–0.87 of its torso height; the head-and-shoulders portrait's face
 * is 0.75 of its (guessed) shoulder-to-ankle height, a standing person's under 0.2.
 */
export const modelCheckLimits = {
  /** BlazePose's body score under which no person is seen. */
  minBodyScore: 0.5,
  /** Keypoint score under which a shoulder, hip, elbow or wrist is taken as not visible. */
  minPartScore: 0.5,
  /**
   * The same for knees and ankles, lower: a dress or a squeezed photo leaves a visible knee at
   * 0.47; a photo cropped at the waist puts them under 0.2 or outside the frame.
   */
  minLegScore: 0.35,
  /** How far (share of the picture's side) a joint may lie outside the frame. */
  frameMargin: 0.02,
  /** The face's height over the shoulder-to-ankle height above which it is a close-up. */
  maxFaceShare: 0.35,
  /** The face's width over the shoulder width above which it is a close-up. */
  maxFaceToShoulders: 1.1,
  /** How far above the shoulder line (share of torso height) a wrist or elbow may be. */
  raisedMargin: 0.1,
  /**
   * How far above its own elbow (share of torso height, along the torso) a wrist may be: a hand
   * held up to the face (a phone in a mirror selfie, 0.32) rather than hanging (the photos that
   * pass hold every wrist 0.4 or more below its elbow).
   */
  raisedForearm: 0.15,
  /**
   * The thighs' depth (hips to knees, along the torso) over the shins' (knees to ankles) under
   * which the person is sitting: seated thighs point forwards or sideways and look short.
   * Standing measures 0.96–1.15 on the photos that pass; the woman on a bar stool 0.71.
   */
  minThighToShin: 0.85,
  /** How far past the body's middle (share of shoulder width) a wrist may reach. */
  crossedMargin: 0.15,
  /** Shoulder width over torso height under which the body is turned sideways. */
  minShoulderRatio: 0.3,
} as const;

const fullBodyParts: BodyPart[] = [
  'leftShoulder',
  'rightShoulder',
  'leftHip',
  'rightHip',
  'leftKnee',
  'rightKnee',
  'leftAnkle',
  'rightAnkle',
];

/**
 * Whether a model photo suits the try-on: one person, the whole body in the frame (shoulders to
 * ankles seen; not a close-up whose face is large next to the body), standing (not seated) and
 * in a neutral pose (arms down, no hand raised, not crossed, facing the camera). Rules and
 * thresholds in `modelCheckLimits`.
 * @example const check = checkTryOnModel(await analyseImage(photo, { pose: true, faces: true }));
 */
export function checkTryOnModel(perception: Perception): ModelCheck {
  const limits = modelCheckLimits;
  const { pose, width, height } = perception;
  if (!pose || pose.score < limits.minBodyScore) return refuse('no-person');
  const k = pose.keypoints;
  const seen = (part: BodyPart): Keypoint | undefined => {
    const point = k[part];
    const leg = part.endsWith('Knee') || part.endsWith('Ankle');
    if (!point || point.score < (leg ? limits.minLegScore : limits.minPartScore)) return undefined;
    const mx = width * limits.frameMargin;
    const my = height * limits.frameMargin;
    const inFrame =
      point.x >= -mx && point.x <= width + mx && point.y >= -my && point.y <= height + my;
    return inFrame ? point : undefined;
  };
  const shoulders = [seen('leftShoulder'), seen('rightShoulder')];
  const hips = [seen('leftHip'), seen('rightHip')];
  if (!shoulders[0] || !shoulders[1]) {
    return refuse(hips[0] || hips[1] ? 'not-full-body' : 'no-person');
  }
  if (!fullBodyParts.every((part) => seen(part))) return refuse('not-full-body');

  const shoulderMid = middle(shoulders[0], shoulders[1]);
  const hipMid = middle(hips[0]!, hips[1]!);
  const ankleMid = middle(k.leftAnkle!, k.rightAnkle!);
  const shoulderWidth = distance(shoulders[0], shoulders[1]);
  const torso = distance(shoulderMid, hipMid);
  const standing = distance(shoulderMid, ankleMid);
  // Ankles above the hips, or legs shorter than half the torso: not a standing full body.
  if (ankleMid.y <= hipMid.y || standing < torso * 1.5) return refuse('not-full-body');
  const face = perception.faces.reduce<Perception['faces'][number] | undefined>(
    (largest, next) => (!largest || next.box.height > largest.box.height ? next : largest),
    undefined,
  );
  if (
    face &&
    (face.box.height > standing * limits.maxFaceShare ||
      face.box.width > shoulderWidth * limits.maxFaceToShoulders)
  ) {
    return refuse('not-full-body');
  }

  // Depth along the torso, from the shoulders' middle towards the hips'.
  const down = unit(shoulderMid, hipMid);
  const below = (from: Point, to: Point) => dot(sub(to, from), down);
  const thighs = below(hips[0]!, k.leftKnee!) + below(hips[1]!, k.rightKnee!);
  const shins = below(k.leftKnee!, k.leftAnkle!) + below(k.rightKnee!, k.rightAnkle!);
  if (shins <= 0 || thighs < shins * limits.minThighToShin) return refuse('seated');

  // Above the shoulder line: the line's height at the joint's x, less a margin.
  const shoulderLineY = (x: number) => {
    const [a, b] = shoulders as [Keypoint, Keypoint];
    const t = b.x === a.x ? 0.5 : (x - a.x) / (b.x - a.x);
    return a.y + (b.y - a.y) * t;
  };
  const arms = ['leftElbow', 'rightElbow', 'leftWrist', 'rightWrist'] as const;
  for (const part of arms) {
    const joint = k[part];
    if (!joint || joint.score < limits.minPartScore) continue;
    if (joint.y < shoulderLineY(joint.x) - torso * limits.raisedMargin)
      return refuse('arms-raised');
  }
  for (const side of ['left', 'right'] as const) {
    const elbow = k[`${side}Elbow`];
    const wrist = k[`${side}Wrist`];
    if (!elbow || !wrist || Math.min(elbow.score, wrist.score) < limits.minPartScore) continue;
    if (below(wrist, elbow) > torso * limits.raisedForearm) return refuse('arms-raised');
  }

  if (shoulderWidth < torso * limits.minShoulderRatio) return refuse('turned-sideways');

  // Each wrist's position across the body, from the middle towards its own shoulder: a wrist
  // well on the other side of the middle is a crossed arm.
  const across = unit(shoulders[0], shoulders[1]);
  for (const [wristPart, shoulder] of [
    ['leftWrist', shoulders[0]],
    ['rightWrist', shoulders[1]],
  ] as const) {
    const wrist = k[wristPart];
    if (!wrist || wrist.score < limits.minPartScore) continue;
    const side = Math.sign(dot(sub(shoulder, shoulderMid), across));
    const reach = dot(sub(wrist, shoulderMid), across) * side;
    if (reach < -shoulderWidth * limits.crossedMargin) return refuse('arms-crossed');
  }
  return { ok: true };
}

function refuse(reason: ModelRefusal): ModelCheck {
  return { ok: false, reason };
}

export function middle(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

function sub(a: Point, b: Point): Point {
  return { x: a.x - b.x, y: a.y - b.y };
}

function dot(a: Point, b: Point): number {
  return a.x * b.x + a.y * b.y;
}

/** The unit vector from a to b. */
function unit(a: Point, b: Point): Point {
  const length = Math.max(1e-6, distance(a, b));
  return { x: (b.x - a.x) / length, y: (b.y - a.y) / length };
}
