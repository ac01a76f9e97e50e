import path from 'node:path';
import { parseEnv } from '../../src/server/env.ts';
import { buildSiteIfStale } from '../../scripts/lib/site-build.ts';
import { siteBuildEnv } from '../../scripts/lib/stack.ts';
import { builtPages, gzipBytes, pageScripts, pageStyles } from '../../tests/site/built-site.ts';
import type { Row } from '../lib/measure.ts';

const KB = 1024;

/**
 * Weight of each built public page (gzip, without images, video and fonts): HTML + CSS beside
 * the 60 KB home budget, and JavaScript beside the 15 KB per-page budget.
 */
export async function run(): Promise<Row[]> {
  const env = parseEnv({});
  const siteDir = path.resolve('.tmp/bench-site');
  await buildSiteIfStale(
    siteDir,
    siteBuildEnv(env, 'http://127.0.0.1:8787', 'http://127.0.0.1:4321'),
  );
  return builtPages(siteDir).flatMap((page) => {
    const html = gzipBytes(page.html);
    const css = pageStyles(page.html, siteDir).reduce((sum, s) => sum + gzipBytes(s), 0);
    const js = pageScripts(page.html, siteDir).reduce((sum, s) => sum + gzipBytes(s), 0);
    return [
      {
        metric: `${page.url} HTML+CSS (gzip)`,
        value: (html + css) / KB,
        unit: 'KB',
        baseline: { name: '60 KB budget', value: 60 },
      },
      {
        metric: `${page.url} JavaScript (gzip)`,
        value: js / KB,
        unit: 'KB',
        baseline: { name: '15 KB budget', value: 15 },
      },
    ];
  });
}
