import { mkdtemp, rm } from 'node:fs/promises';
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
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-verify-'));
  try {
    const signer = await createResultSigner({ dataDir, production: false }, '1.0.0-test');
    const tool = options.tool ?? 'virtual-tryon';
    const madeAt = options.madeAt ?? new Date('2026-11-20T03:04:05Z');
    const bytes = await markResult(signer, {
      data: await photo('png', 7),
      contentType: 'image/png',
      tool,
      engine: 'local',
      inputs: [
        { role: 'person', data: await photo('jpeg', 2) },
        { role: 'clothing', data: await photo('jpeg', 3) },
      ],
      madeAt,
    });
    return { bytes, madeAt, tool };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
