import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Row } from '../lib/measure.ts';
import { markDownload } from '../../src/server/provenance/mark-download.ts';
import { markResult } from '../../src/server/provenance/mark-result.ts';
import { createResultSigner } from '../../src/server/provenance/result-signer.ts';
import { videoParamsSchema } from '../../src/contracts/tools.ts';
import { imageToVideo } from '../../src/server/engine/local/image-to-video.ts';
import { testPicture } from '../../src/server/services/history/seed-generations.ts';

/**
 * The cost of content credentials per result (issue 17): time and bytes that marking adds,
 * against the unsigned write of the same file in the same run (encoding it and writing it to
 * disk, which is what storing a result costs without marks). p50 of 9 runs after one warm-up.
 */
const RUNS = 9;

async function p50(task: () => Promise<unknown>): Promise<number> {
  await task();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await task();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b)[RUNS >> 1]!;
}

export async function run(): Promise<Row[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kieu-bench-c2pa-'));
  const signer = await createResultSigner({ dataDir: dir, production: false }, 'bench');
  const input = await testPicture(768, 1024, 'jpeg');
  const rows: Row[] = [];
  try {
    const cases = [
      {
        name: 'try-on PNG 768×1024',
        tool: 'virtual-tryon' as const,
        type: 'image/png',
        make: () => testPicture(768, 1024, 'png'),
      },
      {
        name: 'edit JPEG 1600×1200',
        tool: 'image-editing' as const,
        type: 'image/jpeg',
        make: () => testPicture(1600, 1200, 'jpeg'),
      },
    ];
    for (const item of cases) {
      const data = await item.make();
      const unsigned = await p50(async () => writeFile(path.join(dir, 'plain'), await item.make()));
      const mark = async () =>
        markResult(signer, {
          data: await item.make(),
          contentType: item.type,
          tool: item.tool,
          engine: 'local',
          inputs: [{ role: 'model', data: input }],
          madeAt: new Date(),
        });
      const signed = await p50(async () => writeFile(path.join(dir, 'signed'), await mark()));
      const marked = await mark();
      const baseline = { name: 'the unsigned write (encode + write)', value: unsigned };
      rows.push({ metric: `${item.name}: write with marks`, value: signed, unit: 'ms', baseline });
      rows.push({
        metric: `${item.name}: bytes added`,
        value: marked.length - data.length,
        unit: 'B',
      });
      rows.push({
        metric: `${item.name}: share of the file`,
        value: (100 * (marked.length - data.length)) / data.length,
        unit: '%',
      });
      const small = await sharp(marked)
        .resize(600)
        .toFormat(item.type === 'image/png' ? 'png' : 'jpeg')
        .toBuffer();
      const download = await p50(() =>
        markDownload(signer, {
          original: marked,
          originalContentType: item.type,
          rendered: small,
          contentType: item.type,
          tool: item.tool,
          changes: ['c2pa.resized'],
        }),
      );
      rows.push({
        metric: `${item.name}: re-sign a download`,
        value: download,
        unit: 'ms',
        baseline,
      });
    }
    const renderStarted = performance.now();
    const video = (await imageToVideo({ image: input, params: videoParamsSchema.parse({}) })).data;
    const render = performance.now() - renderStarted;
    const unsignedVideo = await p50(() => writeFile(path.join(dir, 'plain.mp4'), video));
    const signedVideo = await p50(async () =>
      writeFile(
        path.join(dir, 'signed.mp4'),
        await markResult(signer, {
          data: video,
          contentType: 'video/mp4',
          tool: 'image-to-video',
          engine: 'local',
          inputs: [{ role: 'source', data: input }],
          madeAt: new Date(),
        }),
      ),
    );
    rows.push({
      metric: 'video MP4 5 s 480p: write with marks',
      value: signedVideo,
      unit: 'ms',
      baseline: { name: 'the unsigned write', value: unsignedVideo },
    });
    rows.push({
      metric: 'video MP4 5 s 480p: marking',
      value: signedVideo - unsignedVideo,
      unit: 'ms',
      baseline: { name: 'rendering it on the local engine', value: render },
    });
    const markedVideo = await markResult(signer, {
      data: video,
      contentType: 'video/mp4',
      tool: 'image-to-video',
      engine: 'local',
      inputs: [],
      madeAt: new Date(),
    });
    rows.push({
      metric: 'video MP4 5 s 480p: bytes added',
      value: markedVideo.length - video.length,
      unit: 'B',
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return rows;
}
