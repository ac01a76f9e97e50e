import { describe, expect, it } from 'vitest';
import { parseGenerationEngines } from '../env.ts';
import { engineNameFor, type Engine, type EngineResult } from './engine.ts';
import { createEngineRouter } from './engine-router.ts';

/** An engine whose every call answers its own name, to see where a call went. */
function named(name: string): Engine {
  const result = () =>
    Promise.resolve({
      data: Buffer.from(name),
      contentType: 'image/png',
      width: 1,
      height: 1,
    } as EngineResult);
  return {
    name,
    tryOn: result,
    bodyGenerator: result,
    hairstyle: async () => ({ ...(await result()), mask: Buffer.alloc(0) }),
    imageEditing: result,
    imageToVideo: result,
    productToModel: result,
    modelSwap: result,
  };
}

describe('createEngineRouter', () => {
  const router = createEngineRouter(
    { local: named('local'), fal: named('fal') },
    parseGenerationEngines('virtual-tryon=fal,image-to-video=fal'),
  );

  it('sends each tool to its configured engine', async () => {
    const input = { params: {} } as never;
    expect(String((await router.tryOn(input)).data)).toBe('fal');
    expect(String((await router.imageToVideo(input)).data)).toBe('fal');
    expect(String((await router.imageEditing(input)).data)).toBe('local');
    expect(String((await router.hairstyle(input)).data)).toBe('local');
    expect(String((await router.bodyGenerator(input)).data)).toBe('local');
  });

  it('names the engine of each tool', () => {
    expect(engineNameFor(router, 'virtual-tryon')).toBe('fal');
    expect(engineNameFor(router, 'image-editing')).toBe('local');
    expect(engineNameFor(named('local'), 'virtual-tryon')).toBe('local');
  });
});
