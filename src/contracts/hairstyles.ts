/** Spec §3: the hairstyle categories of the changer's filter ('all' shows every style). */
export const hairstyleCategories = ['short', 'medium', 'long', 'curly', 'updo'] as const;
export type HairstyleCategory = (typeof hairstyleCategories)[number];

export const hairstyleGenders = ['female', 'male'] as const;
export type HairstyleGender = (typeof hairstyleGenders)[number];

export interface Hairstyle {
  id: string;
  gender: HairstyleGender;
  category: HairstyleCategory;
}

/**
 * Spec §3: the twenty styles, ten per gender. The spec names the styles but not their
 * categories; these follow what each cut is. Only swept-up men's cuts count as updo.
 */
export const hairstyles = [
  { id: 'straight-layer', gender: 'female', category: 'long' },
  { id: 'curly-loose', gender: 'female', category: 'curly' },
  { id: 'short-layer', gender: 'female', category: 'short' },
  { id: 'modern-bob', gender: 'female', category: 'short' },
  { id: 'mullet-layer', gender: 'female', category: 'medium' },
  { id: 'hime', gender: 'female', category: 'long' },
  { id: 'pixie', gender: 'female', category: 'short' },
  { id: 'c-curl', gender: 'female', category: 'medium' },
  { id: 'noodle-curls', gender: 'female', category: 'curly' },
  { id: 'middle-part', gender: 'female', category: 'long' },
  { id: 'undercut', gender: 'male', category: 'short' },
  { id: 'side-part', gender: 'male', category: 'short' },
  { id: 'mullet', gender: 'male', category: 'medium' },
  { id: 'short-quiff', gender: 'male', category: 'short' },
  { id: 'pompadour', gender: 'male', category: 'updo' },
  { id: 'layer', gender: 'male', category: 'medium' },
  { id: 'crew-cut', gender: 'male', category: 'short' },
  { id: 'two-block', gender: 'male', category: 'short' },
  { id: 'french-crop', gender: 'male', category: 'short' },
  { id: 'mohican', gender: 'male', category: 'updo' },
] as const satisfies readonly Hairstyle[];

export type HairstyleId = (typeof hairstyles)[number]['id'];
export const hairstyleIds = hairstyles.map((style) => style.id) as [HairstyleId, ...HairstyleId[]];

/** The catalogue entry of a style id. */
export function findHairstyle(id: string): Hairstyle | undefined {
  return hairstyles.find((style) => style.id === id);
}

/** Named hair colours the picker offers beside a free #rrggbb. */
export const hairColors = {
  black: '#1b1512',
  'dark-brown': '#3b2519',
  brown: '#5e3a22',
  'light-brown': '#8a5a3a',
  blonde: '#d4b27a',
  platinum: '#e6dccb',
  auburn: '#8c3a1e',
  red: '#a3221b',
  copper: '#b8642e',
  pink: '#e58fb1',
  purple: '#6d3f8f',
  blue: '#2f4f9a',
  grey: '#8c8c8c',
} as const;
export type HairColorName = keyof typeof hairColors;

/** A hair colour as #rrggbb: a named colour becomes its hex value. */
export function hairColorHex(color: string): string {
  return color in hairColors ? hairColors[color as HairColorName] : color.toLowerCase();
}
