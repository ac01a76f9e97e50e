import type { QueryClient } from '@tanstack/react-query';
import type { BatchView } from '../../contracts/catalogue.ts';
import type { HistoryItem } from '../../contracts/history.ts';
import { historyKeys } from '../history/history-api.ts';
import { catalogueKeys } from '../studio/catalogue/catalogue-api.ts';

/**
 * After an approval or its withdrawal (the API's answer `item`), every view of that result says
 * the same: the history item, any catalogue grid whose cell is that generation (patched at once,
 * so a cell under an open detail never shows the old verdict), then both read again from the
 * API, since the "needs review" lists and counts change with it.
 * @example settleApproval(queryClient, await approveFidelity(id, reason))
 */
export function settleApproval(queryClient: QueryClient, item: HistoryItem): void {
  queryClient.setQueryData(historyKeys.item(item.id), item);
  queryClient.setQueriesData<BatchView>({ queryKey: catalogueKeys.batchGrids }, (batch) =>
    batch?.cells.some((cell) => cell.generation_id === item.id)
      ? {
          ...batch,
          cells: batch.cells.map((cell) =>
            cell.generation_id === item.id
              ? { ...cell, fidelity_approval: item.fidelity_approval }
              : cell,
          ),
        }
      : batch,
  );
  void queryClient.invalidateQueries({ queryKey: historyKeys.all });
  void queryClient.invalidateQueries({ queryKey: catalogueKeys.batchGrids });
}
