/**
 * A URL slug from a title: Vietnamese diacritics folded (đ → d), lowercase words joined by
 * hyphens, at most `max` characters.
 * @example slugify('Áo dài mùa hè 2026!') // 'ao-dai-mua-he-2026'
 * @example slugify('Đẹp & Độc đáo') // 'dep-doc-dao'
 */
export function slugify(title: string, max = 120): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
