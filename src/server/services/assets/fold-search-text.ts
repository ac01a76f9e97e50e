const bases = ['a', 'ă', 'â', 'e', 'ê', 'i', 'o', 'ô', 'ơ', 'u', 'ư', 'y'];
// Grave, acute, hook above, tilde, dot below: the five Vietnamese tone marks.
const tones = ['', '\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];

/** A letter without its marks, in lower case; đ is its own letter but searches as d. */
function plain(letter: string): string {
  return letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace('đ', 'd');
}

const letters = [
  ...bases.flatMap((base) => tones.map((tone) => `${base}${tone}`.normalize('NFC'))),
  'đ',
  ...'bcdfghjklmnpqrstvwxz',
].flatMap((letter) => [letter, letter.toUpperCase()]);
const unique = [...new Set(letters)].filter((letter) => letter !== plain(letter));

/**
 * The `from` and `to` of SQL `translate()` that fold a name like `foldSearchText` does, the same
 * on PostgreSQL and PGlite whatever the database's locale (ILIKE and lower() follow it).
 */
export const foldTranslation = {
  from: unique.join(''),
  to: unique.map(plain).join(''),
};

/**
 * Search text as names are compared: lower case, Vietnamese tone and vowel marks removed, so
 * 'ao dai' and 'ÁO DÀI' both find 'Áo dài đỏ'.
 * @example foldSearchText('Áo Dài ĐỎ') // 'ao dai do'
 */
export function foldSearchText(text: string): string {
  return [...text.normalize('NFC')]
    .map((char) => (unique.includes(char) ? plain(char) : char.toLowerCase()))
    .join('');
}
