import { describe, expect, it } from 'vitest';
import {
  fidelityCheckSchema,
  fidelityReport,
  fidelityReportSchema,
  worstVerdict,
  type FidelityCheck,
} from './fidelity.ts';

const check = (verdict: FidelityCheck['verdict'], score: number | null = 3): FidelityCheck => ({
  kind: 'colour',
  verdict,
  score,
  thresholds: { warn: 6, fail: 12 },
  reason: 'colour-match',
});

describe('worstVerdict', () => {
  it('is the worst of the verdicts, fail over warn over pass', () => {
    expect(worstVerdict(['pass', 'pass'])).toBe('pass');
    expect(worstVerdict(['pass', 'warn', 'pass'])).toBe('warn');
    expect(worstVerdict(['warn', 'fail', 'pass'])).toBe('fail');
    expect(worstVerdict(['fail', 'warn'])).toBe('fail');
  });

  it('is pass when there is nothing to judge', () => {
    expect(worstVerdict([])).toBe('pass');
  });
});

describe('fidelity report', () => {
  it('takes the worst verdict of its checks and carries version 1', () => {
    const report = fidelityReport([check('pass'), check('warn', null)]);
    expect(report).toEqual({ verdict: 'warn', checks: report.checks, version: 1 });
    expect(fidelityReportSchema.parse(report)).toEqual(report);
  });

  it('refuses an unknown verdict, kind or reason, and a negative score', () => {
    expect(fidelityCheckSchema.safeParse({ ...check('pass'), verdict: 'ok' }).success).toBe(false);
    expect(fidelityCheckSchema.safeParse({ ...check('pass'), kind: 'fabric' }).success).toBe(false);
    expect(fidelityCheckSchema.safeParse({ ...check('pass'), reason: 'fine' }).success).toBe(false);
    expect(fidelityCheckSchema.safeParse(check('pass', -1)).success).toBe(false);
    expect(fidelityReportSchema.safeParse({ ...fidelityReport([]), version: 2 }).success).toBe(
      false,
    );
  });

  it('keeps the details of a check', () => {
    const detailed = { ...check('pass'), details: { productPixels: 18000 } };
    expect(fidelityCheckSchema.parse(detailed)).toEqual(detailed);
  });
});
