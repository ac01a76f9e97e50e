import type { BodyFrame } from '../engine/local/body-frame.ts';
import { isSkin } from '../engine/local/skin.ts';
import type { Perception } from '../engine/perception/index.ts';
import { rgbToLab } from './colour-difference.ts';
import type { DominantColour } from './dominant-colours.ts';
import type { GarmentRegion, Pixels } from './garment-region.ts';

/**
 * A pixel within this CIELAB distance (ΔE 1976) of one of the product's main colours is of the
 * garment: wider than the colour check's thresholds, because shade and light on a body move a
 * fabric's colour more than a faithful result moves its palette.
 */
const MATCH = 18;

// CIELAB of every colour at 5 bits a channel: a result has a million pixels, and a match within
// ΔE 18 does not need the last three bits.
let labTable: Float32Array | undefined;
/** Where a colour's CIELAB starts in the table (the table built on first use). */
function labAt(r: number, g: number, b: number): number {
  if (!labTable) {
    labTable = new Float32Array(32 * 32 * 32 * 3);
    for (let i = 0; i < 32 * 32 * 32; i += 1) {
      const lab = rgbToLab(((i >> 10) << 3) + 4, (((i >> 5) & 31) << 3) + 4, ((i & 31) << 3) + 4);
      labTable.set(lab, i * 3);
    }
  }
  return (((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3)) * 3;
}

/**
 * The garment in a result no engine placed (a remote engine's, or a picture sent to
 * `POST /v1/fidelity`), for its shape: the person's pixels from just above the shoulders down,
 * less skin, whose colour is one of the product's. Unlike the colour check's region it is not
 * cut to the category's body band, so a hem or a sleeve can be found where it really ends.
 */
export function garmentByColour(
  image: Pixels,
  perception: Perception,
  frame: BodyFrame,
  colours: DominantColour[],
): GarmentRegion {
  const { width, height, data } = image;
  const mask = new Uint8Array(width * height);
  const person = perception.mask;
  if (!person || !colours.length) return { image, mask };
  const { shoulders } = frame.stations;
  const top = Math.max(0, Math.floor(shoulders.centre.y - frame.torso * 0.25));
  const limit = MATCH * MATCH;
  for (let y = top; y < height; y += 1) {
    const my = Math.min(person.height - 1, Math.floor((y / height) * person.height));
    for (let x = 0; x < width; x += 1) {
      const mx = Math.min(person.width - 1, Math.floor((x / width) * person.width));
      if (person.data[my * person.width + mx]! < 128) continue;
      const i = (y * width + x) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (isSkin(r, g, b)) continue;
      const at = labAt(r, g, b);
      const [l, a, bb] = [labTable![at]!, labTable![at + 1]!, labTable![at + 2]!];
      for (const { lab: c } of colours) {
        if ((l - c[0]) ** 2 + (a - c[1]) ** 2 + (bb - c[2]) ** 2 < limit) {
          mask[y * width + x] = 1;
          break;
        }
      }
    }
  }
  return { image, mask };
}
