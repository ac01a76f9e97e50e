import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accountExportJsonSchema } from './account-export.ts';

describe('the published account export schema', () => {
  it('is the JSON Schema generated from the zod contract', () => {
    const published = JSON.parse(
      readFileSync(
        new URL('../../public/schemas/account-export.schema.json', import.meta.url),
        'utf8',
      ),
    );
    // On failure: npx tsx scripts/write-account-export-schema.ts, then commit the file.
    expect(published).toEqual(JSON.parse(JSON.stringify(accountExportJsonSchema())));
  });
});
