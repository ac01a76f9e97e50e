import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('avatar initials', () => {
  it('takes the first letters of up to two words of the name', () => {
    expect(initials({ name: 'Phạm Thị Lan' })).toBe('PT');
    expect(initials({ name: 'đức' })).toBe('Đ');
  });

  it('falls back to the email, then U', () => {
    expect(initials({ name: '  ', email: 'mai@kieu.vn' })).toBe('M');
    expect(initials({})).toBe('U');
  });
});
