import { describe, expect, it } from 'vitest';
import { THEME_KEY, storeTheme } from './theme.ts';

describe('the stored theme (spec §3)', () => {
  it('stores light, also over another value', () => {
    const stored = new Map<string, string>([[THEME_KEY, 'dark']]);
    storeTheme({ setItem: (key, value) => void stored.set(key, value) });
    expect(stored.get('kieu.theme')).toBe('light');
  });

  it('does not fail where storage is refused', () => {
    expect(() =>
      storeTheme({
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      }),
    ).not.toThrow();
  });
});
