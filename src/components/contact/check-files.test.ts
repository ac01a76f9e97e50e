import { describe, expect, it } from 'vitest';
import { checkFiles } from './check-files.ts';

const limits = { maxFiles: 4, maxBytes: 10 * 1024 * 1024 };
const file = (name: string, size = 100) => ({ name, size });

describe('checkFiles', () => {
  it('accepts up to four PNG, JPG or PDF files of 10 MB', () => {
    expect(
      checkFiles(
        [file('a.png'), file('b.JPG'), file('c.jpeg'), file('d.pdf', limits.maxBytes)],
        limits,
      ),
    ).toBeNull();
  });
  it('refuses a fifth file', () => {
    expect(
      checkFiles(
        Array.from({ length: 5 }, (_, i) => file(`${i}.png`)),
        limits,
      ),
    ).toBe('tooManyFiles');
  });
  it('refuses other types', () => {
    expect(checkFiles([file('a.gif')], limits)).toBe('fileType');
  });
  it('refuses 10 MB plus one byte', () => {
    expect(checkFiles([file('a.png', limits.maxBytes + 1)], limits)).toBe('fileTooLarge');
  });
});
