import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { StudioTool } from '../../src/contracts/studio.ts';
import { markResult } from '../../src/server/provenance/mark-result.ts';
import { createResultSigner } from '../../src/server/provenance/result-signer.ts';

/**
 * Files for the verify tests (API and browser): a result signed as the product signs it, with a
 * development chain under a temporary DATA_DIR, and a plain photo without credentials. A changed
 * file is `changeOnePixel` of content-credentials.ts.
 */

/** A small photo-like PNG or JPEG, different for every seed. */
export function photo(format: 'png' | 'jpeg', seed = 1): Promise<Buffer> {
  return sharp({
    create: {
      width: 96,
      height: 72,
      channels: 3,
      background: { r: (seed * 53) % 256, g: 120, b: 90 },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

export interface MarkedFile {
  bytes: Buffer;
  madeAt: Date;
  tool: StudioTool;
}

/** A PNG result marked by `markResult`, as a try-on with the local engine makes it. */
export async function markedPng(
  options: { tool?: StudioTool; madeAt?: Date } = {},
): Promise<MarkedFile> {
  const inputs = [
    { role: 'person', data: await photo('jpeg', 2) },
    { role: 'clothing', data: await photo('jpeg', 3) },
  ];
  return mark(await photo('png', 7), 'image/png', options.tool ?? 'virtual-tryon', inputs, options);
}

/** An MP4 (the site's own short clip) marked as an image-to-video result. */
export async function markedMp4(options: { madeAt?: Date } = {}): Promise<MarkedFile> {
  const clip = await readFile(path.resolve('public/media/three-steps.mp4'));
  const inputs = [{ role: 'source', data: await photo('jpeg', 6) }];
  return mark(clip, 'video/mp4', 'image-to-video', inputs, options);
}

async function mark(
  data: Buffer,
  contentType: string,
  tool: StudioTool,
  inputs: { role: string; data: Buffer }[],
  options: { madeAt?: Date },
): Promise<MarkedFile> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-verify-'));
  try {
    const signer = await createResultSigner({ dataDir, production: false }, '1.0.0-test');
    const madeAt = options.madeAt ?? new Date('2026-11-20T03:04:05Z');
    const bytes = await markResult(signer, {
      data,
      contentType,
      tool,
      engine: 'local',
      inputs,
      madeAt,
    });
    return { bytes, madeAt, tool };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
