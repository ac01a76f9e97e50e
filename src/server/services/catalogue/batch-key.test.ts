import { describe, expect, it } from 'vitest';
import { hashBatch, type BatchAsked } from './batch-key.ts';

const base: BatchAsked = {
  surface: 'api',
  garments: [{ id: 'g1', category: 'tops', sku: 'AO-01', color: 'Đỏ' }],
  models: ['m1', 'm2'],
  params: { mode: 'balanced', garmentPhotoType: 'auto' },
  webhookUrl: 'https://shop.example/hook',
};

describe('hashBatch (issue 39, defect 7)', () => {
  it('is the same for the same batch, whatever the order of its keys', () => {
    const reordered: BatchAsked = {
      webhookUrl: 'https://shop.example/hook',
      params: { garmentPhotoType: 'auto', mode: 'balanced' },
      models: ['m1', 'm2'],
      garments: [{ color: 'Đỏ', sku: 'AO-01', category: 'tops', id: 'g1' }],
      surface: 'api',
    };
    expect(hashBatch(reordered)).toBe(hashBatch(base));
  });

  it('differs for another surface, mode, category, SKU, colour, model or webhook', () => {
    const garment = base.garments[0]!;
    const variants: BatchAsked[] = [
      { ...base, surface: 'studio' },
      { ...base, params: { ...base.params, mode: 'quality' } },
      { ...base, garments: [{ ...garment, category: 'dresses' }] },
      { ...base, garments: [{ ...garment, sku: 'AO-02' }] },
      { ...base, garments: [{ ...garment, color: 'Xanh' }] },
      { ...base, garments: [{ ...garment, sku: undefined }] },
      { ...base, models: ['m2', 'm1'] },
      { ...base, webhookUrl: undefined },
    ];
    const hashes = new Set([hashBatch(base), ...variants.map(hashBatch)]);
    expect(hashes.size).toBe(variants.length + 1);
  });

  it('reads a missing SKU or colour like an empty one (null)', () => {
    const garment = { id: 'g1', category: 'tops' };
    expect(hashBatch({ ...base, garments: [garment] })).toBe(
      hashBatch({ ...base, garments: [{ ...garment, sku: null, color: null }] }),
    );
  });
});
