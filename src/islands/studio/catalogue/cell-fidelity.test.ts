import { describe, expect, it } from 'vitest';
import type { FidelityReport } from '../../../contracts/fidelity.ts';
import type { BatchCell } from '../../../contracts/catalogue.ts';
import { cellNeedsReview, reviewRows } from './cell-fidelity.ts';

const label = { sku: 'AD-01', color: 'Đỏ', category: 'tops', model: 'Lan', garment: 'Áo' };

const report = (verdict: FidelityReport['verdict']): FidelityReport => ({
  verdict,
  checks: [],
  version: 1,
});
const approval = { reason: 'Đúng màu dưới đèn', approved_at: '2026-12-03T10:00:00.000Z' };

describe('a catalogue cell under “needs review”', () => {
  it('needs review when its finished result warned or failed and nobody approved it', () => {
    const cell = (verdict: FidelityReport['verdict'], approved = false) => ({
      status: 'success' as const,
      fidelity: report(verdict),
      fidelity_approval: approved ? approval : null,
    });
    expect(
      [cell('pass'), cell('warn'), cell('fail'), cell('fail', true)].map(cellNeedsReview),
    ).toEqual([false, true, true, false]);
  });

  it('does not while it runs, when it failed or when its result was never checked', () => {
    expect(cellNeedsReview({ status: 'processing', fidelity: null, fidelity_approval: null })).toBe(
      false,
    );
    expect(cellNeedsReview({ status: 'success', fidelity: null, fidelity_approval: null })).toBe(
      false,
    );
    expect(
      cellNeedsReview({ status: 'failed', fidelity: report('fail'), fidelity_approval: null }),
    ).toBe(false);
  });
});

describe('the “needs review” filter', () => {
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
  const shown = (grid: ReturnType<typeof reviewRows>) =>
    grid.map((row) => [row.key, row.cells.map((each) => each?.generation_id ?? null)]);

  it('keeps the garments with a cell to review, and only those cells', () => {
    expect(shown(reviewRows(rows))).toEqual([
      ['g1', [null, 'b']],
      ['g3', ['d', null]],
    ]);
  });

  it('keeps a cell it showed before, approved since, until the filter changes', () => {
    // "c" was approved while the filter showed it: it stays, now approved; "a" never needed review.
    expect(shown(reviewRows(rows, new Set(['b', 'c', 'd', 'a-not-shown'])))).toEqual([
      ['g1', [null, 'b']],
      ['g2', ['c', null]],
      ['g3', ['d', null]],
    ]);
  });
});
