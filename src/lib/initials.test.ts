import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(initials({ name: 'Nguyễn Thị Lan', email: 'lan@example.com' })).toBe('NT');
    expect(initials({ name: 'Ánh Dương' })).toBe('ÁD');
  });

  it('takes one letter when the name is one word', () => {
    expect(initials({ name: 'lan' })).toBe('L');
  });

  it('ignores extra spaces in the name', () => {
    expect(initials({ name: '  trần   minh  ' })).toBe('TM');
  });

  it('falls back to the first letter of the email local part', () => {
    expect(initials({ name: '   ', email: 'đức.pham@example.com' })).toBe('Đ');
    expect(initials({ name: null, email: 'minh@example.com' })).toBe('M');
  });

  it('answers U when there is neither a name nor an email', () => {
    expect(initials({})).toBe('U');
    expect(initials(null)).toBe('U');
    expect(initials({ name: '', email: '@example.com' })).toBe('U');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initials({ name: '𝒜nna Bee' })).toBe('𝒜B');
  });
});
