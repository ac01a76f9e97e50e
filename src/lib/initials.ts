/**
 * Spec §2.7: avatar initials are the first letters of the name (up to 2), else the first
 * letter of the email's local part, else 'U'.
 * @example initials({ name: 'Phạm Thị Lan' }) // 'PT'
 * @example initials({ name: '', email: 'mai@kieu.vn' }) // 'M'
 */
export function initials(user: { name?: string | null; email?: string | null }): string {
  const words = (user.name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length) {
    return words
      .slice(0, 2)
      .map((word) => Array.from(word)[0]!.toLocaleUpperCase('vi'))
      .join('');
  }
  const local = (user.email ?? '').split('@')[0]?.trim() ?? '';
  const first = Array.from(local)[0];
  return first ? first.toLocaleUpperCase('vi') : 'U';
}
