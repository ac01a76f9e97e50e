/** The parts of a user the avatar needs; either may be missing or blank. */
export interface AvatarUser {
  name?: string | null | undefined;
  email?: string | null | undefined;
}

/**
 * Avatar initials, spec §2.7: the first letters of the name (up to 2), else the first letter of
 * the email's local part, else 'U'. Letters are upper-cased for the locale of the page.
 * @example initials({ name: 'Nguyễn Thị Lan' }) // 'NT'
 * @example initials({ name: '', email: 'lan.tran@example.com' }) // 'L'
 * @example initials({}) // 'U'
 */
export function initials(user: AvatarUser | null | undefined, locale = 'vi-VN'): string {
  const firstLetter = (word: string) => Array.from(word)[0] ?? '';
  const words = (user?.name ?? '').trim().split(/\s+/).filter(Boolean);
  const fromName = words.slice(0, 2).map(firstLetter).join('');
  if (fromName) return fromName.toLocaleUpperCase(locale);
  const local = (user?.email ?? '').trim().split('@')[0] ?? '';
  const fromEmail = firstLetter(local);
  return fromEmail ? fromEmail.toLocaleUpperCase(locale) : 'U';
}
