import { describe, expect, it } from 'vitest';
import { islandT } from '../../app-shell/i18n-core.ts';
import { bodyFieldMessage, missingBodyParameter } from './body-form.ts';

const full = {
  gender: 'female',
  height: 165,
  weight: 55,
  age: 28,
  skinTone: 'light',
  bodyType: 'slim',
};

describe('missingBodyParameter', () => {
  it('is false when every body parameter is set', () => {
    expect(missingBodyParameter(full)).toBe(false);
  });

  it('is true for an empty choice or an empty number (NaN)', () => {
    expect(missingBodyParameter({ ...full, gender: undefined })).toBe(true);
    expect(missingBodyParameter({ ...full, height: Number.NaN })).toBe(true);
    expect(missingBodyParameter({ ...full, bodyType: '' })).toBe(true);
  });
});

describe('bodyFieldMessage', () => {
  it('fills the bounds of each number in both languages', () => {
    expect(bodyFieldMessage(islandT('en'), 'generation.heightRange')).toBe(
      'Height must be between 140 and 210 cm',
    );
    expect(bodyFieldMessage(islandT('vi'), 'generation.ageRange')).toContain('16');
    expect(bodyFieldMessage(islandT('en'), 'generation.hintsTooLong')).toBe(
      'The hints must be at most 300 characters',
    );
  });
});
