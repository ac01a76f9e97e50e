import { describe, expect, it } from 'vitest';
import { hairColors } from '../../../contracts/hairstyles.ts';
import { analyseImage } from '../perception/index.ts';
import { samplePhoto } from '../perception/sample-photos.ts';
import { largestFace, outlineBox } from './face-regions.ts';
import { findHair } from './hair-mask.ts';
import { hairstyle } from './hairstyle.ts';
import { decodeRgba, hexToRgb } from './image.ts';
import { colourDistance, decode } from './test-support.ts';

// The on-device models run for real on the shipped portrait (800 x 800, hair pulled back into a
// ponytail over her left shoulder).
const slow = { timeout: 60_000 };

async function portraitHair() {
  const photo = await samplePhoto('portrait');
  const image = await decodeRgba(photo);
  const seen = await analyseImage(photo, { faces: true, pose: true, mask: true });
  const region = await findHair(image, seen);
  return { photo, image, seen, region: region!, face: outlineBox(largestFace(seen.faces)!) };
}

describe('hair found on a real portrait', () => {
  it('covers the hair above and beside the face and not the face itself', slow, async () => {
    const { image, region, face } = await portraitHair();
    const { width } = image;
    const share = (x0: number, y0: number, x1: number, y1: number) => {
      let set = 0;
      let all = 0;
      for (let y = Math.round(y0); y < y1; y++) {
        for (let x = Math.round(x0); x < x1; x++) {
          set += region.mask[y * width + x]!;
          all++;
        }
      }
      return set / all;
    };
    const centreX = face.x + face.width / 2;
    // The crown: a band above the face outline, over its middle.
    const crown = share(centreX - face.width * 0.3, face.y - face.height * 0.4, centreX, face.y);
    // Beside the face at eye height, on the side the hair is combed to (the picture's left).
    const side = share(
      face.x - face.width * 0.2,
      face.y + face.height * 0.2,
      face.x,
      face.y + face.height * 0.45,
    );
    // The middle of the face: eyes, nose and cheeks.
    const middle = share(
      face.x + face.width * 0.3,
      face.y + face.height * 0.3,
      face.x + face.width * 0.7,
      face.y + face.height * 0.7,
    );
    console.info(
      `hair mask: crown ${(crown * 100).toFixed(1)}%, beside ${(side * 100).toFixed(1)}%, face middle ${(middle * 100).toFixed(1)}%`,
    );
    expect(crown).toBeGreaterThan(0.7);
    expect(side).toBeGreaterThan(0.6);
    expect(middle).toBe(0);
    const centre = Math.round(face.y + face.height / 2) * width + Math.round(centreX);
    expect(region.mask[centre]).toBe(0);
    // Nothing far below the shoulders: the dress and the arms are not hair.
    expect(share(0, image.height * 0.75, width, image.height)).toBe(0);
  });

  it('recolours the detected hair and almost nothing else', slow, async () => {
    const { photo } = await portraitHair();
    // A long style keeps every detected pixel (it only grows the tips), so the mask it returns
    // is exactly where the colour went.
    const result = await hairstyle({
      portrait: photo,
      params: { styleId: 'hime', hairColor: 'red' },
    });
    const before = await decode(photo);
    const after = await decode(result.data);
    const mask = await decode(result.mask);
    const target = hexToRgb(hairColors.red);
    let inside = 0;
    let insideChanged = 0;
    let outside = 0;
    let outsideChanged = 0;
    let closer = 0;
    for (let p = 0; p < before.width * before.height; p++) {
      const i = p * 4;
      const was = [before.data[i]!, before.data[i + 1]!, before.data[i + 2]!];
      const now = [after.data[i]!, after.data[i + 1]!, after.data[i + 2]!];
      const changed = colourDistance(was, now) > 20;
      if (mask.data[i]! >= 128) {
        inside++;
        if (changed) insideChanged++;
        if (colourDistance(now, target) < colourDistance(was, target)) closer++;
      } else {
        outside++;
        if (changed) outsideChanged++;
      }
    }
    console.info(
      `hair recolouring: ${inside} hair pixels, ${((insideChanged / inside) * 100).toFixed(1)}% changed by > 20 (RGB distance), ${((closer / inside) * 100).toFixed(1)}% closer to the colour; ${outside} other pixels, ${((outsideChanged / outside) * 100).toFixed(2)}% changed by > 20`,
    );
    expect(inside).toBeGreaterThan(before.width * before.height * 0.05);
    expect(insideChanged / inside).toBeGreaterThan(0.8);
    expect(closer / inside).toBeGreaterThan(0.9);
    expect(outsideChanged / outside).toBeLessThan(0.02);
  });
});
