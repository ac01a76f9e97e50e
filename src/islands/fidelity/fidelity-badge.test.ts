import { describe, expect, it } from 'vitest';
import type { FidelityReport, FidelityVerdict } from '../../contracts/fidelity.ts';
import { canApprove, fidelityBadgeState } from './fidelity-badge.ts';

const report = (verdict: FidelityVerdict): FidelityReport => ({ verdict, checks: [], version: 1 });
const approval = { reason: 'Checked by hand', approved_at: '2026-12-03T10:00:00.000Z' };

describe('fidelityBadgeState', () => {
  it('shows no badge for a result without a report', () => {
    expect(fidelityBadgeState(null, null)).toBeNull();
    expect(fidelityBadgeState(undefined, approval)).toBeNull();
  });

  it('shows the report’s verdict while nobody approved it', () => {
    expect(fidelityBadgeState(report('pass'), null)).toBe('pass');
    expect(fidelityBadgeState(report('warn'), null)).toBe('warn');
    expect(fidelityBadgeState(report('fail'), null)).toBe('fail');
  });

  it('shows an approved warn or fail as approved', () => {
    expect(fidelityBadgeState(report('warn'), approval)).toBe('approved');
    expect(fidelityBadgeState(report('fail'), approval)).toBe('approved');
  });

  it('keeps a pass a pass even if an approval was stored', () => {
    expect(fidelityBadgeState(report('pass'), approval)).toBe('pass');
  });
});

describe('canApprove', () => {
  it('offers approval only for a report that warned or failed', () => {
    expect(canApprove(report('warn'))).toBe(true);
    expect(canApprove(report('fail'))).toBe(true);
    expect(canApprove(report('pass'))).toBe(false);
    expect(canApprove(null)).toBe(false);
  });
});
