import { and, eq } from 'drizzle-orm';
import type { FidelityReport, StoredFidelityApproval } from '../../../contracts/fidelity.ts';
import type { HistoryItem } from '../../../contracts/history.ts';
import { generations } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { findOwnedWithFiles, toHistoryItem, type HistoryDeps } from './history-items.ts';

const nothingToApprove = () =>
  new AppError(409, 'nothing_to_approve', localize('fidelity.approval.nothingToApprove'));

/**
 * PUT /history/:id/fidelity-approval (issue 41): the owner looked at a result whose garment
 * fidelity report warned or failed, found it right, and says why. The result leaves "needs
 * review" and exports take it as reviewed; the report itself is kept as it was. `reason: null`
 * withdraws the approval.
 */
export async function approveFidelity(
  deps: HistoryDeps,
  caller: { userId: string; memberId: string },
  id: string,
  reason: string | null,
  now: Date,
): Promise<HistoryItem> {
  const { row, files } = await findOwnedWithFiles(deps.db, caller.userId, id);
  const report = row.fidelity as FidelityReport | null;
  if (reason !== null && (row.status !== 'success' || !report || report.verdict === 'pass')) {
    throw nothingToApprove();
  }
  const approval: StoredFidelityApproval | null =
    reason === null ? null : { reason, at: now.toISOString(), by: caller.memberId };
  await deps.db
    .update(generations)
    .set({ fidelityApproval: approval })
    .where(and(eq(generations.id, row.id), eq(generations.userId, caller.userId)));
  return toHistoryItem(deps.store, { ...row, fidelityApproval: approval }, files);
}
