import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthousePages } from '../tests/support/public-routes.ts';
import { chromiumFlags } from './lib/chromium-flags.ts';
import { ensureChromium } from './lib/system-packages.ts';

/**
 * Lighthouse (mobile, simulated throttling) on the key public pages in both languages, the blog
 * index and a blog post.
 * Records the four scores (median of --runs, or of 5 for a page first found below the bar) to
 * --out and fails when accessibility, best practices or SEO fall below 100 or performance below 90.
 * The CPU slowdown is calibrated to the host, as Lighthouse's throttling guide advises
 * (decision 111): a first, discarded audit warms the browser and the server and measures the
 * host's benchmark index, and each audit after uses the index that the one before it measured.
 *
 *   npx tsx scripts/lighthouse.ts --site http://127.0.0.1:4401 --runs 3
 */
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const minimum: Record<Category, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

export type Scores = Record<Category, number>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Runs that decide a page found below the bar. Lighthouse advises the median of 5 for a stable
 * score; with 3, one page's runs on a shared machine were 72, 86 and 98, and the 86 decided.
 */
const CONFIRM_RUNS = 5;

const medianScores = (all: Scores[]) =>
  Object.fromEntries(categories.map((c) => [c, median(all.map((s) => s[c]))])) as Scores;

const isBelow = (scores: Scores) => categories.some((c) => scores[c] < minimum[c]);

/** Whether a page audited `all` times needs another run: `runs` first, then confirmation. */
export const needsAnotherRun = (all: Scores[], runs: number) =>
  all.length < runs || (all.length < CONFIRM_RUNS && all.some(isBelow));

/**
 * The CPU slowdown that brings a host of this benchmark index to Lighthouse's mid-tier mobile
 * target: the piecewise line of Lighthouse's CPU throttling calculator (linked from its
 * docs/throttling.md). The default 4× assumes a desktop of index ~1,500; below 1,000 Lighthouse
 * itself warns that the host is too slow for it. On this 2-core machine the index moves between
 * 700 and 1,100 with the load, which alone moved the home page's score between 80 and 96.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN;
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
const DEFAULT_CPU_SLOWDOWN = 4;

type Audit = { scores: Scores; failing: string[]; benchmarkIndex: number; cpuSlowdown: number };

async function audit(url: string, port: number, cpuSlowdown: number): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    // Merged into Lighthouse's mobile defaults: only the CPU slowdown changes.
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // Audits of no weight in any score whose gathering costs seconds a page: the back/forward
    // cache check navigates away and back, and the screenshots are pictures for a report
    // nobody reads here (issue 38).
    skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const scores = Object.fromEntries(
    categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  // Name the audits that cost points, so a failure says what to fix.
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  return { scores, failing, benchmarkIndex: lhr.environment.benchmarkIndex, cpuSlowdown };
}

/** Audits each page `runs` times and returns the median of each score. */
export async function runLighthouse(site: string, runs: number) {
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: chromiumFlags,
  });
  // What the host was doing: a failing run says whether the machine or the page was slow.
  const host = { loadAtStart: loadavg()[0]!, benchmarkIndexes: [] as number[] };
  const pages: {
    path: string;
    scores: Scores;
    runs: Scores[];
    cpuSlowdowns: number[];
    failing: string[];
  }[] = [];
  try {
    const paths = lighthousePages();
    // The warm-up: the first page's first audit paid for a cold browser and server (87 against
    // 97–99 warm), and it measures the host for the first counted audit.
    let cpuSlowdown = cpuSlowdownFor(
      (await audit(new URL(paths[0]!, site).href, chrome.port, DEFAULT_CPU_SLOWDOWN))
        .benchmarkIndex,
    );
    for (const path of paths) {
      const all: Scores[] = [];
      const cpuSlowdowns: number[] = [];
      const failing = new Set<string>();
      // A page below the bar after `runs` is audited until it has CONFIRM_RUNS, and their median
      // decides: one simulated run varies by a few points on a busy machine, a real fall does not.
      while (needsAnotherRun(all, runs)) {
        const run = await audit(new URL(path, site).href, chrome.port, cpuSlowdown);
        all.push(run.scores);
        cpuSlowdowns.push(Math.round(run.cpuSlowdown * 100) / 100);
        run.failing.forEach((id) => failing.add(id));
        cpuSlowdown = cpuSlowdownFor(run.benchmarkIndex);
        host.benchmarkIndexes.push(Math.round(run.benchmarkIndex));
      }
      const scores = medianScores(all);
      pages.push({ path, scores, runs: all, cpuSlowdowns, failing: [...failing] });
    }
  } finally {
    chrome.kill();
  }
  const below = pages.flatMap((page) =>
    categories
      .filter((c) => page.scores[c] < minimum[c])
      .map(
        (c) =>
          `${page.path} ${c} ${page.scores[c]} < ${minimum[c]} (failing audits: ${page.failing.join(', ') || 'none binary'})`,
      ),
  );
  return { pages, below, host };
}

export function formatScores(
  pages: { path: string; scores: Scores; cpuSlowdowns: number[] }[],
): string {
  const header = `  ${'page'.padEnd(14)}${categories.map((c) => c.padStart(16)).join('')}   CPU slowdown`;
  const rows = pages.map(
    (p) =>
      `  ${p.path.padEnd(14)}${categories.map((c) => String(p.scores[c]).padStart(16)).join('')}   ${p.cpuSlowdowns.map((x) => `${x}×`).join(' ')}`,
  );
  return [header, ...rows].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      site: { type: 'string', default: 'http://127.0.0.1:4321' },
      runs: { type: 'string', default: '3' },
      out: { type: 'string', default: 'bench/results/lighthouse.json' },
    },
  });
  const runs = Number(values.runs);
  const { pages, below, host } = await runLighthouse(values.site!, runs);
  const indexes = host.benchmarkIndexes;
  console.log(
    `Lighthouse, mobile, median of ${runs} run(s) (${CONFIRM_RUNS} for a page first below the bar):\n${formatScores(pages)}`,
    `\n  host: load ${host.loadAtStart.toFixed(2)} at the start, ${loadavg()[0]!.toFixed(2)} at the end; benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    values.out!,
    JSON.stringify({ at: new Date().toISOString(), runs, host, pages }, null, 2),
  );
  if (below.length) {
    console.error(`Below the bar:\n  ${below.join('\n  ')}`);
    process.exit(1);
  }
}
