import type { BatchCell } from '../../../contracts/catalogue.ts';
import { needsReview } from '../../../contracts/fidelity.ts';
import type { GridRow } from './batch-grid.ts';

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
 * cells; the columns stay, so every cell keeps its model's heading. `kept` names cells the filter
 * showed before: one approved meanwhile stays, now "approved", until the seller changes the
 * filter, rather than vanishing from under their focus.
 * @example reviewRows(toGrid(cells).rows)
 */
export function reviewRows(rows: GridRow[], kept: ReadonlySet<string> = new Set()): GridRow[] {
  const shown = (cell: BatchCell | null) =>
    cell !== null && (cellNeedsReview(cell) || kept.has(cell.generation_id));
  return rows
    .map((row) => ({
      ...row,
      cells: row.cells.map((cell) => (shown(cell) ? cell : null)),
    }))
    .filter((row) => row.cells.some((cell) => cell !== null));
}
