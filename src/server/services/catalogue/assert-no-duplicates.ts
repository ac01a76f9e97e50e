import type { ErrorSurface } from '../generation/generation-errors.ts';
import { batchErrors } from './batch-errors.ts';
import { garmentPath } from './load-grid.ts';

/**
 * Issue 45, defect 9 (decision 129): a batch that names one garment or one model twice is
 * refused (422 naming each repeat and where it first appears), rather than merged: merging
 * made a 10 × 10 grid of one upload one job, and dropped the SKUs of the repeats. A photo
 * meant for two SKUs is uploaded twice, one upload per SKU and colour.
 * @example assertNoDuplicates({ garments: [{ id: 'g' }, { id: 'g' }], models: ['m'] }, 'api')
 *   // throws 422: garments.1.id repeats garments.0.id
 */
export function assertNoDuplicates(
  input: { garments: { id: string }[]; models: string[] },
  surface: ErrorSurface,
): void {
  const repeats = [
    ...repeatsOf(
      input.garments.map((garment) => garment.id),
      (index) => garmentPath(index, surface),
    ),
    ...repeatsOf(input.models, (index) => `models.${index}`),
  ];
  if (repeats.length > 0) throw batchErrors.duplicates(repeats, surface);
}

function repeatsOf(ids: string[], pathOf: (index: number) => string) {
  const first = new Map<string, number>();
  return ids.flatMap((id, index) => {
    const earlier = first.get(id);
    if (earlier === undefined) {
      first.set(id, index);
      return [];
    }
    return [{ path: pathOf(index), first: pathOf(earlier) }];
  });
}
