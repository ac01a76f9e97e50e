import { describe, expect, it } from 'vitest';
import type { FidelityReport } from '../../../contracts/fidelity.ts';
import type { BatchCell } from '../../../contracts/catalogue.ts';
import { cellFidelityStatus, cellNeedsReview, reviewRows } from './cell-fidelity.ts';

const label = { sku: 'AD-01', color: 'Đỏ', category: 'tops', model: 'Lan', garment: 'Áo' };

const report = (verdict: FidelityReport['verdict']): FidelityReport => ({
  verdict,
  checks: [],
  version: 1,
});
const approval = { reason: 'Đúng màu dưới đèn', approved_at: '2026-12-03T10:00:00.000Z' };

describe('a catalogue cell’s garment check', () => {
  it('shows the verdict of a finished result, and approved once the seller approved it', () => {
    const cell = (verdict: FidelityReport['verdict'], approved = false) => ({
      status: 'success' as const,
      fidelity: report(verdict),
      fidelity_approval: approved ? approval : null,
    });
    expect(cellFidelityStatus(cell('pass'))).toBe('pass');
    expect(cellFidelityStatus(cell('warn'))).toBe('warn');
    expect(cellFidelityStatus(cell('fail'))).toBe('fail');
    expect(cellFidelityStatus(cell('fail', true))).toBe('approved');
    expect(
      [cell('pass'), cell('warn'), cell('fail'), cell('fail', true)].map(cellNeedsReview),
    ).toEqual([false, true, true, false]);
  });

  it('shows nothing while a cell runs or when its result was never checked', () => {
    expect(
      cellFidelityStatus({ status: 'processing', fidelity: null, fidelity_approval: null }),
    ).toBeNull();
    expect(
      cellFidelityStatus({ status: 'success', fidelity: null, fidelity_approval: null }),
    ).toBeNull();
    expect(
      cellNeedsReview({ status: 'failed', fidelity: report('fail'), fidelity_approval: null }),
    ).toBe(false);
  });
});

describe('the “needs review” filter', () => {
  it('keeps the garments with a cell to review, and only those cells', () => {
    const cell = (id: string, verdict: FidelityReport['verdict'] | null, approved = false) =>
      ({
        generation_id: id,
        status: 'success',
        fidelity: verdict ? report(verdict) : null,
        fidelity_approval: approved ? approval : null,
      }) as unknown as BatchCell;
    const rows = [
      { key: 'g1', label, cells: [cell('a', 'pass'), cell('b', 'fail')] },
      { key: 'g2', label, cells: [cell('c', 'fail', true), null] },
      { key: 'g3', label, cells: [cell('d', 'warn'), cell('e', null)] },
    ];
    expect(
      reviewRows(rows).map((row) => [
        row.key,
        row.cells.map((each) => each?.generation_id ?? null),
      ]),
    ).toEqual([
      ['g1', [null, 'b']],
      ['g3', ['d', null]],
    ]);
  });
});
