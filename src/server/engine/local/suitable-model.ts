import type { BodyParams } from '../../../contracts/tools.ts';
import { bodyGenerator } from './body-generator.ts';

/** The demo engine's models when none is chosen: a woman, or a man when the prompt asks. */
const suitableBodies: Record<'female' | 'male', BodyParams> = {
  female: {
    gender: 'female',
    height: 165,
    weight: 52,
    age: 25,
    skinTone: 'light',
    bodyType: 'slim',
    aspectRatio: '3:4',
  },
  male: {
    gender: 'male',
    height: 175,
    weight: 68,
    age: 28,
    skinTone: 'medium',
    bodyType: 'athletic',
    aspectRatio: '3:4',
  },
};

/** "người mẫu nam", "a man walking": the prompt asks for a man ("Việt Nam" does not). */
const asksForMan = /\b(male|man|men|boy)\b|đàn ông|con trai|(người mẫu|mẫu|chàng trai) nam\b/i;

/**
 * "A suitable model" on the demo engine (issue 42): a figure drawn by the local body generator,
 * a man when the prompt asks for one, else a woman. FASHN makes a photographic model from the
 * prompt; the demo reads only that one word of it.
 */
export async function suitableModelPhoto(prompt: string | undefined): Promise<Buffer> {
  const body = suitableBodies[prompt && asksForMan.test(prompt) ? 'male' : 'female'];
  return (await bodyGenerator({ params: body })).data;
}
