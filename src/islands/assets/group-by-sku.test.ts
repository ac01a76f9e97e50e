import { describe, expect, it } from 'vitest';
import type { Asset } from '../../contracts/assets.ts';
import { groupBySku } from './group-by-sku.ts';

const asset = (id: string, sku: string | null) => ({ id, sku }) as Asset;

describe('groupBySku', () => {
  it('groups by SKU in natural order, keeping the order inside, no SKU last', () => {
    const groups = groupBySku([
      asset('a', 'SKU-10'),
      asset('b', null),
      asset('c', 'SKU-2'),
      asset('d', 'SKU-10'),
    ]);
    expect(groups.map((group) => [group.sku, group.items.map((item) => item.id)])).toEqual([
      ['SKU-2', ['c']],
      ['SKU-10', ['a', 'd']],
      ['', ['b']],
    ]);
  });
});
