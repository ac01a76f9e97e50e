import { describe, expect, it } from 'vitest';
import type { Asset } from '../../../contracts/assets.ts';
import type { Sample } from '../../../contracts/samples.ts';
import { garmentLabel, groupGarments, groupModels } from './pick-items.ts';

const asset = (id: string, fields: Partial<Asset> = {}): Asset => ({
  id,
  kind: 'garment',
  media_type: 'image',
  name: `Garment ${id}`,
  sample_id: null,
  content_type: 'image/webp',
  byte_size: 1,
  width: 10,
  height: 10,
  url: `/files/${id}`,
  thumbnail_url: `/files/${id}.webp`,
  created_at: '2026-11-28T00:00:00.000Z',
  consent: null,
  sku: null,
  color: null,
  garment_category: null,
  ...fields,
});

const sample = (id: string): Sample => ({
  id,
  kind: 'garment',
  category: 'dresses',
  name: `Sample ${id}`,
  image_url: `/samples/${id}.png`,
});

describe('groupGarments', () => {
  it('groups garments by SKU in natural order, colours by name, then no SKU, then samples', () => {
    const groups = groupGarments(
      [
        asset('a', { sku: 'AO-10', color: 'Đỏ' }),
        asset('b', { sku: 'AO-2', color: 'Xanh' }),
        asset('c', { sku: 'AO-2', color: 'Be' }),
        asset('d'),
      ],
      [sample('garment-red-dress')],
    );
    expect(groups.map((group) => [group.kind, group.title, group.items.map((i) => i.id)])).toEqual([
      ['sku', 'AO-2', ['c', 'b']],
      ['sku', 'AO-10', ['a']],
      ['noSku', null, ['d']],
      ['samples', null, ['garment-red-dress']],
    ]);
  });

  it('shows a sample already copied into the library once, as the library asset', () => {
    const groups = groupGarments(
      [asset('copy', { sample_id: 'garment-red-dress', sku: 'VAY-01', color: 'Đỏ' })],
      [sample('garment-red-dress'), sample('garment-green-dress')],
    );
    expect(groups.flatMap((group) => group.items.map((item) => item.key))).toEqual([
      'asset:copy',
      'sample:garment-green-dress',
    ]);
  });
});

describe('groupModels', () => {
  it('lists my models, then the samples not yet copied', () => {
    const groups = groupModels([asset('m', { kind: 'model' })], [sample('model-lan')]);
    expect(groups.map((group) => group.kind)).toEqual(['library', 'samples']);
  });
});

describe('garmentLabel', () => {
  it('names a garment by SKU and colour, else by its name', () => {
    expect(garmentLabel({ sku: 'VAY-01', color: 'Đỏ', name: 'Váy' })).toBe('VAY-01 · Đỏ');
    expect(garmentLabel({ sku: 'VAY-01', color: null, name: 'Váy' })).toBe('VAY-01');
    expect(garmentLabel({ sku: null, color: null, name: 'Váy' })).toBe('Váy');
  });
});
