import type { BatchCell } from '../../../contracts/catalogue.ts';
import { needsReview } from '../../../contracts/fidelity.ts';
import type { GridRow } from './batch-grid.ts';
import { fidelityBadgeState, type FidelityBadgeState } from '../../fidelity/fidelity-badge.ts';

/** What a cell's badge says: its report's verdict, or `approved` once the seller approved it. */
export type CellFidelityStatus = FidelityBadgeState;

/**
 * The badge of a finished cell (issue 41), by the history badge's rule; null while it runs, when
 * it failed, or when its result was never checked (made before the check).
 * @example cellFidelityStatus({ status: 'success', fidelity: { verdict: 'fail', … }, fidelity_approval: null }) // 'fail'
 */
export function cellFidelityStatus(
  cell: Pick<BatchCell, 'status' | 'fidelity' | 'fidelity_approval'>,
): CellFidelityStatus | null {
  if (cell.status !== 'success') return null;
  return fidelityBadgeState(cell.fidelity, cell.fidelity_approval);
}

/**
 * Whether the "needs review" filter shows the cell: its report warned or failed and nobody
 * approved it (`needsReview`, as the exports decide).
 */
export function cellNeedsReview(
  cell: Pick<BatchCell, 'status' | 'fidelity' | 'fidelity_approval'>,
): boolean {
  return cell.status === 'success' && needsReview(cell.fidelity, cell.fidelity_approval);
}

/**
 * The grid under the "needs review" filter: the garments with a cell to review, and only those
 * cells; the columns stay, so every cell keeps its model's heading.
 * @example reviewRows(toGrid(cells).rows)
 */
export function reviewRows(rows: GridRow[]): GridRow[] {
  return rows
    .map((row) => ({
      ...row,
      cells: row.cells.map((cell) => (cell && cellNeedsReview(cell) ? cell : null)),
    }))
    .filter((row) => row.cells.some((cell) => cell !== null));
}
