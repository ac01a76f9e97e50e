import { createLocalEngine } from '../src/server/engine/local/index.ts';
import { samplePhoto } from '../src/server/engine/perception/sample-photos.ts';
import { checkColour } from '../src/server/fidelity/check-colour.ts';
import { checkPattern } from '../src/server/fidelity/check-pattern.ts';
import { productRegion, regionByChange } from '../src/server/fidelity/garment-regions.ts';
import { renderSample } from '../src/server/services/samples/render-sample.ts';
import { findSample } from '../src/server/services/samples/sample-catalogue.ts';
const engine = createLocalEngine();
const model = await samplePhoto('fullBody');
const garment = await renderSample(findSample('garment-yellow-tshirt')!);
const made = await engine.tryOn({ model, garment, params: { category: 'tops' } });
for (let i = 0; i < 6; i++) {
  const t0 = performance.now();
  const p = await productRegion(garment);
  const t1 = performance.now();
  const r = await regionByChange(model, made.data);
  const t2 = performance.now();
  checkColour(p, r);
  const t3 = performance.now();
  checkPattern(p, r);
  const t4 = performance.now();
  console.log([t1-t0,t2-t1,t3-t2,t4-t3].map(Math.round).join(' '), p.image.width, p.image.height, r.image.width);
}
