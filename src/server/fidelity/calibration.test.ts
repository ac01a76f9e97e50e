import { describe, expect, it } from 'vitest';
import { verdictForScore as verdictOf } from '../../contracts/fidelity.ts';
import { calibrate, calibrationReport, type LabelledScore } from './calibration.ts';

const sample = (
  defect: string,
  score: number | null,
  split: LabelledScore['split'],
  size = '',
): LabelledScore => ({ defect, size, score, split });

/** True results score 1–20 (tenths), defects of size 'big' 10, of size 'small' 1.9. */
function labelledSet(): LabelledScore[] {
  const set: LabelledScore[] = [];
  for (let i = 1; i <= 20; i += 1) {
    set.push(sample('none', i / 10, i % 2 ? 'calibration' : 'held-out'));
    set.push(sample('hue', 10, i % 2 ? 'calibration' : 'held-out', 'big'));
    set.push(sample('hue', 1.9, i % 2 ? 'calibration' : 'held-out', 'small'));
  }
  return set;
}

describe('calibrating a fidelity measure', () => {
  it('sets warn above 95 % of true results and fail above all of them, from the calibration part only', () => {
    const { warn, fail } = calibrate(labelledSet());
    // Calibration's true scores: 0.1, 0.3, …, 1.9: the 95th percentile is 1.9.
    expect(warn).toBeCloseTo(1.995, 3);
    expect(fail).toBeCloseTo(2.394, 3);
    const moved = labelledSet().map((s) => (s.split === 'held-out' ? { ...s, score: 100 } : s));
    expect(calibrate(moved)).toEqual({ warn, fail });
  });

  it('judges an unmeasured region as warn, never pass', () => {
    expect(verdictOf(null, { warn: 1, fail: 2 })).toBe('warn');
    expect(verdictOf(0.5, { warn: 1, fail: 2 })).toBe('pass');
    expect(verdictOf(2, { warn: 1, fail: 2 })).toBe('fail');
  });

  it('reports recall by defect and size, and precision over the held-out part', () => {
    const report = calibrationReport(labelledSet());
    const row = (defect: string, size: string) =>
      report.rows.find((r) => r.defect === defect && r.size === size)!;
    expect(row('hue', 'big')).toMatchObject({ samples: 10, failed: 1, flagged: 1 });
    // 1.9 is under warn (1.995): small defects pass unseen, and the table says so.
    expect(row('hue', 'small')).toMatchObject({ failed: 0, flagged: 0 });
    // Held-out true scores 0.2 … 2.0: only 2.0 is flagged (warn), none fails.
    expect(row('none', '')).toMatchObject({ samples: 10, failed: 0, flagged: 0.1 });
    expect(report.failPrecision).toBe(1);
    expect(report.failRecall).toBe(0.5);
    expect(report.flagPrecision).toBeCloseTo(10 / 11, 3);
    expect(report.flagRecall).toBe(0.5);
  });
});
