import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a studio page with its query', () => {
    expect(safeReturnPath('/virtual-tryon')).toBe('/virtual-tryon');
    expect(safeReturnPath('/image-to-video?model=veo3')).toBe('/image-to-video?model=veo3');
    expect(safeReturnPath('/dashboard/')).toBe('/dashboard');
  });

  it('refuses anything that could leave the site or is not an app page', () => {
    for (const value of [
      'https://evil.example/virtual-tryon',
      '//evil.example/virtual-tryon',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/virtual-tryon#x',
      '/virtual-tryon/../admin',
      '/%2F%2Fevil.example',
      '/admin',
      '/pricing',
      'virtual-tryon',
      '/virtual-tryon\n',
      '',
      null,
      42,
      `/virtual-tryon?${'a'.repeat(400)}`,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});
