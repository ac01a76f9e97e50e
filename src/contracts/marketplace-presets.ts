import type { ExportPreset } from './catalogue.ts';

/**
 * The image rules of each marketplace export preset (issue 20 point 4, decision 087): where the
 * sources disagree, the value every source allows. All three marketplaces take square JPEGs on a
 * white background; `original` keeps the stored result's own size and adds no padding.
 */
export interface MarketplacePreset {
  id: ExportPreset;
  /** Output size in pixels; null keeps the result's own size (`original`). */
  width: number | null;
  height: number | null;
  /** The smallest side the marketplace accepts; the output is never smaller. */
  minSide: number | null;
  format: 'jpeg';
  /** Each JPEG ends at or under this many bytes; null for no limit. */
  maxBytes: number | null;
  /** The colour padding fills with, and the only colour trimmed from the borders. */
  background: { r: number; g: number; b: number };
  /** The first JPEG quality tried; lower steps follow only when the file is over `maxBytes`. */
  quality: number;
}

const white = { r: 255, g: 255, b: 255 };
const MB = 1024 * 1024;

export const marketplacePresets: Record<ExportPreset, MarketplacePreset> = {
  // Shopee Open API upload_image: JPG/PNG, max 2.0 MB each, suggested 1024 × 1024.
  shopee: {
    id: 'shopee',
    width: 1024,
    height: 1024,
    minSide: 500,
    format: 'jpeg',
    maxBytes: 2 * MB,
    background: white,
    quality: 90,
  },
  // TikTok Shop: at least 600 × 600 (some guides 800), at most 2000 × 2000 to 6000, 5 MB, 1:1.
  'tiktok-shop': {
    id: 'tiktok-shop',
    width: 1080,
    height: 1080,
    minSide: 800,
    format: 'jpeg',
    maxBytes: 5 * MB,
    background: white,
    quality: 90,
  },
  // Lazada: 500 × 500 to 2000 × 2000, 1:1 recommended (850+), white background, 3 MB per file.
  lazada: {
    id: 'lazada',
    width: 1000,
    height: 1000,
    minSide: 500,
    format: 'jpeg',
    maxBytes: 3 * MB,
    background: white,
    quality: 90,
  },
  original: {
    id: 'original',
    width: null,
    height: null,
    minSide: null,
    format: 'jpeg',
    maxBytes: null,
    background: white,
    quality: 92,
  },
};
