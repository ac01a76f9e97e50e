// The checks of the app screens' browser scan (tests/e2e/app-screens-language.test.ts), shown to
// catch each defect issues 22 and 25 found, and to leave well-formatted copy alone.
import { describe, expect, it } from 'vitest';
import {
  badFormats,
  placeholders,
  rawIds,
  screenDefects,
} from '../../tests/support/screen-defects.ts';

describe('the app screens scan', () => {
  it('finds the raw values issue 22 saw in Vietnamese', () => {
    expect(rawIds('Danh mục dresses · Phương thức sandbox', 'vi')).toEqual(
      expect.arrayContaining(['dresses', 'sandbox']),
    );
    expect(rawIds('Model: kling_v2.1, tone very-light', 'en')).toEqual(
      expect.arrayContaining(['kling_v2.1', 'very-light']),
    );
    expect(rawIds('Hiển thị bodyType và aspect_ratio', 'vi')).toEqual(
      expect.arrayContaining(['bodyType', 'aspect_ratio']),
    );
  });

  it('leaves ordinary words, e-mail addresses and links alone', () => {
    expect(rawIds('Your generation failed. Try a natural motion.', 'en')).toEqual([]);
    expect(rawIds('mai_nguyen@example.com /virtual-tryon?from=abc', 'vi')).toEqual([]);
  });

  it('finds unfilled placeholders', () => {
    expect(placeholders('Còn {count} tín dụng')).toEqual(['{count}']);
  });

  it('finds numbers and dates written the other way', () => {
    expect(badFormats('99,000đ · 2000000 tín dụng · ₫99,000 · 11/24/2026', 'vi')).toHaveLength(6);
    expect(badFormats('Hệ số CFG: 0.50', 'vi')).toEqual(['a decimal point: "0.50"']);
    expect(badFormats('99.000 ₫ · 24/11/2026 · 0.5', 'en').length).toBeGreaterThanOrEqual(3);
  });

  it('accepts each locale’s own formats', () => {
    const vi =
      '99.000 ₫ · 2.000 tín dụng · 24/11/2026 · 14:05 · Hệ số: 0,50 · 1920x1080 · Kling 2.1';
    const en = '₫99,000 · 2,000 credits · Nov 24, 2026, 2:05 PM · 0.50 · 1080p · Veo 3';
    expect(badFormats(vi, 'vi')).toEqual([]);
    expect(badFormats(en, 'en')).toEqual([]);
  });

  it('finds single words of the other language', () => {
    expect(screenDefects('Số dư: 5 credits', 'vi').join()).toMatch(/word: credits/);
    expect(screenDefects('Loading Đang tải', 'en').join()).toMatch(/word: Đang/);
    expect(screenDefects('Kiểu Studio · Tiếng Việt · 5 credits', 'en')).toEqual([]);
  });

  it('finds a string of the other language', () => {
    expect(screenDefects('Bảng điều khiển · Notifications alt+T', 'en').join()).toMatch(
      /other language/,
    );
  });
});
