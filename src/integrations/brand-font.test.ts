import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { woffToSfnt } from './brand-font.ts';

const require = createRequire(import.meta.url);
const files = path.join(path.dirname(require.resolve('@fontsource/be-vietnam-pro')), 'files');

describe('woffToSfnt', () => {
  it('unpacks every table of a WOFF font into a TrueType file', () => {
    const woff = readFileSync(path.join(files, 'be-vietnam-pro-vietnamese-700-normal.woff'));
    const font = woffToSfnt(woff);
    const count = woff.readUInt16BE(12);
    expect(font.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    expect(font.readUInt16BE(4)).toBe(count);
    // The WOFF header records the size of the font it wraps.
    expect(font.length).toBe(woff.readUInt32BE(16));
    for (let i = 0; i < count; i++) {
      expect(font.readUInt32BE(12 + i * 16 + 12)).toBe(woff.readUInt32BE(44 + i * 20 + 12));
    }
  });

  it('refuses what is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, not even close'))).toThrow('WOFF');
  });
});
