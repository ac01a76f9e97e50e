import { describe, expect, it } from 'vitest';
import { hairstyles } from '../../../contracts/hairstyles.ts';
import { hairstyleRecord } from './hairstyle-record.ts';

describe('the style a hairstyle run records (spec §3)', () => {
  it('records the style type and the style name, not only the id', () => {
    expect(hairstyleRecord('pixie')).toEqual({ styleType: 'short', styleName: 'Pixie' });
    expect(hairstyleRecord('pompadour')).toEqual({ styleType: 'updo', styleName: 'Pompadour' });
  });

  it('has a distinct name for each of the twenty styles', () => {
    const names = hairstyles.map((style) => hairstyleRecord(style.id)?.styleName);
    expect(names.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
    expect(new Set(names).size).toBe(20);
  });

  it('records nothing for an unknown style', () => {
    expect(hairstyleRecord('beehive')).toBeNull();
  });
});
