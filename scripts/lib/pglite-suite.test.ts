import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pgliteFiles } from './pglite-suite.ts';

describe('the integration files run on PGlite (decision 074)', () => {
  it('names only files that exist, each with its reason', () => {
    const missing = Object.keys(pgliteFiles).filter(
      (file) => !existsSync(`tests/integration/${file}`),
    );
    expect(missing).toEqual([]);
    expect(Object.values(pgliteFiles).every((reason) => reason.length > 10)).toBe(true);
  });
});
