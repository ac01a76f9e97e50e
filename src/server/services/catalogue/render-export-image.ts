import sharp from 'sharp';
import type { ExportPreset } from '../../../contracts/catalogue.ts';
import { marketplacePresets } from '../../../contracts/marketplace-presets.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { applyWatermark } from '../../engine/local/index.ts';
import { ensureMarked, markDownload } from '../../provenance/mark-download.ts';
import type { ResultSigner } from '../../provenance/result-signer.ts';
import { compressUnderLimit } from './compress-under-limit.ts';
import { fitToPreset } from './fit-to-preset.ts';

/**
 * One result as the ZIP holds it: fitted to the preset, a JPEG under its byte limit, signed as a
 * new rendition whose parent is the stored result, so its content credentials still say AI
 * (decision 052). The limit counts the signed file, credentials included. A clean result packed
 * for a plan with the watermark gets it on the fitted cover (decision 101).
 */
export async function renderExportImage(
  signer: ResultSigner,
  stored: {
    data: Buffer;
    contentType: string;
    addWatermark: boolean;
    tool: StudioTool;
    engine: string;
    madeAt: Date;
  },
  presetId: ExportPreset,
): Promise<Buffer> {
  const preset = marketplacePresets[presetId];
  const original = await ensureMarked(signer, stored);
  const fitted = await fitToPreset(original, preset);
  // Drawn on the cover itself: the cut-out would take a mark drawn before it with the backdrop.
  const image = stored.addWatermark
    ? sharp(await applyWatermark(await fitted.image.png().toBuffer()))
    : fitted.image;
  const { data } = await compressUnderLimit(image, preset, (jpeg) =>
    markDownload(signer, {
      original,
      originalContentType: stored.contentType,
      rendered: jpeg,
      contentType: 'image/jpeg',
      tool: stored.tool,
      changes: [
        ...(fitted.resized ? ['c2pa.resized' as const] : []),
        ...(fitted.edited || stored.addWatermark ? ['c2pa.edited' as const] : []),
        'c2pa.transcoded' as const,
      ],
    }),
  );
  return data;
}
