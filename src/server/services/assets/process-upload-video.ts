import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { studioVideoUploadLimits as limits, type AssetKind } from '../../../contracts/studio.ts';
import { ffmpegPath } from '../../engine/local/ffmpeg.ts';
import { AppError, issueError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { processUploadImage, type ProcessedImage } from './process-upload-image.ts';

const videoTypes: readonly string[] = limits.mimeTypes;
const extensionOf: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};
/** A hostile or broken file must not hold a request: each ffmpeg run is killed after this. */
const FFMPEG_TIMEOUT_MS = 30_000;

export const videoErrors = {
  /** The declared type and the content disagree (a PNG sent as video/mp4, or the reverse). */
  mismatch: () =>
    issueError(415, 'unsupported_file_type', [
      { path: 'file', message: 'assets.error.videoMismatch' },
    ]),
  /** Decision 105: a video is never a model, a garment, a face or a hair reference. */
  kind: () =>
    issueError(422, 'validation_failed', [{ path: 'kind', message: 'assets.error.videoKind' }]),
  unreadable: () => new AppError(422, 'invalid_video', localize('assets.error.videoUnreadable')),
  tooLong: () =>
    new AppError(
      422,
      'video_too_long',
      localize('assets.error.videoTooLong', { maxSeconds: limits.maxSeconds }),
      { max_seconds: limits.maxSeconds },
    ),
};

/**
 * Whether an upload is to be taken as a video: its content is an MP4, WebM or QuickTime file,
 * or the sender declared a video type. The two must then agree (`processUploadVideo`).
 * @example isVideoUpload('video/mp4', undefined) // true: refused later, the content is no video
 */
export function isVideoUpload(declared: string, sniffed: string | undefined): boolean {
  return declared.startsWith('video/') || (sniffed !== undefined && videoTypes.includes(sniffed));
}

/**
 * Checks an uploaded video and makes what the library keeps (issue 40, decision 108): the
 * declared type, when one is given, and the magic bytes must both say MP4, WebM or QuickTime;
 * the file is remuxed without its metadata (a phone's video carries where it was filmed, as a
 * photo's EXIF does) and without re-encoding; it must hold a video stream of at most
 * `maxSeconds`; the frame at 1 s (or the middle of a shorter clip) becomes the poster, its
 * WebP preview the thumbnail, its size the asset's.
 * @example const video = await processUploadVideo(bytes, { declared: 'video/mp4', sniffed: 'video/mp4', kind: 'image' });
 */
export async function processUploadVideo(
  bytes: Buffer,
  file: { declared: string; sniffed: string | undefined; kind: AssetKind },
): Promise<ProcessedImage> {
  const { declared, sniffed } = file;
  // A browser that does not know the extension sends no type, or the generic one.
  const claimsOther = declared !== '' && declared !== 'application/octet-stream';
  if (
    !sniffed ||
    !videoTypes.includes(sniffed) ||
    (claimsOther && !videoTypes.includes(declared))
  ) {
    throw videoErrors.mismatch();
  }
  if (file.kind !== 'image') throw videoErrors.kind();
  const ext = extensionOf[sniffed]!;
  const folder = await mkdtemp(path.join(tmpdir(), 'kieu-upload-'));
  try {
    const input = path.join(folder, `input.${ext}`);
    const clean = path.join(folder, `clean.${ext}`);
    await writeFile(input, bytes);
    const remux = await ffmpeg([
      ...['-i', input, '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy'],
      ...['-map_metadata', '-1', '-map_chapters', '-1'],
      ...(ext === 'webm' ? [] : ['-movflags', '+faststart']),
      clean,
    ]);
    if (remux.code !== 0) throw videoErrors.unreadable();
    // The remux prints what it read of the input: its streams and length, unchanged by a copy.
    const seconds = durationIn(remux.stderr);
    if (seconds === undefined) throw videoErrors.unreadable();
    if (seconds > limits.maxSeconds) throw videoErrors.tooLong();
    const frame = await ffmpeg([
      ...['-ss', String(Math.min(1, seconds / 2)), '-i', clean, '-frames:v', '1'],
      ...['-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
    ]);
    if (frame.code !== 0 || frame.stdout.length === 0) throw videoErrors.unreadable();
    const poster = await processUploadImage(frame.stdout, 'file');
    return { ...poster, bytes: await readFile(clean), contentType: sniffed, ext };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The length in ffmpeg's report of what it read, when the input holds a video stream. */
function durationIn(stderr: string): number | undefined {
  if (!/Stream #\d+:\d+.*: Video: /.test(stderr)) return undefined;
  const found = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(stderr);
  if (!found) return undefined;
  return Number(found[1]) * 3600 + Number(found[2]) * 60 + Number(found[3]);
}

/** Runs ffmpeg on local files only, collecting its output; killed after the timeout. */
function ffmpeg(args: string[]): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpegPath(),
      ['-hide_banner', '-nostdin', '-y', '-protocol_whitelist', 'file,pipe', ...args],
      { stdio: ['ignore', 'pipe', 'pipe'], timeout: FFMPEG_TIMEOUT_MS, killSignal: 'SIGKILL' },
    );
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-16_000);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr }));
  });
}
