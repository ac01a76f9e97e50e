import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ffmpegPath } from './ffmpeg.ts';
import { decodeRgba, luma, type RawImage } from './image.ts';

/** Synthetic inputs and measurements for the engine's tests (never used in production). */

export function svgImage(
  width: number,
  height: number,
  body: string,
  format: 'png' | 'jpeg' = 'png',
) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  const pipeline = sharp(Buffer.from(svg));
  return (format === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 95 })).toBuffer();
}

/** A full-body model: a dark person-shaped silhouette standing on a plain light backdrop. */
export function modelPhoto(): Promise<Buffer> {
  return svgImage(
    240,
    400,
    `<rect width="240" height="400" fill="#ececec"/>
<g fill="#4a4a5a"><circle cx="120" cy="50" r="24"/><rect x="110" y="70" width="20" height="16"/>
<rect x="82" y="84" width="76" height="130" rx="10"/><rect x="64" y="86" width="16" height="120" rx="8"/>
<rect x="160" y="86" width="16" height="120" rx="8"/><rect x="86" y="210" width="30" height="170" rx="8"/>
<rect x="124" y="210" width="30" height="170" rx="8"/></g>`,
  );
}

/** A product photo: a red T-shirt with sleeves on white. */
export function tShirtPhoto(): Promise<Buffer> {
  return svgImage(
    200,
    200,
    `<rect width="200" height="200" fill="#ffffff"/>
<path fill="#d62828" d="M 70 30 L 130 30 L 175 60 L 160 90 L 140 80 L 140 175 L 60 175 L 60 80 L 40 90 L 25 60 Z"/>`,
  );
}

/** The hair blob of `portraitPhoto`, as the ellipse the tests paint as a mask. */
export const portraitHair = { cx: 120, cy: 105, rx: 78, ry: 80 };

/** A front-facing portrait: a dark hair blob behind and above a skin-coloured face oval. */
export function portraitPhoto(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const { cx, cy, rx, ry } = portraitHair;
  return svgImage(
    240,
    300,
    `<rect width="240" height="300" fill="#e6ecf1"/>
<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#2a1d16"/>
<rect x="30" y="250" width="180" height="50" rx="20" fill="#35508a"/>
<ellipse cx="120" cy="140" rx="50" ry="64" fill="#d9a07a"/>
<circle cx="100" cy="130" r="5" fill="#3a2a22"/><circle cx="140" cy="130" r="5" fill="#3a2a22"/>
<path d="M 105 170 Q 120 180 135 170" stroke="#a0524a" stroke-width="4" fill="none"/>`,
    format,
  );
}

/** The painted mask of the portrait's hair: white ellipse on black. */
export function portraitHairMask(): Promise<Buffer> {
  const { cx, cy, rx, ry } = portraitHair;
  return svgImage(
    240,
    300,
    `<rect width="240" height="300" fill="#000"/><ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff"/>
<ellipse cx="120" cy="140" rx="50" ry="64" fill="#000"/>`,
  );
}

/** A product shot: a two-tone object on a plain pale backdrop. */
export function productPhoto(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  return svgImage(
    240,
    180,
    `<rect width="240" height="180" fill="#dfe6ec"/>
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#e07a1f"/><stop offset="1" stop-color="#2a6f97"/></linearGradient></defs>
<rect x="70" y="40" width="100" height="100" rx="12" fill="url(#g)"/><circle cx="120" cy="90" r="18" fill="#f4d35e"/>`,
    format,
  );
}

export const decode = (buffer: Buffer) => decodeRgba(buffer, 4096);

export function pixel(image: RawImage, x: number, y: number): [number, number, number, number] {
  const i = (Math.round(y) * image.width + Math.round(x)) * 4;
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!, image.data[i + 3]!];
}

export function meanLuma(image: RawImage): number {
  let sum = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    sum += luma(image.data[i]!, image.data[i + 1]!, image.data[i + 2]!);
  }
  return sum / (image.data.length / 4);
}

/** Mean absolute difference per channel (RGB) of two images of one size. */
export function meanDifference(a: RawImage, b: RawImage): number {
  let sum = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    for (let c = 0; c < 3; c++) sum += Math.abs(a.data[i + c]! - b.data[i + c]!);
  }
  return sum / ((a.data.length / 4) * 3);
}

export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

/** Runs the engine's ffmpeg and collects its output. */
export function ffmpeg(args: string[]): Promise<{ code: number; stdout: Buffer; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ['-hide_banner', '-nostdin', ...args]);
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout: Buffer.concat(out), stderr }));
  });
}

/** What ffmpeg reads from an MP4: codec, pixel format, size and duration. */
export async function probeVideo(video: Buffer) {
  return withFile(video, async (file) => {
    const { stderr } = await ffmpeg(['-i', file]);
    const stream = /Video: (\w+).*?, (\w+)(?:\([^)]*\))?, (\d+)x(\d+)/.exec(stderr);
    const duration = /Duration: (\d+):(\d+):([\d.]+)/.exec(stderr);
    return {
      codec: stream?.[1],
      pixelFormat: stream?.[2],
      width: Number(stream?.[3]),
      height: Number(stream?.[4]),
      seconds: duration
        ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3])
        : NaN,
      fastStart: video.indexOf('moov') < video.indexOf('mdat'),
    };
  });
}

/** The video's frame at `seconds`, decoded. */
export async function videoFrame(video: Buffer, seconds: number): Promise<RawImage> {
  return withFile(video, async (file) => {
    const { stdout } = await ffmpeg([
      ...['-ss', String(seconds), '-i', file, '-frames:v', '1'],
      ...['-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
    ]);
    return decode(stdout);
  });
}

async function withFile<T>(data: Buffer, use: (file: string) => Promise<T>): Promise<T> {
  const folder = await mkdtemp(path.join(tmpdir(), 'kieu-test-'));
  try {
    const file = path.join(folder, 'video.mp4');
    await writeFile(file, data);
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
