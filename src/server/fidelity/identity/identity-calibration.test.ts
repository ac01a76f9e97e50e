import { describe, expect, it } from 'vitest';
import { identityCheckOf } from './check-identity.ts';
import { calibrateIdentity, identityReport, type LabelledPair } from './identity-calibration.ts';
import { identityCheckOn } from './identity-setting.ts';
import { identityThresholds, identityVerdict } from './identity-verdict.ts';

const pair = (
  kind: string,
  similarity: number | null,
  split: LabelledPair['split'] = 'calibration',
): LabelledPair => ({ kind, samePerson: kind !== 'different-person', similarity, split });

describe('identityVerdict', () => {
  it('is worse the lower the similarity, and asks for a look without one', () => {
    const thresholds = { warn: 0.5, fail: 0.4 };
    expect(identityVerdict(0.5, thresholds)).toBe('pass');
    expect(identityVerdict(0.45, thresholds)).toBe('warn');
    expect(identityVerdict(0.39, thresholds)).toBe('fail');
    expect(identityVerdict(null, thresholds)).toBe('warn');
  });

  it('keeps a warn band above the fail threshold', () => {
    expect(identityThresholds.warn).toBeGreaterThan(identityThresholds.fail);
  });
});

describe('identityCheckOf', () => {
  const face = { descriptor: [], box: { x: 0, y: 0, width: 1, height: 1 }, score: 1 };
  it('names a different person as a fail with the thresholds it used', () => {
    const check = identityCheckOf({ similarity: 0.3, faces: { reference: face, result: face } });
    expect(check).toMatchObject({
      kind: 'identity',
      verdict: 'fail',
      reason: 'identity-different',
    });
    expect(check.thresholds).toEqual(identityThresholds);
  });
});

describe('calibrateIdentity', () => {
  it('fails nothing below the lowest same-person pair and warns under 95 % of them', () => {
    const same = Array.from({ length: 40 }, (_, i) => pair('variant:jpeg', 0.6 + i * 0.01));
    const thresholds = calibrateIdentity([...same, pair('different-person', 0.3)]);
    expect(thresholds.fail).toBeCloseTo(0.595, 3);
    expect(thresholds.warn).toBeCloseTo(0.615, 3);
  });

  it('ignores the held-out pairs', () => {
    const thresholds = calibrateIdentity([
      pair('variant:jpeg', 0.8),
      pair('variant:jpeg', 0.1, 'held-out'),
    ]);
    expect(thresholds.fail).toBeCloseTo(0.795, 3);
  });
});

describe('identityReport', () => {
  it('reports precision and recall of a different person on the held-out pairs', () => {
    const report = identityReport([
      pair('variant:jpeg', 0.9),
      pair('variant:jpeg', 0.8),
      pair('variant:jpeg', 0.85, 'held-out'),
      pair('different-photo', 0.5, 'held-out'),
      pair('different-person', 0.3, 'held-out'),
      pair('different-person', 0.9, 'held-out'),
    ]);
    expect(report.failRecall).toBe(0.5);
    expect(report.failPrecision).toBe(0.5);
    expect(report.rows.find((row) => row.kind === 'different-photo')?.failed).toBe(1);
    expect(report.pairs).toEqual({ calibration: 2, heldOut: 4 });
  });
});

describe('identityCheckOn', () => {
  it('is off in production unless the deployment turns it on', () => {
    expect(identityCheckOn({ production: true })).toBe(false);
    expect(identityCheckOn({ production: true, setting: 'on' })).toBe(true);
    expect(identityCheckOn({ production: false })).toBe(true);
    expect(identityCheckOn({ production: false, setting: 'off' })).toBe(false);
  });
});
