import type { HairstyleCategory, HairstyleGender } from '../../../contracts/hairstyles.ts';

/** The hair of each category, drawn around a 40x40 head centred at (50, 52). */
const hair: Record<HairstyleCategory, string> = {
  short: 'M28 50 C26 28 40 18 50 18 C62 18 74 28 72 50 C68 38 60 32 50 32 C40 32 32 38 28 50 Z',
  medium:
    'M26 70 C20 40 34 16 50 16 C66 16 80 40 74 70 L68 70 C70 48 62 34 50 34 C38 34 30 48 32 70 Z',
  long: 'M24 96 C16 50 30 14 50 14 C70 14 84 50 76 96 L68 96 C72 56 62 34 50 34 C38 34 28 56 32 96 Z',
  curly:
    'M22 74 C14 64 20 54 20 48 C16 36 26 26 34 24 C38 14 52 12 58 18 C68 14 80 24 78 36 C86 44 84 58 80 66 C84 72 80 78 74 76 C72 60 66 36 50 34 C34 36 28 60 26 76 C22 78 20 76 22 74 Z',
  updo: 'M30 46 C28 30 38 22 50 22 C62 22 72 30 70 46 C66 36 58 32 50 32 C42 32 34 36 30 46 Z M40 22 C38 8 62 8 60 22 Z',
};

/** A small drawn thumbnail of a style: a head with the hair of its category. */
export function HairThumb({
  category,
  gender,
}: {
  category: HairstyleCategory;
  gender: HairstyleGender;
}) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" className="h-20 w-full">
      <rect width="100" height="100" fill={gender === 'female' ? '#fdf2f8' : '#eff6ff'} />
      <path d="M36 86 C36 74 44 70 50 70 C56 70 64 74 64 86 Z" fill="#d09b76" />
      <ellipse cx="50" cy="52" rx="20" ry="22" fill="#e8bf9f" />
      <path d={hair[category]} fill="#3b2519" />
    </svg>
  );
}
