/**
 * Writes the reference masks of the cut-out samples (src/server/engine/quality/cut-out-samples.ts)
 * to tests/fixtures/cut-out-masks/<id>.png: the alpha channel of the IMG.LY medium model's
 * cut-out thresholded at 128, as the engine took it until decision 095. Run once, before that model left:
 * `npx tsx scripts/assets/make-cut-out-masks.ts`.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { removeBackground } from '../../src/server/engine/perception/remove-background.ts';
import {
  cutOutSamples,
  referenceMaskDir,
} from '../../src/server/engine/quality/cut-out-samples.ts';

for (const sample of cutOutSamples) {
  const photo = await sample.load();
  const cut = await removeBackground(photo);
  const alpha = Buffer.alloc(cut.width * cut.height);
  for (let i = 0; i < alpha.length; i++) alpha[i] = cut.data[i * 4 + 3]!;
  // Kept as two-colour PNGs (subject where alpha ≥ 128): the IoU counts no more than that.
  const png = await sharp(alpha, { raw: { width: cut.width, height: cut.height, channels: 1 } })
    .threshold(128)
    .png({ palette: true, colours: 2, compressionLevel: 9 })
    .toBuffer();
  await writeFile(path.join(referenceMaskDir, `${sample.id}.png`), png);
  const meta = await sharp(photo).metadata();
  console.log(
    `${sample.id} ${sample.kind} ${meta.width}x${meta.height} → ${cut.width}x${cut.height} ${png.length} B`,
  );
}
