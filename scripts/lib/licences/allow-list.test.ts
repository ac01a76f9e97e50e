import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nameMatches, readAllowList, versionMatches } from './allow-list.ts';

describe('the allow-list', () => {
  it('matches names exactly, or with * for any characters', () => {
    expect(nameMatches('valid-url', 'valid-url')).toBe(true);
    expect(nameMatches('valid-url', 'valid-url-2')).toBe(false);
    expect(nameMatches('@img/sharp-libvips-*', '@img/sharp-libvips-linux-x64')).toBe(true);
    expect(nameMatches('@img/sharp-libvips-*', '@img/sharp-linux-x64')).toBe(false);
    expect(nameMatches('a.b', 'axb')).toBe(false);
  });

  it('matches exact versions, x parts and *', () => {
    expect(versionMatches('1.3.4', '1.3.4')).toBe(true);
    expect(versionMatches('1.3.4', '1.3.5')).toBe(false);
    expect(versionMatches('1.3.x', '1.3.9')).toBe(true);
    expect(versionMatches('1.x', '1.9.0')).toBe(true);
    expect(versionMatches('1.x', '2.0.0')).toBe(false);
    expect(versionMatches('*', '0.0.1')).toBe(true);
  });

  it('refuses an entry without a reason, naming the field', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kieu-allow-')), 'allow.json');
    writeFileSync(
      file,
      JSON.stringify({ exceptions: [{ package: 'a', version: '1.0.0', licence: 'GPL-3.0' }] }),
    );
    expect(() => readAllowList(file)).toThrow(/exceptions\.0\.reason/);
    expect(readAllowList(path.join(path.dirname(file), 'missing.json'))).toEqual([]);
  });
});
