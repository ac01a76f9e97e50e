import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { MotionStyle } from '../../../contracts/tools.ts';
import { throwIfAborted, type EngineResult, type ImageToVideoInput } from '../engine.ts';
import { videoFrameSize } from '../video-frame.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { decodeRgba, fromRaw, type RawImage } from './image.ts';
import { watermarkPng } from './watermark.ts';

export const videoFrameRate = 25;

/** Camera moves: zoom grows from 1 to 1 + zoom; pans sweep that share of the free margin. */
const motions: Record<MotionStyle, { zoom: number; panX: number; panY: number }> = {
  subtle: { zoom: 0.05, panX: 0, panY: 0 },
  natural: { zoom: 0.1, panX: 0.6, panY: 0.15 },
  dramatic: { zoom: 0.25, panX: 1, panY: 0.5 },
};

/**
 * A still turned into an H.264 MP4 (yuv420p, faststart, 25 fps) with a camera move by motion
 * style, or still frames with the camera fixed, in the chosen frame (9:16, 1:1, 16:9 or the
 * photo's own; decision 044). It moves the camera only: the model, prompt, CFG scale, prompt
 * optimiser and audio are for generative models, and the studio says so on the form.
 */
export async function imageToVideo(input: ImageToVideoInput): Promise<EngineResult> {
  const { onProgress, signal, params } = input;
  throwIfAborted(signal);
  onProgress?.('composition', 0);
  const image = await decodeRgba(input.image, 3840);
  const size = videoFrameSize(params.resolution, params.aspect, image.width, image.height);
  // zoompan moves in whole source pixels; a larger source keeps slow moves smooth.
  const scale = params.fixCamera ? 1 : params.resolution === '480p' ? 2 : 1;
  const still = await frameStill(image, size.width * scale, size.height * scale);
  const folder = await mkdtemp(path.join(tmpdir(), 'kieu-video-'));
  try {
    const stillPath = path.join(folder, 'still.png');
    const markPath = path.join(folder, 'mark.png');
    const outPath = path.join(folder, 'video.mp4');
    await writeFile(stillPath, still);
    if (input.watermark) await writeFile(markPath, await watermarkPng(size.width, size.height));
    throwIfAborted(signal);

    onProgress?.('motion', 0.15);
    const frames = params.duration * videoFrameRate;
    const mark = input.watermark ? '[1:v]overlay=0:0,' : '';
    // A fixed camera converts and marks the still once, then repeats that frame.
    const graph = params.fixCamera
      ? `[0:v]${mark}format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,setpts=N/${videoFrameRate}/TB[out]`
      : `[0:v]${zoompan(motions[params.motionStyle], frames, size.width, size.height)}[cam];[cam]${mark}format=yuv420p[out]`;
    const inputs = ['-i', stillPath, ...(input.watermark ? ['-i', markPath] : [])];
    onProgress?.('rendering', 0.2);
    await runFfmpeg({
      args: [
        ...inputs,
        '-filter_complex',
        graph,
        '-map',
        '[out]',
        '-frames:v',
        String(frames),
        '-r',
        String(videoFrameRate),
        '-c:v',
        'libx264',
        '-preset',
        'veryfast',
        ...(params.fixCamera ? ['-tune', 'stillimage'] : []),
        '-crf',
        '23',
        '-pix_fmt',
        'yuv420p',
        '-movflags',
        '+faststart',
        '-an',
        outPath,
      ],
      durationSeconds: params.duration,
      onProgress: (fraction) => onProgress?.('rendering', 0.2 + 0.78 * fraction),
      signal,
    });
    const data = await readFile(outPath);
    onProgress?.('rendering', 1);
    return {
      data,
      contentType: 'video/mp4',
      width: size.width,
      height: size.height,
      durationMs: params.duration * 1000,
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The still on the video's canvas: cropped to fill it when the aspects are within 15%, else
 * shown whole over a blurred, darkened fill of itself (no black bars); transparency on white.
 */
async function frameStill(image: RawImage, width: number, height: number): Promise<Buffer> {
  const ratio = image.width / image.height / (width / height);
  if (ratio > 0.85 && ratio < 1.15) {
    return fromRaw(image)
      .resize(width, height, { fit: 'cover' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  }
  const fill = await fromRaw(image)
    .resize(width, height, { fit: 'cover' })
    .blur(Math.max(8, width / 60))
    .modulate({ brightness: 0.6 })
    .png()
    .toBuffer();
  const whole = await fromRaw(image).resize(width, height, { fit: 'inside' }).png().toBuffer();
  return sharp(fill)
    .composite([{ input: whole, gravity: 'centre' }])
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/** ffmpeg's zoompan for a camera move over `frames` frames, ending at the full zoom. */
function zoompan(
  motion: (typeof motions)[MotionStyle],
  frames: number,
  width: number,
  height: number,
): string {
  const t = `(on/${Math.max(1, frames - 1)})`;
  const zoom = `1+${motion.zoom}*${t}`;
  const x = `(iw-iw/zoom)*(0.5+${motion.panX / 2}*(2*${t}-1))`;
  const y = `(ih-ih/zoom)*(0.5-${motion.panY / 2}*(2*${t}-1))`;
  return `zoompan=z='${zoom}':x='${x}':y='${y}':d=${frames}:s=${width}x${height}:fps=${videoFrameRate}`;
}
