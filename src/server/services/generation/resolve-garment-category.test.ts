import { describe, expect, it } from 'vitest';
import { categoryChoice, runParams, usedCategoryOf } from './resolve-garment-category.ts';

describe('the garment category a job runs with (decision 129)', () => {
  it('takes the asked category, else the upload’s stored one for auto, else detection', () => {
    expect(categoryChoice('tops', 'ao-dai')).toEqual({ used: 'tops', source: 'request' });
    expect(categoryChoice('auto', 'ao-dai')).toEqual({ used: 'ao-dai', source: 'upload' });
    expect(categoryChoice('auto', null)).toEqual({ used: null, source: 'detected' });
    expect(categoryChoice(undefined, 'ao-ba-ba')).toEqual({ used: 'ao-ba-ba', source: 'upload' });
  });

  it('runs the engine with the upload’s category in place of auto, keeping the params asked', () => {
    const params = { category: 'auto', mode: 'balanced' };
    const row = { params, categoryUsed: 'ao-dai', categorySource: 'upload' };
    expect(runParams(row)).toEqual({ category: 'ao-dai', mode: 'balanced' });
    expect(params.category).toBe('auto');
    expect(runParams({ ...row, categorySource: 'detected' })).toBe(params);
  });

  it('reads a job made before the category was kept from its params', () => {
    const old = { categoryUsed: null, categorySource: null };
    expect(usedCategoryOf({ ...old, tool: 'virtual-tryon', params: { category: 'tops' } })).toEqual(
      { used: 'tops', source: 'request' },
    );
    expect(usedCategoryOf({ ...old, tool: 'virtual-tryon', params: { category: 'auto' } })).toEqual(
      { used: null, source: 'detected' },
    );
    expect(usedCategoryOf({ ...old, tool: 'image-editing', params: {} })).toBeNull();
  });
});
