import { describe, expect, it } from 'vitest';
import { sniffVerifyMediaType, verifyLimitFor, verifyLimits } from './verify-file.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe('sniffVerifyMediaType', () => {
  it('recognises each accepted format by its magic number', () => {
    expect(sniffVerifyMediaType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffVerifyMediaType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('image/png');
    expect(sniffVerifyMediaType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
    expect(sniffVerifyMediaType(bytes([0, 0, 0, 24], 'ftypisom'))).toBe('video/mp4');
    expect(sniffVerifyMediaType(bytes([0, 0, 0, 20], 'ftypqt  '))).toBe('video/quicktime');
  });

  it('refuses text, other formats, empty and truncated files', () => {
    expect(sniffVerifyMediaType(bytes('hello, this is text'))).toBeNull();
    expect(sniffVerifyMediaType(bytes('GIF89a'))).toBeNull();
    expect(sniffVerifyMediaType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffVerifyMediaType(new Uint8Array())).toBeNull();
    expect(sniffVerifyMediaType(bytes([0x89], 'PN'))).toBeNull();
  });

  it('gives videos a larger limit than images', () => {
    expect(verifyLimitFor('image/png')).toBe(verifyLimits.maxImageBytes);
    expect(verifyLimitFor('video/mp4')).toBeGreaterThan(verifyLimits.maxImageBytes);
  });
});
