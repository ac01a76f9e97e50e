import type {
  FidelityApproval,
  FidelityReport,
  FidelityVerdict,
} from '../../contracts/fidelity.ts';

/** What a result's fidelity badge says: the report's verdict, or that its owner approved it. */
export type FidelityBadgeState = FidelityVerdict | 'approved';

/**
 * The badge of a result: none without a report (a tool that shows no garment); "approved" only
 * for a report that did not pass, since a pass needs no approval and the API refuses one.
 * @example fidelityBadgeState({ verdict: 'warn', checks: [], version: 1 }, null) // 'warn'
 * @example fidelityBadgeState({ verdict: 'fail', checks: [], version: 1 }, approval) // 'approved'
 */
export function fidelityBadgeState(
  report: FidelityReport | null | undefined,
  approval: FidelityApproval | null | undefined,
): FidelityBadgeState | null {
  if (!report) return null;
  return report.verdict !== 'pass' && approval ? 'approved' : report.verdict;
}

/** Whether the approval form belongs under a report: one that warned or failed. */
export const canApprove = (report: FidelityReport | null | undefined): boolean =>
  Boolean(report && report.verdict !== 'pass');
