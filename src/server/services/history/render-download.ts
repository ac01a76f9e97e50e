import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import type { AiLabel } from '../../../contracts/ai-label.ts';
import type { HistoryDownloadQuery } from '../../../contracts/history.ts';
import { downloadFormatTypes, type DownloadQuality } from '../../../contracts/studio.ts';
import {
  deliveredSize,
  sizeAllowed,
  sizeExists,
  unlockingPlan,
  type Dimensions,
  paddedSize,
} from '../../../contracts/download-sizes.ts';
import type { PlanId } from '../../../contracts/plans.ts';
import { AppError, type Lang } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { ensureMarked, markDownload } from '../../provenance/mark-download.ts';
import type { ResultSigner } from '../../provenance/result-signer.ts';
import { readCurrentPlan } from '../billing/current-plan.ts';
import { listPlans } from '../billing/read-plans.ts';
import { localizeWithPlan } from '../billing/plan-name-text.ts';
import { aspectValue, padWithEdgeColour } from '../../engine/local/frame-result.ts';
import { applyWatermark } from '../../engine/local/index.ts';
import { downloadSource } from './download-source.ts';
import { drawAiLabel } from './draw-ai-label.ts';
import {
  findOwnedWithFiles,
  historyErrors,
  mediaTypeOf,
  presentResult,
  type HistoryDeps,
} from './history-items.ts';

export interface RenderedDownload {
  body: Buffer | Readable;
  contentType: string;
  size: number;
  filename: string;
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

/** Encoder quality per choice: 'low' trades detail for a much smaller file. */
const lossyQuality: Record<DownloadQuality, number> = { high: 90, low: 55 };

/**
 * The default name of a download.
 * @example downloadFilename('virtual-tryon', new Date('2026-11-21'), 'a1b2c3d4-…', 'small', 'image/png')
 * // 'kieu-virtual-tryon-20261121-a1b2c3d4-small.png'
 */
export function downloadFilename(
  tool: string,
  createdAt: Date,
  id: string,
  size: string,
  contentType: string,
): string {
  const day = createdAt.toISOString().slice(0, 10).replaceAll('-', '');
  const suffix = size === 'original' ? '' : `-${size}`;
  return `kieu-${tool}-${day}-${id.slice(0, 8)}${suffix}.${extensions[contentType] ?? 'bin'}`;
}

/** 403 naming, in each language, the cheapest plan that unlocks the size (decision 041). */
function sizeNotInPlan(planId: PlanId): AppError {
  return new AppError(
    403,
    'plan_upgrade_required',
    localizeWithPlan('history.sizeNotInPlan', planId),
    {
      plan: planId,
    },
  );
}

/** 422: the size would enlarge the result, which no model here can do honestly (decision 101). */
function sizeLargerThanResult(image: Dimensions): AppError {
  return new AppError(
    422,
    'size_larger_than_result',
    localize('history.sizeLargerThanResult', { width: image.width, height: image.height }),
    { width: image.width, height: image.height },
  );
}

/** Who downloads: the remembered label and whether "none" was confirmed (decision 054). */
export interface Downloader {
  id: string;
  aiLabel: string;
  aiLabelNoneConfirmedAt: Date | null;
  lang: Lang;
}

/**
 * GET /history/:id/download (spec §2.10, decisions 041, 101): the result in its original format,
 * or as JPEG, WebP or PNG, at the chosen quality. A named size fills its box turned to the
 * result's orientation; a size larger than the result is 422 (never enlarged), one above the
 * caller's plan 403; the original is the stored file, brought inside the plan's box when larger.
 * The watermark follows the plan at download (decision 101, `download-source.ts`).
 * Videos are only offered as the original. Every image served carries content credentials (decision 052): the stored
 * result as it is (marked now if it was made before marking), a re-rendered one with a new
 * manifest whose parent is the stored result. Images carry the visible label the user chose
 * (decision 054, the remembered one when the query names none): "none" needs the user's recorded
 * confirmation, and only the original at high quality without a label is the stored file itself.
 */
export async function renderDownload(
  deps: HistoryDeps & { now: () => Date; signer: ResultSigner },
  user: Downloader,
  id: string,
  query: HistoryDownloadQuery,
): Promise<RenderedDownload> {
  const { row, files } = await findOwnedWithFiles(deps.db, user.id, id);
  const { plan } = await readCurrentPlan(deps.db, user.id, deps.now());
  const result = await presentResult(deps.store, row, files);
  if (!result) throw historyErrors.noResult();
  const video = mediaTypeOf(row, result) === 'video';
  // Decision 101: the watermark follows the plan now, so an image may start from its clean copy.
  const source = video
    ? { ...result, addWatermark: false }
    : downloadSource(row, files, result, plan);
  const object = await deps.store.get(source.storageKey);
  if (!object) throw historyErrors.noResult();
  const filename = downloadFilename(
    row.tool,
    row.createdAt,
    row.id,
    query.size,
    object.contentType,
  );
  if (video && (query.size !== 'original' || query.format !== 'original')) {
    object.body.destroy();
    throw historyErrors.videoResize();
  }
  if (video) {
    // Videos are served as their original (their manifest still says AI); no visible label.
    return { body: object.body, contentType: object.contentType, size: object.size, filename };
  }
  const stored = await readAll(object.body);
  const meta = await sharp(stored).metadata();
  const own = { width: meta.autoOrient.width, height: meta.autoOrient.height };
  // Issue 42: another frame is margin in the edge's colour around the whole result.
  const framed = query.aspect !== undefined;
  const pixels = query.aspect ? paddedSize(own, query.aspect) : own;
  // A size the result does not have is refused before the plan is asked: upgrading would not
  // make a 563-px result into 4K.
  if (!sizeExists(pixels, query.size)) throw sizeLargerThanResult(pixels);
  if (!sizeAllowed(plan, query.size)) {
    // The catalogue's largest box is 4K, the largest size, so some plan always unlocks it.
    throw sizeNotInPlan(unlockingPlan(await listPlans(deps.db), query.size)?.id ?? 'enterprise');
  }
  const label = query.label ?? (user.aiLabel as AiLabel);
  if (label === 'none' && !user.aiLabelNoneConfirmedAt) {
    throw new AppError(422, 'ai_label_confirmation_required', localize('aiLabel.notConfirmed'));
  }

  const provenance = {
    tool: row.tool as StudioTool,
    engine: row.engine ?? 'local',
    madeAt: row.completedAt ?? row.createdAt,
  };
  const original = await ensureMarked(deps.signer, {
    ...provenance,
    data: stored,
    contentType: object.contentType,
  });
  const target = deliveredSize(pixels, query.size, plan);
  const unchanged = target.width === pixels.width && target.height === pixels.height;
  const contentType = deliveredType(object.contentType, query.format);
  const sameFormat = contentType === object.contentType;
  const asStored =
    unchanged && !framed && sameFormat && query.quality === 'high' && label === 'none';
  if (asStored && !source.addWatermark) {
    return { body: original, contentType: object.contentType, size: original.length, filename };
  }
  let image = sharp(source.addWatermark ? await applyWatermark(original) : original).rotate();
  if (query.aspect) image = await padToAspect(image, aspectValue(query.aspect));
  if (!unchanged) {
    // Exact pixels, so the file matches the dialog's label; Lanczos, only ever down (decision 101).
    image = image.resize({
      width: target.width,
      height: target.height,
      fit: 'fill',
      kernel: 'lanczos3',
    });
  }
  if (label !== 'none') image = await drawAiLabel(image, label, user.lang);
  const quality = lossyQuality[query.quality];
  const rendered = await encode(image, contentType, query.quality, quality).toBuffer();
  const encoded = await markDownload(deps.signer, {
    ...provenance,
    original,
    originalContentType: object.contentType,
    rendered,
    contentType,
    changes: [
      ...(unchanged ? [] : ['c2pa.resized' as const]),
      // Margin added around the result: another frame, labelled as an edit.
      ...(framed ? ['c2pa.edited' as const] : []),
      ...(query.quality === 'high' && sameFormat ? [] : ['c2pa.transcoded' as const]),
      // A label drawn in or added below, or the watermark, changes the pixels.
      ...(label === 'none' && !source.addWatermark ? [] : ['c2pa.edited' as const]),
    ],
  });
  return {
    body: encoded,
    contentType,
    size: encoded.length,
    filename: downloadFilename(row.tool, row.createdAt, row.id, query.size, contentType),
  };
}

/** The result centred in margin of its border's colour at `aspect` (frame-result.ts). */
async function padToAspect(image: Sharp, aspect: number): Promise<Sharp> {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const padded = await padWithEdgeColour({ data, width: info.width, height: info.height }, aspect);
  const raw = { width: padded.width, height: padded.height, channels: 4 as const };
  return sharp(await sharp(padded.data, { raw }).png().toBuffer());
}

/** The chosen format's type; the original format keeps JPEG and WebP, and anything else is PNG. */
function deliveredType(stored: string, format: HistoryDownloadQuery['format']): string {
  if (format !== 'original') return downloadFormatTypes[format];
  return ['image/jpeg', 'image/webp'].includes(stored) ? stored : 'image/png';
}

function encode(
  image: Sharp,
  contentType: string,
  choice: DownloadQuality,
  quality: number,
): Sharp {
  switch (contentType) {
    case 'image/jpeg':
      // JPEG has no transparency: a transparent result turns white, not black.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });
    case 'image/webp':
      return image.webp({ quality });
    default:
      // PNG is lossless: 'low' quantises to a palette, which is where PNGs get smaller.
      return choice === 'low'
        ? image.png({ palette: true, quality, compressionLevel: 9 })
        : image.png({ compressionLevel: 9 });
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
