import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { productToModelParamsSchema } from '../../../contracts/product-to-model.ts';
import { cropToFrame, modelSwapInputs, productToModelInputs, scenePrompt } from './inputs.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#888' } })
    .png()
    .toBuffer();
const params = (values: Record<string, unknown> = {}) => productToModelParamsSchema.parse(values);

describe('the FASHN request builders', () => {
  it('sends the face reference, the frame and the resolution, never model_image beside them', async () => {
    const face = await png(20, 20);
    const inputs = await productToModelInputs(
      await png(30, 40),
      { photo: await png(30, 60), faceReference: face },
      params({ aspectRatio: '4:5', resolution: '4k', seed: 3 }),
    );
    expect(inputs).toMatchObject({
      face_reference: `data:image/png;base64,${face.toString('base64')}`,
      face_reference_mode: 'match_reference',
      aspect_ratio: '4:5',
      resolution: '4k',
      seed: 3,
      return_base64: true,
    });
    expect(inputs).not.toHaveProperty('model_image');
  });

  it('puts the product on a model photo cut to the frame, as FASHN keeps the photo frame', async () => {
    const inputs = await productToModelInputs(
      await png(30, 40),
      { photo: await png(100, 100) },
      params({ aspectRatio: '9:16' }),
    );
    expect(inputs).not.toHaveProperty('aspect_ratio');
    const sent = Buffer.from(String(inputs.model_image).split(',')[1]!, 'base64');
    const { width = 0, height = 0 } = await sharp(sent).metadata();
    expect(width / height).toBeCloseTo(9 / 16, 1);
  });

  it('writes the background into the prompt', () => {
    expect(scenePrompt({ prompt: 'walking', background: 'studio-white' })).toBe(
      'walking, plain white studio background',
    );
    expect(scenePrompt({ background: 'scene', scene: 'a street in Hội An' })).toBe(
      'background: a street in Hội An',
    );
    expect(scenePrompt({ background: 'marketplace' })).toBe('plain white studio background');
  });

  it('swaps to the face reference, else the model photo, keeping the source pose', async () => {
    const photo = await png(30, 60);
    const swap = await modelSwapInputs(
      await png(30, 60),
      { photo },
      {
        category: 'auto',
        resolution: '2k',
      },
    );
    expect(swap).toMatchObject({ face_reference_mode: 'match_base', resolution: '2k' });
    expect(swap.face_reference).toBe(`data:image/png;base64,${photo.toString('base64')}`);
    expect(swap).not.toHaveProperty('aspect_ratio');
    const described = await modelSwapInputs(
      await png(30, 60),
      {},
      {
        category: 'auto',
        resolution: '1k',
        prompt: 'a woman with short hair',
        aspectRatio: '1:1',
      },
    );
    expect(described).not.toHaveProperty('face_reference');
    expect(described).toMatchObject({ prompt: 'a woman with short hair', aspect_ratio: '1:1' });
  });

  it('sends a photo already in the frame as it is', async () => {
    const square = await png(50, 50);
    expect(await cropToFrame(square, '1:1')).toBe(square);
  });
});
