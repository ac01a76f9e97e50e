import sharp from 'sharp';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';

/** One studio request of the mix: the tool, and its body once its inputs are uploaded. */
export interface MixItem {
  tool: string;
  body: Record<string, unknown>;
}

/** How many of each the mix holds; also the row's name. */
export const mixCounts = {
  'virtual-tryon': 10,
  'body-generator': 15,
  'hairstyle-changer': 15,
  'image-editing': 40,
  'image-to-video': 20,
} as const;

export const mixName = Object.entries(mixCounts)
  .map(([tool, count]) => `${count} ${tool}`)
  .join(', ');

const presets = [
  'enhance-quality',
  'color-adjustment',
  'lighting-correction',
  'face-enhancement',
  'remove-background',
] as const;
const styles = ['pixie', 'noodle-curls'] as const;

/** A T-shirt drawing in its own colour, so each try-on cuts out a garment it has not seen. */
function garment(index: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="#ffffff"/>
    <path d="M220 150 Q300 200 380 150 L500 210 L460 320 L410 290 L410 650 L190 650 L190 290 L140 320 L100 210 Z"
      fill="hsl(${index * 36}, 70%, 45%)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A photo made a little brighter per index: new bytes, as a new upload would be. */
async function variant(photo: Buffer, index: number): Promise<Buffer> {
  return sharp(photo)
    .modulate({ brightness: 1 + index / 200 })
    .png()
    .toBuffer();
}

/**
 * The 100 requests of the memory bench, interleaved by tool, with their inputs uploaded through
 * `upload(bytes, kind)` (which answers the asset id). Image editing and try-on get new bytes
 * each time: background cut-outs are cached by the input's bytes.
 */
export async function buildMix(
  upload: (bytes: Buffer, kind: 'model' | 'garment' | 'image') => Promise<string>,
): Promise<MixItem[]> {
  const [portrait, fullBody] = await Promise.all([
    samplePhoto('portrait'),
    samplePhoto('fullBody'),
  ]);
  const model = await upload(fullBody, 'model');
  const face = await upload(portrait, 'image');
  const video = await upload(fullBody, 'image');
  const lists: MixItem[][] = [];
  const tryOns: MixItem[] = [];
  for (let i = 0; i < mixCounts['virtual-tryon']; i += 1) {
    const clothing = await upload(await garment(i), 'garment');
    tryOns.push({
      tool: 'virtual-tryon',
      body: { inputs: { person: model, clothing }, params: { category: 'tops' } },
    });
  }
  lists.push(tryOns);
  lists.push(
    Array.from({ length: mixCounts['body-generator'] }, (_, i) => ({
      tool: 'body-generator',
      body: {
        inputs: { face },
        params: {
          gender: i % 2 ? 'male' : 'female',
          height: 160 + i,
          weight: 55 + i,
          age: 25 + i,
          skinTone: 'medium',
          bodyType: 'average',
        },
      },
    })),
  );
  lists.push(
    Array.from({ length: mixCounts['hairstyle-changer'] }, (_, i) => ({
      tool: 'hairstyle-changer',
      body: {
        inputs: { person: face },
        params: { styleId: styles[i % styles.length], hairColor: i % 2 ? 'black' : 'auburn' },
      },
    })),
  );
  const edits: MixItem[] = [];
  for (let i = 0; i < mixCounts['image-editing']; i += 1) {
    const source = await upload(await variant(portrait, i), 'image');
    edits.push({
      tool: 'image-editing',
      body: { inputs: { source }, params: { preset: presets[i % presets.length] } },
    });
  }
  lists.push(edits);
  lists.push(
    Array.from({ length: mixCounts['image-to-video'] }, () => ({
      tool: 'image-to-video',
      body: { inputs: { source: video }, params: { duration: 5, resolution: '480p' } },
    })),
  );
  // Interleaved, so memory is measured after a mix, not after one tool's run.
  const mix: MixItem[] = [];
  for (let i = 0; mix.length < 100; i += 1) {
    for (const list of lists) if (list[i]) mix.push(list[i]!);
  }
  return mix;
}
