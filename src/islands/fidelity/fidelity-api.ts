import type { HistoryItem } from '../../contracts/history.ts';
import { api } from '../../lib/api-client.ts';

/** PUT /history/:id/fidelity-approval: the owner takes a result that did not pass, saying why. */
export const approveFidelity = (id: string, reason: string) =>
  api.put<HistoryItem>(`/history/${id}/fidelity-approval`, { reason });

/** DELETE /history/:id/fidelity-approval: the result needs review again. */
export const withdrawFidelityApproval = (id: string) =>
  api.delete<HistoryItem>(`/history/${id}/fidelity-approval`);
