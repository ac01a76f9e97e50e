import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesFromZod, translateMessage } from './localize.ts';

const schema = z.strictObject({
  preset: z.enum(['shopee', 'lazada']),
  category: z.enum(['tops', 'auto'], { error: 'generation.categoryInvalid' }),
  webhook_url: z.string().max(5).optional(),
  height: z.number().min(140, { error: 'generation.heightRange' }).optional(),
});

/** The issues of `body` as the API or the studio words them, in English. */
function wording(body: unknown, surface: 'api' | 'studio') {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected a refusal');
  return issuesFromZod(result.error, { surface }).map(({ path, message, params }) => [
    path,
    translateMessage(message, 'en', params),
  ]);
}

describe('the public API’s wording of field problems (issue 45, defect 11)', () => {
  const body = { preset: 'amazon', category: 'ao dai', webhook_url: 'https://x', height: 100 };

  it('names each field and what it takes, keeping a message that already names its bounds', () => {
    expect(wording(body, 'api')).toEqual([
      ['preset', 'preset must be one of: shopee, lazada.'],
      ['category', 'category must be one of: tops, auto.'],
      ['webhook_url', 'webhook_url must be at most 5 characters long.'],
      // A contract message that names its bounds is the studio's as well.
      wording(body, 'studio')[3],
    ]);
  });

  it('leaves the studio its own words', () => {
    expect(wording(body, 'studio').slice(0, 2)).toEqual([
      ['preset', 'The request is not valid.'],
      ['category', translateMessage('generation.categoryInvalid', 'en')],
    ]);
  });
});
