import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { vi } from './vi.ts';

/**
 * Old tone placement (decision 105): in an open syllable ending in oa, oe or uy the mark goes
 * on the first vowel ("hủy", "xóa", "khóa"), never the second ("huỷ", "xoá", "khoá"). "qu" is
 * a consonant, so "quý" is right in both styles.
 */
const oldTonePlacement = /(?<![qQ])(?:[oO][áàảãạ]|[oO][éèẻẽẹ]|[uU][ýỳỷỹỵ])(?!\p{L})/u;

/** The glossary of decision 105: one name for each thing; these are the others. */
const otherNames = {
  vi: [/Thư viện ảnh/, /Thư viện của tôi/, /mã khóa/i, /mã API/i, /Hệ số hướng dẫn/, /\bCFG\b/],
  en: [
    /\bMy Gallery\b/,
    /\bAssets? Library\b/,
    /\bsign(?:s|ed|ing)?[- ]in\b/i,
    /\bLog In\b/,
    /\bLogout\b/,
    /\bAPI key/i,
    /\bPrompt adherence\b/i,
    /\bCFG\b/,
    /\bPlease login\b/,
  ],
} as const;

/** Spec §2.4's message, word for word: the one place "Please login" stays. */
const specWording = new Set(['session.authRequired']);

const hits = (dictionary: Record<string, string>, test: (value: string) => boolean) =>
  Object.entries(dictionary)
    .filter(([key, value]) => !specWording.has(key) && test(value))
    .map(([key, value]) => `${key}: ${value}`);

/** The product's own Vietnamese content: legal pages and blog posts. */
function vietnameseContent(): string[] {
  const root = join(process.cwd(), 'src/content');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (path) => /(^|\/)vi\//.test(path) && /\.mdx?$/.test(path),
  );
  return files.filter((path) => oldTonePlacement.test(readFileSync(join(root, path), 'utf8')));
}

describe('Vietnamese tone placement', () => {
  it('uses the modern placement (hủy, xóa, khóa) in every Vietnamese string', () => {
    expect(hits(vi, (value) => oldTonePlacement.test(value))).toEqual([]);
  });

  it('uses it in the Vietnamese legal pages and blog posts too', () => {
    expect(vietnameseContent()).toEqual([]);
  });

  it('tells the two placements apart', () => {
    expect(['Huỷ', 'xoá', 'khoá', 'thuỷ'].every((word) => oldTonePlacement.test(word))).toBe(true);
    expect(
      ['Hủy', 'xóa', 'khóa', 'Quý', 'toán', 'khoảng'].some((w) => oldTonePlacement.test(w)),
    ).toBe(false);
  });
});

describe('one name for each thing', () => {
  it.each(['vi', 'en'] as const)('uses no other name in the %s dictionary', (lang) => {
    const dictionary = lang === 'vi' ? vi : en;
    const names = otherNames[lang];
    expect(hits(dictionary, (value) => names.some((name) => name.test(value)))).toEqual([]);
  });

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)(
    'calls the library by the page heading in the sidebar and try-on tab (%s)',
    (_, d) => {
      expect(d['studio.nav.assets']).toBe(d['assets.heading']);
      expect(d['tryOn.tab.gallery']).toBe(d['assets.heading']);
    },
  );

  it.each([
    ['vi', vi],
    ['en', en],
  ] as const)('labels the two guidance settings alike (%s)', (_, d) => {
    expect(d['history.param.cfgScale']).toBe(d['history.param.guidanceScale']);
  });
});
