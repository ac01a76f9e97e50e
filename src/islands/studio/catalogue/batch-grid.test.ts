import { describe, expect, it } from 'vitest';
import type { BatchCell } from '../../../contracts/catalogue.ts';
import { cellPlace, rowLabel, toGrid } from './batch-grid.ts';

const cell = (garment: string, model: string, status: BatchCell['status']): BatchCell => ({
  generation_id: `${garment}-${model}`,
  garment_asset_id: garment,
  model_asset_id: model,
  model_choice: null,
  label: { sku: `SKU-${garment}`, color: 'Đỏ', category: 'tops', model: `Model ${model}`, garment },
  status,
  phase: 'queued',
  progress: 0,
  error: null,
  result_thumbnail_url: null,
  fidelity: null,
  fidelity_approval: null,
});

describe('toGrid', () => {
  it('puts each cell at its garment row and model column, whatever order they come in', () => {
    const { columns, rows } = toGrid([
      cell('g1', 'm1', 'success'),
      cell('g2', 'm2', 'failed'),
      cell('g1', 'm2', 'processing'),
      cell('g2', 'm1', 'success'),
    ]);
    expect(columns.map((column) => column.key)).toEqual(['m1', 'm2']);
    expect(rows.map((row) => row.cells.map((item) => item?.status))).toEqual([
      ['success', 'processing'],
      ['success', 'failed'],
    ]);
  });

  it('leaves a hole where a cell is missing (deleted from history)', () => {
    const { rows } = toGrid([cell('g1', 'm1', 'success'), cell('g2', 'm2', 'success')]);
    expect(rows[0]!.cells[1]).toBeNull();
  });
});

describe('cellPlace and rowLabel', () => {
  it('names a place by garment and model, and a row by SKU and colour', () => {
    expect(cellPlace(cell('g1', 'm1', 'failed'))).toBe('g1:m1');
    expect(rowLabel(cell('g1', 'm1', 'failed').label)).toBe('SKU-g1 · Đỏ');
  });
});
