/**
 * `npm run hero`: makes the home page hero's before/after pictures and times with the
 * deployment's own try-on engine, read from the environment (and .env) as the API reads it:
 * GENERATION_ENGINES and the provider's key (decisions 045, 098). With nothing configured that is
 * the local demo engine, and the hero calls its pictures a demo; with `virtual-tryon=fal` and
 * FAL_KEY they are fal's real output, and the hero shows them with the measured time. Writes
 * public/media/hero-{before,garment,after}-{300,600}.{avif,webp} and
 * src/components/home/hero-results.json, committed so the site build does no image work; run it
 * after changing the engine or the samples (about a minute on two CPU cores on the local engine;
 * 13 try-ons, each billed, on a hosted one).
 */
import { join } from 'node:path';
import { EnvError } from '../../src/server/env.ts';
import { openTryOnEngine } from '../lib/try-on-engine.ts';
import { makeHeroResults } from './hero-results/make-hero-results.ts';

const root = join(import.meta.dirname, '../..');
const tryOn = await openTryOnEngine(process.env).catch((error: unknown) => {
  if (!(error instanceof EnvError)) throw error;
  console.error(error.message);
  process.exit(1);
});
console.log(`hero: try-on on ${tryOn.chain}`);
try {
  const facts = await makeHeroResults({
    engine: tryOn.engine,
    generationId: tryOn.generationId,
    outDir: join(root, 'public/media'),
    factsFile: join(root, 'src/components/home/hero-results.json'),
  });
  console.log(facts);
} finally {
  await tryOn.close();
}
