import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type { Engine, EngineResult } from '../../../src/server/engine/engine.ts';
import {
  findSample,
  sampleCatalogue,
} from '../../../src/server/services/samples/sample-catalogue.ts';
import { renderSample } from '../../../src/server/services/samples/render-sample.ts';

/** Shown at up to 300 CSS px wide; 2× for sharp screens, AVIF first, WebP as the fallback. */
export const HERO_WIDTHS = [300, 600] as const;

export interface HeroRun {
  ms: number;
  cpuMs: number;
}

export interface HeroResultsOptions {
  /** The deployment's try-on engine (scripts/lib/try-on-engine.ts). */
  engine: Engine;
  /** A generation id per call, for remote engines (they store each request against one). */
  generationId?: () => Promise<string>;
  /** Where `hero-{before,garment,after}-{300,600}.{avif,webp}` go (public/media). */
  outDir: string;
  /** The JSON the hero reads (src/components/home/hero-results.json). */
  factsFile: string;
  /**
   * How many try-ons each series times: new garments (at most every other sample garment, 7)
   * and the repeated pair. Default: every garment and 5 repeats.
   */
  runs?: number;
}

/**
 * Makes the home hero's before/after pictures with the deployment's try-on engine (decisions
 * 045, 098): the sample model "Lan" and the sample red dress (sample-catalogue.ts), tried on by
 * the same call the studio runs, and times try-ons; writes the pictures to `outDir` and the facts
 * (the engine that made them, their size, the times) to `factsFile`, and answers the facts.
 */
export async function makeHeroResults(options: HeroResultsOptions) {
  const { engine } = options;

  /** A try-on of two catalogue samples, timed (the garment's first cut-out included). */
  async function timedTryOn(modelId: string, garmentId: string) {
    const garmentEntry = findSample(garmentId)!;
    const model = await renderSample(findSample(modelId)!);
    const garment = await renderSample(garmentEntry);
    const generationId = await options.generationId?.();
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result: EngineResult = await engine.tryOn({
      model,
      garment,
      params: { category: garmentEntry.category! },
      generationId,
    });
    const used = process.cpuUsage(cpu);
    await result.afterSaved?.();
    // On the local engine CPU time (all threads) does not grow when other work shares the
    // machine, so it is the figure its claim rests on; a remote engine's wait is wall-clock.
    return {
      model,
      garment,
      result,
      ms: performance.now() - started,
      cpuMs: (used.user + used.system) / 1000,
    };
  }

  // The first try-on of a process also loads the local engine's on-device models: timed apart.
  const hero = await timedTryOn('model-lan', 'garment-red-dress');
  // Then other sample garments once each, new to the engine (its cut-out not cached yet), on
  // the three sample women in turn: what a seller trying a new product waits for.
  const garments = sampleCatalogue
    .filter((entry) => entry.kind === 'garment' && entry.id !== 'garment-red-dress')
    .slice(0, options.runs);
  const women = ['model-lan', 'model-mai', 'model-hoa'];
  const newGarment: HeroRun[] = [];
  for (const [index, garment] of garments.entries()) {
    newGarment.push(await timedTryOn(women[index % women.length]!, garment.id));
  }
  // And the same pair again, as when a seller tries a garment on another pose or model.
  const repeat: HeroRun[] = [];
  for (let run = 0; run < (options.runs ?? 5); run += 1) {
    repeat.push(await timedTryOn('model-lan', 'garment-red-dress'));
  }

  await mkdir(options.outDir, { recursive: true });
  await writePicture(options.outDir, 'hero-before', hero.model, 1.4);
  await writePicture(options.outDir, 'hero-after', hero.result.data, 1.4);
  await writePicture(options.outDir, 'hero-garment', hero.garment);

  const facts = {
    /**
     * Decision 098: the engine that made the pictures (a failover chain names the one that
     * answered); the hero calls them real only when it is the site's try-on engine.
     */
    engine: hero.result.engine ?? engine.nameFor?.('virtual-tryon') ?? engine.name,
    samples: { model: 'model-lan', garment: 'garment-red-dress' },
    width: HERO_WIDTHS[0],
    height: heightOf(HERO_WIDTHS[0]),
    /** The first try-on after the server starts (loads the on-device models). */
    firstMs: Math.round(hero.ms),
    firstCpuMs: Math.round(hero.cpuMs),
    /** A garment the engine has not seen yet (its cut-out made), per sample garment. */
    newGarment: summary(newGarment),
    /** A garment already cut out. */
    repeat: summary(repeat),
    /** Load average while measuring: wall-clock times are only meaningful on a quiet machine. */
    loadAverage: Math.round(os.loadavg()[0]! * 10) / 10,
    cpus: os.availableParallelism(),
  };
  await mkdir(dirname(options.factsFile), { recursive: true });
  await writeFile(options.factsFile, `${JSON.stringify(facts, null, 2)}\n`);
  return facts;
}

const heightOf = (width: number) => Math.round((width * 4) / 3);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};

/** Median and slowest of a series, wall clock and CPU. */
function summary(runs: HeroRun[]) {
  return {
    runs: runs.length,
    medianMs: median(runs.map((run) => run.ms)),
    slowestMs: Math.round(Math.max(...runs.map((run) => run.ms))),
    medianCpuMs: median(runs.map((run) => run.cpuMs)),
    slowestCpuMs: Math.round(Math.max(...runs.map((run) => run.cpuMs))),
  };
}

/**
 * One picture in both formats and both widths, in 3:4. `zoom` keeps the centre part (the figure
 * stands in the middle of a 3:4 studio backdrop), a little lower than the middle.
 */
async function writePicture(outDir: string, name: string, image: Buffer, zoom = 1) {
  const { width: w = 0, height: h = 0 } = await sharp(image).metadata();
  const box = { width: Math.round(w / zoom), height: Math.round(h / zoom) };
  const crop = {
    left: Math.round((w - box.width) / 2),
    top: Math.round((h - box.height) * 0.75),
    ...box,
  };
  for (const width of HERO_WIDTHS) {
    const sized = sharp(image).extract(crop).resize(width, heightOf(width), { fit: 'cover' });
    await sized
      .clone()
      .avif({ quality: 50, effort: 6 })
      .toFile(join(outDir, `${name}-${width}.avif`));
    await sized
      .clone()
      .webp({ quality: 72, effort: 6 })
      .toFile(join(outDir, `${name}-${width}.webp`));
  }
}
