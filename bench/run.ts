import { mkdirSync, writeFileSync } from 'node:fs';
import { formatRows, type Row } from './lib/measure.ts';
import * as apiFoundation from './suites/api-foundation.bench.ts';
import * as siteWeight from './suites/site-weight.bench.ts';
import * as auth from './suites/auth.bench.ts';
import * as history from './suites/history.bench.ts';
import * as localEngine from './suites/local-engine.bench.ts';
import * as apiReads from './suites/api-reads.bench.ts';
import * as progressEvents from './suites/progress-events.bench.ts';
import * as contentCredentials from './suites/content-credentials.bench.ts';
import * as apiMemory from './suites/api-memory.bench.ts';
import * as catalogueBatch from './suites/catalogue-batch.bench.ts';

// `npm run bench`: each suite measures the product beside a baseline taken in the same run and
// reports ratios; results are also written to bench/results/latest.json.
const suites: Record<string, { run(): Promise<Row[]> }> = {
  'API foundation': apiFoundation,
  'Public page weight': siteWeight,
  'Accounts and sessions': auth,
  History: history,
  'Local generation engine': localEngine,
  'API reads (PGlite and PostgreSQL)': apiReads,
  'Progress events': progressEvents,
  'Content credentials': contentCredentials,
  'API memory': apiMemory,
  'Catalogue batches': catalogueBatch,
};

// Each suite chooses its database (API reads starts a private PostgreSQL itself): an inherited
// DATABASE_URL would send the API to a database the suite neither seeds nor can reach.
delete process.env.DATABASE_URL;

const wanted = process.argv.slice(2);
const results: Record<string, Row[]> = {};
for (const [name, suite] of Object.entries(suites)) {
  if (wanted.length && !wanted.some((w) => name.toLowerCase().includes(w.toLowerCase()))) continue;
  console.log(`\n${name}`);
  results[name] = await suite.run();
  console.log(formatRows(results[name]));
}
mkdirSync('bench/results', { recursive: true });
writeFileSync(
  'bench/results/latest.json',
  JSON.stringify({ at: new Date().toISOString(), results }, null, 2),
);
