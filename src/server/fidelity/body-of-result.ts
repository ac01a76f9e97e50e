import { bodyFrame, scaleFrame, type BodyFrame } from '../engine/local/body-frame.ts';
import type { BodyPart, Keypoint, Perception } from '../engine/perception/index.ts';

/** A keypoint under this score was not seen. */
const seen = 0.3;

/**
 * The body frame of a result the engine did not place a garment on (a remote engine's, or any
 * picture sent to `POST /v1/fidelity`), in the result's pixels (`width` across): null without
 * both shoulders and both hips. A picture cut off at the thighs, as a top's often is, still has
 * a frame: knees and ankles out of sight are placed where a standing body has them, below the
 * hips by one and two torso lengths, so only the legs' own measures depend on them.
 */
export function bodyOfResult(perception: Perception, width: number): BodyFrame | null {
  const k = perception.pose?.keypoints;
  const at = (part: BodyPart) => {
    const point = k?.[part];
    return point && point.score >= seen ? point : undefined;
  };
  const [ls, rs, lh, rh] = (['leftShoulder', 'rightShoulder', 'leftHip', 'rightHip'] as const).map(
    at,
  );
  if (!ls || !rs || !lh || !rh) return null;
  const torso = (lh.y + rh.y - ls.y - rs.y) / 2;
  // Shoulders closer than 0.4 or further than 1.6 torso lengths apart (a wide margin around a
  // standing, facing body) mean the pose took something else for a shoulder or a hip, and a
  // hem placed on it would be judged against a body that is not there.
  const shoulders = Math.hypot(ls.x - rs.x, ls.y - rs.y);
  if (torso <= 0 || shoulders < torso * 0.4 || shoulders > torso * 1.6) return null;
  const below = (hip: Keypoint, torsos: number): Keypoint => ({
    x: hip.x,
    y: hip.y + torso * torsos,
    score: 1,
  });
  const knees = [at('leftKnee') ?? below(lh, 1), at('rightKnee') ?? below(rh, 1)] as const;
  const ankles = [at('leftAnkle') ?? below(lh, 2), at('rightAnkle') ?? below(rh, 2)] as const;
  const keypoints: Partial<Record<BodyPart, Keypoint>> = {
    ...k,
    leftShoulder: ls,
    rightShoulder: rs,
    leftHip: lh,
    rightHip: rh,
    leftKnee: knees[0],
    rightKnee: knees[1],
    leftAnkle: ankles[0],
    rightAnkle: ankles[1],
  };
  const frame = bodyFrame({ ...perception, pose: { score: perception.pose!.score, keypoints } });
  return scaleFrame(frame, width / perception.width);
}
