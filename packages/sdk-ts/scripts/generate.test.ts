import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFile, renderGenerated, typeOf } from './generate-types.ts';
import { openApiDocument } from './openapi-document.ts';

describe('the SDK types', () => {
  it('match a fresh generation from the current OpenAPI document', async () => {
    const fresh = await renderGenerated(await openApiDocument(), generatedFile);
    // On failure: npx tsx packages/sdk-ts/scripts/generate.ts
    expect(readFileSync(generatedFile, 'utf8')).toBe(fresh);
  }, 60_000);

  it('turns nullable, enum and referenced schemas into TypeScript', () => {
    expect(typeOf({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeOf({ type: 'string', enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeOf({ $ref: '#/components/schemas/Job' })).toBe('Job');
    expect(typeOf({ type: 'array', items: { type: 'integer' } })).toBe('number[]');
  });
});
