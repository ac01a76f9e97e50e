import type { BodyResult, FaceResult, Tensor } from '@vladmandic/human';
import { decodeForAnalysis, type RgbImage } from './rgb-image.ts';
import { withHuman } from './human-runtime.ts';
import { personMask, type PersonMask } from './person-segmentation.ts';

export type { PersonMask } from './person-segmentation.ts';

export interface Point {
  x: number;
  y: number;
}

export interface Keypoint extends Point {
  score: number;
}

/** BlazePose's 33 named keypoints (left and right are the person's own). */
export type BodyPart =
  | 'nose'
  | 'leftEye'
  | 'rightEye'
  | 'leftEar'
  | 'rightEar'
  | 'leftShoulder'
  | 'rightShoulder'
  | 'leftElbow'
  | 'rightElbow'
  | 'leftWrist'
  | 'rightWrist'
  | 'leftHip'
  | 'rightHip'
  | 'leftKnee'
  | 'rightKnee'
  | 'leftAnkle'
  | 'rightAnkle'
  | 'leftHeel'
  | 'rightHeel'
  | 'leftFoot'
  | 'rightFoot';

export interface Pose {
  score: number;
  keypoints: Partial<Record<BodyPart, Keypoint>>;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Face {
  score: number;
  box: Box;
  /** Head rotation in radians: yaw turns left/right, pitch nods, roll tilts. */
  yaw: number;
  pitch: number;
  roll: number;
  /** The face outline (jaw, cheeks, forehead) from the face mesh, clockwise. */
  outline: Point[];
}

/** What the models saw in one picture, in the picture's own pixel coordinates. */
export interface Perception {
  width: number;
  height: number;
  pose: Pose | null;
  faces: Face[];
  mask: PersonMask | null;
}

export interface AnalyseOptions {
  pose?: boolean;
  faces?: boolean;
  mask?: boolean;
}

/**
 * Runs the on-device models on an image: body pose, faces (with mesh and head rotation) and the
 * person mask, each only when asked. Models load once per process and calls run one at a time.
 * @example const { pose } = await analyseImage(photo, { pose: true });
 */
export async function analyseImage(
  image: Buffer,
  options: AnalyseOptions = { pose: true, faces: true, mask: true },
): Promise<Perception> {
  const rgb = await decodeForAnalysis(image);
  return withHuman(async (human) => {
    const input = human.tf.tensor3d(new Uint8Array(rgb.data), [rgb.height, rgb.width, 3], 'int32');
    try {
      const wantDetect = Boolean(options.pose || options.faces);
      const detected = wantDetect
        ? await human.detect(input as unknown as Tensor, {
            face: { enabled: Boolean(options.faces) },
            body: { enabled: Boolean(options.pose) },
          })
        : undefined;
      const mask = options.mask ? await personMask(human, input as unknown as Tensor) : null;
      return {
        width: rgb.originalWidth,
        height: rgb.originalHeight,
        pose: options.pose ? toPose(detected?.body[0], rgb) : null,
        faces: options.faces ? (detected?.face ?? []).map((face) => toFace(face, rgb)) : [],
        mask,
      };
    } finally {
      input.dispose();
    }
  });
}

function toPose(body: BodyResult | undefined, rgb: RgbImage): Pose | null {
  if (!body) return null;
  const keypoints: Pose['keypoints'] = {};
  for (const point of body.keypoints) {
    keypoints[point.part as BodyPart] = {
      x: point.position[0] * rgb.scale,
      y: point.position[1] * rgb.scale,
      score: point.score,
    };
  }
  return { score: body.score, keypoints };
}

function toFace(face: FaceResult, rgb: RgbImage): Face {
  const [x, y, width, height] = face.box;
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
  const outline = (face.annotations.silhouette ?? []).map(([px, py]) => ({
    x: px! * rgb.scale,
    y: py! * rgb.scale,
  }));
  return {
    score: face.score,
    box: {
      x: x * rgb.scale,
      y: y * rgb.scale,
      width: width * rgb.scale,
      height: height * rgb.scale,
    },
    yaw: angle.yaw,
    pitch: angle.pitch,
    roll: angle.roll,
    outline,
  };
}
