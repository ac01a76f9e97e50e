import {
  findHairstyle,
  type HairstyleCategory,
  type HairstyleId,
} from '../../../contracts/hairstyles.ts';
import { enGeneration } from '../../../i18n/en/generation.ts';

/**
 * Spec §3: a hairstyle run records its style type (the catalogue category) and style name,
 * not only the style id. The name is stored in English, the catalogue's reference language;
 * history shows it in the reader's language from the id.
 * @example hairstyleRecord('pixie') // { styleType: 'short', styleName: 'Pixie' }
 */
export function hairstyleRecord(
  styleId: string,
): { styleType: HairstyleCategory; styleName: string } | null {
  const style = findHairstyle(styleId);
  if (!style) return null;
  return {
    styleType: style.category,
    styleName: enGeneration[`generation.hairstyle.${style.id as HairstyleId}`],
  };
}

/** What a run records beside the user's choices; reusing a run does not send them back. */
export const RECORDED_STYLE_PARAMS = ['styleType', 'styleName'] as const;
