import { z } from 'zod';

/**
 * Issue 20: a garment is one SKU in one colour. The seller's own article number and colour
 * name, as typed: trimmed, no control characters. Shared by the assets' upload and edit
 * (contracts/assets.ts) and the catalogue (contracts/catalogue.ts, which re-exports them).
 */
export const SKU_MAX_LENGTH = 64;
export const COLOR_MAX_LENGTH = 40;
// Letters, digits and the separators SKUs use; no path or CSV specials, so a file name is safe.
const skuPattern = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

export const skuSchema = z
  .string({ error: 'catalogue.error.skuInvalid' })
  .trim()
  .min(1, { error: 'catalogue.error.skuInvalid' })
  .max(SKU_MAX_LENGTH, { error: 'catalogue.error.skuTooLong' })
  .regex(skuPattern, { error: 'catalogue.error.skuInvalid' });

export const colorNameSchema = z
  .string({ error: 'catalogue.error.colorInvalid' })
  .trim()
  .min(1, { error: 'catalogue.error.colorInvalid' })
  .max(COLOR_MAX_LENGTH, { error: 'catalogue.error.colorTooLong' })
  .regex(skuPattern, { error: 'catalogue.error.colorInvalid' });
