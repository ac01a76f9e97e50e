import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import type { HistoryDownloadQuery } from '../../../contracts/history.ts';
import { downloadSizes, type DownloadQuality } from '../../../contracts/studio.ts';
import {
  findOwnedGeneration,
  historyErrors,
  loadFiles,
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

/**
 * GET /history/:id/download (spec §2.10): the result in its original format, fitted inside the
 * chosen size box (never enlarged) at the chosen quality. The original at high quality is the
 * stored file itself; videos are only offered as that original.
 */
export async function renderDownload(
  deps: HistoryDeps,
  userId: string,
  id: string,
  query: HistoryDownloadQuery,
): Promise<RenderedDownload> {
  const row = await findOwnedGeneration(deps.db, userId, id);
  const result = await presentResult(deps.store, row, await loadFiles(deps.db, [row]));
  if (!result) throw historyErrors.noResult();
  const object = await deps.store.get(result.storageKey);
  if (!object) throw historyErrors.noResult();
  const filename = downloadFilename(
    row.tool,
    row.createdAt,
    row.id,
    query.size,
    object.contentType,
  );
  const video = mediaTypeOf(row, result) === 'video';
  if (video && query.size !== 'original') {
    object.body.destroy();
    throw historyErrors.videoResize();
  }
  if (video || (query.size === 'original' && query.quality === 'high')) {
    return { body: object.body, contentType: object.contentType, size: object.size, filename };
  }

  const original = await readAll(object.body);
  let image = sharp(original);
  const box = downloadSizes[query.size];
  if (box) {
    image = image.resize({
      width: box.width,
      height: box.height,
      fit: 'inside',
      withoutEnlargement: true,
    });
  }
  const quality = lossyQuality[query.quality];
  const encoded = await encode(image, object.contentType, query.quality, quality).toBuffer();
  const contentType = ['image/jpeg', 'image/webp'].includes(object.contentType)
    ? object.contentType
    : 'image/png';
  return {
    body: encoded,
    contentType,
    size: encoded.length,
    filename: downloadFilename(row.tool, row.createdAt, row.id, query.size, contentType),
  };
}

function encode(
  image: Sharp,
  contentType: string,
  choice: DownloadQuality,
  quality: number,
): Sharp {
  switch (contentType) {
    case 'image/jpeg':
      return image.jpeg({ quality, mozjpeg: true });
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
