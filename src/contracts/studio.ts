import { z } from 'zod';

/**
 * The studio tools: the spec's five (§1, §2.3), then product to model and model swap (issue 42).
 * The id is the tool's route segment and the `tool` stored on a generation; history has one view
 * per tool (spec §2.9).
 */
export const studioTools = [
  'virtual-tryon',
  'body-generator',
  'hairstyle-changer',
  'image-to-video',
  'image-editing',
  'product-to-model',
  'model-swap',
] as const;
export type StudioTool = (typeof studioTools)[number];
/**
 * The tools that dress a model chosen by `params.model` (issue 42). They run on the demo engine
 * or on FASHN's own API; fal, Replicate and Cog have no model for them.
 */
export const modelTools = ['product-to-model', 'model-swap'] as const satisfies StudioTool[];
export type ModelTool = (typeof modelTools)[number];
/** The spec's five tools, which every engine serves. */
export type ClassicTool = Exclude<StudioTool, ModelTool>;
export function isModelTool(tool: StudioTool): tool is ModelTool {
  return (modelTools as readonly string[]).includes(tool);
}
export const classicTools = studioTools.filter((tool): tool is ClassicTool => !isModelTool(tool));
export const studioToolSchema = z.enum(studioTools);

/** Spec §3: a generation is processing, then success or failed; a public API job may be cancelled (decision 078). */
export const generationStatuses = ['processing', 'success', 'failed', 'cancelled'] as const;
export type GenerationStatus = (typeof generationStatuses)[number];

/**
 * Spec §2.9: the history filters; 'completed' shows successful generations. Issue 41 adds
 * 'needs-review': results whose garment fidelity report warned or failed, not yet approved.
 */
export const historyFilters = ['all', 'completed', 'processing', 'failed', 'needs-review'] as const;
export type HistoryFilter = (typeof historyFilters)[number];

/** Spec §3: the roles an input image plays in a generation (plus `source`). */
export const inputImageRoles = [
  'person',
  /** A product photo: flat-lay, hanger, ghost mannequin or worn (issue 42). */
  'product',
  'clothing',
  'face',
  'original-person',
  'hairstyle',
  'style',
  /** The image a video or an edit starts from. */
  'source',
] as const;
export type InputImageRole = (typeof inputImageRoles)[number];

/** Spec §3: what an asset is kept for. */
export const assetKinds = ['model', 'garment', 'face', 'hair', 'image'] as const;
export type AssetKind = (typeof assetKinds)[number];
export const assetKindSchema = z.enum(assetKinds);

/** Spec §2.10: the assets picker's tabs. */
export const assetTabs = ['all', 'images', 'videos'] as const;
export type AssetTab = (typeof assetTabs)[number];

// Plain constants, without zod, so light islands (the verify page) can read them.
export {
  libraryUploadAccept,
  studioUploadLimits,
  studioVideoUploadLimits,
} from './upload-limits.ts';

/**
 * Spec §2.10, §9: the download options dialog, as landscape boxes; each is turned to the result's
 * orientation and brought down to it, never enlarged (decisions 041, 101, `download-sizes.ts`). 4K
 * is the Pro plans' export.
 */
export const downloadSizes = {
  original: null,
  uhd: { width: 3840, height: 2160 },
  large: { width: 1920, height: 1080 },
  medium: { width: 1280, height: 720 },
  small: { width: 800, height: 600 },
} as const;
export type DownloadSize = keyof typeof downloadSizes;
export const downloadQualities = ['low', 'high'] as const;
/**
 * Download formats (issue 40 point 6, decision 101): the stored file's own, or re-encoded. JPEG
 * and WebP keep a 1080-px photo well under the marketplaces' limits (Shopee 2 MB).
 */
export const downloadFormats = ['original', 'jpeg', 'webp', 'png'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];
/** The content type each re-encoded format is served as. */
export const downloadFormatTypes = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
} as const satisfies Record<Exclude<DownloadFormat, 'original'>, string>;
export type DownloadQuality = (typeof downloadQualities)[number];

/** Spec §9: breakpoints of device gating. */
export const deviceBreakpoints = { tablet: 768, desktop: 1024 } as const;
