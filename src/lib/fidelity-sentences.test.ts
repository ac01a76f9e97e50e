import { describe, expect, it } from 'vitest';
import { fidelityReasons, type FidelityCheck, type FidelityReason } from '../contracts/fidelity.ts';
import { describeCheck } from './fidelity-sentences.ts';

const thresholds = { warn: 6, fail: 12 };
const verdictOf: Record<FidelityReason, FidelityCheck['verdict']> = {
  'colour-match': 'pass',
  'colour-shifted': 'warn',
  'colour-far': 'fail',
  'pattern-match': 'pass',
  'pattern-changed': 'warn',
  'pattern-far': 'fail',
  'print-changed': 'warn',
  'print-missing': 'fail',
  'shape-match': 'pass',
  'length-changed': 'warn',
  'length-far': 'fail',
  'sleeves-changed': 'warn',
  'sleeves-far': 'fail',
  'body-missing': 'warn',
  'identity-match': 'pass',
  'identity-changed': 'warn',
  'identity-different': 'fail',
  'face-missing': 'warn',
  'region-missing': 'warn',
  'region-too-small': 'warn',
  'check-unavailable': 'warn',
};
const check = (reason: FidelityReason, score: number | null): FidelityCheck => ({
  kind: /^(pattern|print)/.test(reason)
    ? 'pattern'
    : /^(identity|face)/.test(reason)
      ? 'identity'
      : /^(shape|length|sleeves|body)/.test(reason)
        ? 'shape'
        : 'colour',
  verdict: verdictOf[reason],
  score,
  thresholds,
  reason,
});
const scores: Record<FidelityReason, number | null> = {
  'colour-match': 2.34,
  'colour-shifted': 7.25,
  'colour-far': 23.5,
  'pattern-match': 0.42,
  'pattern-changed': 2.1,
  'pattern-far': 5.03,
  'print-changed': 0.42,
  'print-missing': 1.2,
  'shape-match': 0.05,
  'length-changed': 0.22,
  'length-far': 0.314,
  'sleeves-changed': 0.25,
  'sleeves-far': 0.6,
  'body-missing': null,
  'identity-match': 0.91,
  'identity-changed': 0.66,
  'identity-different': 0.384,
  'face-missing': null,
  'region-missing': null,
  'region-too-small': null,
  'check-unavailable': null,
};
const scoreOf = (reason: FidelityReason) => scores[reason];

const vietnameseLetters = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;
const englishWords =
  /\b(?:the|colou?rs?|garment|image|product|photo|check|difference|publish|look)\b/i;

describe('describeCheck', () => {
  it('writes the colour difference with one decimal in the reader’s locale', () => {
    expect(describeCheck(check('colour-shifted', 7.25), 'vi')).toContain('ΔE 7,3');
    expect(describeCheck(check('colour-shifted', 7.25), 'en')).toContain('ΔE 7.3');
    expect(describeCheck(check('colour-match', 2.34), 'vi')).toContain('dưới mức 6,0');
    expect(describeCheck(check('colour-far', 23.5), 'en')).toContain('from 12.0 it fails');
  });

  it('writes the pattern’s texture difference with two decimals', () => {
    expect(describeCheck(check('pattern-far', 5.03), 'vi')).toContain('độ lệch họa tiết 5,03');
    expect(describeCheck(check('pattern-changed', 2.1), 'en')).toContain('texture difference 2.10');
  });

  it('writes the shape’s change as a percentage of the product’s length', () => {
    const shape = { ...check('length-far', 0.314), thresholds: { warn: 0.2, fail: 0.3 } };
    expect(describeCheck(shape, 'en')).toContain('changed by 31.4%; from 30% it fails');
    expect(describeCheck(shape, 'vi')).toContain('độ dài thay đổi 31,4%');
  });

  it('writes the face similarity as a percentage, its thresholds below which it warns or fails', () => {
    const identity = {
      ...check('identity-different', 0.384),
      thresholds: { warn: 0.7, fail: 0.62 },
    };
    expect(describeCheck(identity, 'en')).toContain('similarity 38.4%; below 62% it fails');
    expect(describeCheck(identity, 'vi')).toContain('độ giống 38,4%; dưới mức 62% là không đạt');
    const changed = { ...check('identity-changed', 0.66), thresholds: { warn: 0.7, fail: 0.62 } };
    expect(describeCheck(changed, 'vi')).toContain('độ giống 66%; dưới mức 70% cần xem lại');
  });

  it('tells a seller the face was not checked when a picture has none', () => {
    expect(describeCheck(check('face-missing', null), 'en')).toMatch(/No face was found/);
    expect(describeCheck(check('face-missing', null), 'vi')).toMatch(/Không tìm thấy khuôn mặt/);
  });

  it.each(fidelityReasons)(
    'says what %s means in Vietnamese, with diacritics and no English',
    (reason) => {
      const sentence = describeCheck(check(reason, scoreOf(reason)), 'vi');
      expect(sentence).toMatch(vietnameseLetters);
      expect(sentence).not.toMatch(englishWords);
      expect(sentence).not.toMatch(/\{\w+\}/);
    },
  );

  it.each(fidelityReasons)('says what %s means in English', (reason) => {
    const sentence = describeCheck(check(reason, scoreOf(reason)), 'en');
    expect(sentence).not.toMatch(vietnameseLetters);
    expect(sentence).toMatch(englishWords);
    expect(sentence).not.toMatch(/\{\w+\}/);
  });

  it('tells a seller to look at a picture the check could not judge', () => {
    expect(describeCheck(check('region-missing', null), 'en')).toMatch(/could not be found/);
    expect(describeCheck(check('region-too-small', null), 'vi')).toMatch(/quá nhỏ/);
  });
});
