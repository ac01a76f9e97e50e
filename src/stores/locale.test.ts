import { describe, expect, it } from 'vitest';
import { detectLocale } from './locale.ts';

describe('the app language', () => {
  it('prefers the stored choice', () => {
    expect(detectLocale({ stored: 'en', languages: ['vi-VN'] })).toBe('en');
  });

  it('else follows the browser, else Vietnamese', () => {
    expect(detectLocale({ stored: null, languages: ['fr-FR', 'en-US'] })).toBe('en');
    expect(detectLocale({ stored: 'de', languages: ['fr-FR'] })).toBe('vi');
    expect(detectLocale({ stored: null, languages: [] })).toBe('vi');
  });
});
