import type { BatchCell } from '../../../contracts/catalogue.ts';

/** One row of a batch's grid: a garment and its cells, one per model column. */
export interface GridRow {
  key: string;
  label: BatchCell['label'];
  cells: (BatchCell | null)[];
}

/**
 * A cell's model column: the brand model or sample it was asked for (decision 123), else its
 * model photo, else its label's name.
 */
const modelKey = (
  cell: Pick<BatchCell, 'model_asset_id' | 'model_choice'> & { label?: BatchCell['label'] },
) => cell.model_choice ?? cell.model_asset_id ?? cell.label?.model ?? '-';

/** Where a cell sits: its garment and model, which stay when a retry gives it a new generation. */
export const cellPlace = (
  cell: Pick<BatchCell, 'garment_asset_id' | 'model_asset_id' | 'model_choice'>,
) => `${cell.garment_asset_id ?? '-'}:${modelKey(cell)}`;

/**
 * The batch's cells as rows (garments, in the order the server lists them) and columns (models).
 * @example toGrid(cells).columns.map((column) => column.label.model)
 */
export function toGrid(cells: BatchCell[]): {
  columns: { key: string; label: BatchCell['label'] }[];
  rows: GridRow[];
} {
  const columns: { key: string; label: BatchCell['label'] }[] = [];
  const rows: GridRow[] = [];
  const columnIndex = new Map<string, number>();
  const rowIndex = new Map<string, number>();
  for (const cell of cells) {
    const column = modelKey(cell);
    if (!columnIndex.has(column)) {
      columnIndex.set(column, columns.length);
      columns.push({ key: column, label: cell.label });
    }
    const row = cell.garment_asset_id ?? `${cell.label.sku}:${cell.label.color}`;
    if (!rowIndex.has(row)) {
      rowIndex.set(row, rows.length);
      rows.push({ key: row, label: cell.label, cells: [] });
    }
  }
  for (const row of rows) row.cells = columns.map(() => null);
  for (const cell of cells) {
    const row =
      rows[rowIndex.get(cell.garment_asset_id ?? `${cell.label.sku}:${cell.label.color}`)!]!;
    row.cells[columnIndex.get(modelKey(cell))!] = cell;
  }
  return { columns, rows };
}

/** How a grid row names its garment: "SKU · colour", else the garment's name. */
export function rowLabel(label: BatchCell['label']): string {
  if (label.sku) return label.color ? `${label.sku} · ${label.color}` : label.sku;
  return label.garment;
}
