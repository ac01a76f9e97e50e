import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFile, renderGenerated, typeOf } from './generate-types.ts';
import { KieuClient } from '../src/client.ts';
import { operationMethods } from '../src/operations.ts';
import { openApiDocument } from './openapi-document.ts';

describe('the SDK types', () => {
  it('match a fresh generation from the current OpenAPI document', async () => {
    const fresh = await renderGenerated(await openApiDocument(), generatedFile);
    // On failure: npx tsx packages/sdk-ts/scripts/generate.ts
    expect(readFileSync(generatedFile, 'utf8')).toBe(fresh);
  }, 60_000);

  it('names a client method for every operation of the document', async () => {
    const document = await openApiDocument();
    const documented = Object.values(document.paths).flatMap((path) =>
      Object.values(path).map((operation) => operation.operationId as string),
    );
    // On failure: name the new operation's method in packages/sdk-ts/src/operations.ts.
    expect(new Set(documented)).toEqual(new Set(Object.keys(operationMethods)));
    for (const [operation, method] of Object.entries(operationMethods)) {
      expect(typeof KieuClient.prototype[method], operation).toBe('function');
    }
  }, 60_000);

  it('turns nullable, enum and referenced schemas into TypeScript', () => {
    expect(typeOf({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeOf({ type: 'string', enum: ['a', 'b'] })).toBe('"a" | "b"');
    expect(typeOf({ $ref: '#/components/schemas/Job' })).toBe('Job');
    expect(typeOf({ type: 'array', items: { type: 'integer' } })).toBe('number[]');
    expect(typeOf({ anyOf: [{ type: 'string' }, { type: 'string', format: 'uri' }] })).toBe(
      'string',
    );
  });

  it('makes required the properties each alternative of an anyOf asks for', () => {
    const exportBody = {
      type: 'object',
      properties: {
        batch_id: { type: 'string' },
        job_ids: { type: 'array', items: { type: 'string' } },
      },
      required: [],
      anyOf: [{ required: ['batch_id'] }, { required: ['job_ids'] }],
    };
    expect(typeOf(exportBody)).toBe(
      '{\n  batch_id?: string;\n  job_ids?: string[];\n} & ({ batch_id: string } | { job_ids: string[] })',
    );
  });
});
