import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EngineError, throwIfAborted } from '../engine.ts';
import { ffmpegPath, runFfmpeg } from './ffmpeg.ts';
import { watermarkPng } from './watermark.ts';

/**
 * Draws the free-plan mark into every frame of an MP4 made elsewhere (a hosted model's video):
 * the mark, drawn for the video's size, is overlaid by ffmpeg; audio is copied as it is.
 * Videos the local engine makes get the mark while rendering (`watermark: true`).
 * @example const marked = await applyVideoWatermark(video, { signal });
 */
export async function applyVideoWatermark(
  video: Buffer,
  options: { signal?: AbortSignal } = {},
): Promise<Buffer> {
  throwIfAborted(options.signal);
  const folder = await mkdtemp(path.join(tmpdir(), 'kieu-mark-'));
  try {
    const source = path.join(folder, 'source.mp4');
    const mark = path.join(folder, 'mark.png');
    const out = path.join(folder, 'marked.mp4');
    await writeFile(source, video);
    const size = await videoSize(source);
    await writeFile(mark, await watermarkPng(size.width, size.height));
    await runFfmpeg({
      args: [
        ...['-i', source, '-i', mark],
        ...['-filter_complex', '[0:v][1:v]overlay=0:0,format=yuv420p[out]'],
        ...['-map', '[out]', '-map', '0:a?', '-c:a', 'copy'],
        ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23'],
        ...['-movflags', '+faststart', out],
      ],
      signal: options.signal,
    });
    return await readFile(out);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The frame size ffmpeg reads from a video file; EngineError('bad-input') when it has none. */
export function videoSize(file: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-nostdin', '-i', file], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let text = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (text += chunk));
    child.on('error', (cause) => reject(new EngineError('internal', undefined, { cause })));
    child.on('close', () => {
      // e.g. "Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 854x480, …"
      const match = /Stream #\d+:\d+.*?: Video: .*?(\d{2,5})x(\d{2,5})/.exec(text);
      if (match) resolve({ width: Number(match[1]), height: Number(match[2]) });
      else reject(new EngineError('bad-input'));
    });
  });
}
