import sharp from 'sharp';
import { exceedsPixelLimit } from '../../services/files/image-pixel-limit.ts';
import { detectFileType } from '../../services/files/detect-file-type.ts';
import { EngineError, type EngineResult } from '../engine.ts';
import { mp4Info } from './mp4-info.ts';

/** A result file larger than this is refused rather than held in memory. */
const MAX_RESULT_BYTES = 200 * 1024 * 1024;

/**
 * The URLs of the result files in a model's output: `images[].url` (FASHN, FLUX, Kontext; one
 * per sample), `image.url`, or `video.url` (the image-to-video models), as their output schemas
 * document.
 */
export function resultFileUrls(payload: unknown): string[] {
  const output = payload as {
    images?: { url?: unknown }[];
    image?: { url?: unknown };
    video?: { url?: unknown };
  } | null;
  const urls = output?.video?.url
    ? [output.video.url]
    : Array.isArray(output?.images)
      ? output.images.map((image) => image?.url)
      : [output?.image?.url];
  return urls.filter((url): url is string => typeof url === 'string');
}

/**
 * Copies the provider's result files at once (their URLs expire) and checks each by its bytes:
 * an image must decode as JPEG, PNG or WebP, a video must be an MP4 with a video track. A broken
 * or missing file is the provider's failure (fail at once); an unreachable URL is thrown so the
 * job retries and downloads it again from the stored result. At most `samples` images are
 * taken (what the request asked for and pays): the first is the result, the rest its samples.
 */
export async function downloadResult(
  payload: unknown,
  kind: 'image' | 'video',
  options: { fetch?: typeof fetch; signal?: AbortSignal; samples?: number } = {},
): Promise<EngineResult> {
  const urls = resultFileUrls(payload).slice(0, kind === 'video' ? 1 : (options.samples ?? 1));
  if (urls.length === 0) throw new EngineError('refused', 'generation.engine.providerFailed');
  const [first, ...samples] = await Promise.all(urls.map((url) => downloadOne(url, kind, options)));
  return samples.length ? { ...first!, samples } : first!;
}

async function downloadOne(
  url: string,
  kind: 'image' | 'video',
  options: { fetch?: typeof fetch; signal?: AbortSignal },
): Promise<EngineResult> {
  const res = await (options.fetch ?? fetch)(url, {
    signal: AbortSignal.any([
      AbortSignal.timeout(120_000),
      ...(options.signal ? [options.signal] : []),
    ]),
  });
  if (!res.ok) throw new Error(`result file answered HTTP ${res.status}`);
  const data = Buffer.from(await res.arrayBuffer());
  if (data.length === 0 || data.length > MAX_RESULT_BYTES) {
    throw new EngineError('refused', 'generation.engine.providerFailed');
  }
  const type = await detectFileType(data);
  if (kind === 'video') {
    const info = type?.mime === 'video/mp4' ? mp4Info(data) : undefined;
    if (!info) throw new EngineError('refused', 'generation.engine.providerFailed');
    return { data, contentType: 'video/mp4', ...info };
  }
  if (type?.mime !== 'image/png' && type?.mime !== 'image/jpeg' && type?.mime !== 'image/webp') {
    throw new EngineError('refused', 'generation.engine.providerFailed');
  }
  // A provider's image is decoded later (watermark, thumbnail): the same pixel limit as uploads.
  if (await exceedsPixelLimit(data)) {
    throw new EngineError('refused', 'generation.engine.providerFailed');
  }
  const meta = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height) {
    throw new EngineError('refused', 'generation.engine.providerFailed');
  }
  return { data, contentType: type.mime, width: meta.width, height: meta.height };
}
