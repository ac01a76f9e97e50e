import { describe, expect, it } from 'vitest';
import { detectLocale } from './locale.ts';

describe('the app language', () => {
  it('prefers the stored choice (the studio’s switch or the public site’s page)', () => {
    expect(detectLocale({ stored: 'en' })).toBe('en');
    expect(detectLocale({ stored: 'vi' })).toBe('vi');
  });

  it('else Vietnamese, whatever the browser prefers', () => {
    expect(detectLocale({ stored: null })).toBe('vi');
    expect(detectLocale({ stored: 'de' })).toBe('vi');
  });
});
