import { describe, expect, it } from 'vitest';
import { isBrandModelId, isSampleModelId } from './use-model-choice.ts';

describe('a model id restored on regenerate', () => {
  it('tells a sample model from a brand model', () => {
    const brand = '0b8e6a52-3f1d-4c7e-9a41-5d2f8c7b6e10';
    expect([isSampleModelId('model-lan'), isBrandModelId('model-lan')]).toEqual([true, false]);
    expect([isSampleModelId(brand), isBrandModelId(brand)]).toEqual([false, true]);
  });

  it('takes neither a garment sample nor a partial id as a model', () => {
    for (const id of ['garment-red-dress', '0b8e6a52-3f1d-4c7e', '']) {
      expect([isSampleModelId(id), isBrandModelId(id)]).toEqual([false, false]);
    }
  });
});
