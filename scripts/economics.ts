/**
 * `npm run economics` (decision 065): for the configured engines (GENERATION_ENGINES, the model
 * overrides, ENGINE_PRICES, USD_VND_RATE), prints plan × tool × option with the credits charged,
 * the lowest price a credit sells at, the engine cost and the gross margin; exits 1 when any
 * option on sale falls below MIN_GROSS_MARGIN.
 *
 * `--production` checks the documented production configuration instead (the spec's tools on
 * fal, the model tools on FASHN, the defaults of .env.example): CI runs that.
 */
import { planCatalogue } from '../src/contracts/plans.ts';
import { checkEconomics, describeRow } from '../src/server/economics/margins.ts';
import { productionEngineSettings } from '../src/server/economics/production-engines.ts';
import { parseEnvOrExit } from '../src/server/env.ts';

const production = process.argv.includes('--production');
const env = parseEnvOrExit(production ? productionEngineSettings : process.env);

const { rows, failing, exitCode } = checkEconomics(env, planCatalogue);
const vnd = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
console.table(
  rows.map((row) => ({
    plan: row.plan,
    tool: row.option.tool,
    option: row.option.label,
    engine: `${row.engine} ${row.model}`,
    credits: row.credits,
    'credit ₫ (lowest)': vnd.format(row.creditPriceVnd),
    'cost ₫': Number.isNaN(row.costVnd) ? 'no price' : vnd.format(row.costVnd),
    margin: row.margin === null ? '—' : row.margin.toFixed(2),
  })),
);
if (exitCode !== 0) {
  console.error(
    `\n${failing.length} option(s) sold below MIN_GROSS_MARGIN ${env.MIN_GROSS_MARGIN}:`,
  );
  for (const row of failing) console.error(`  - ${describeRow(row)}`);
  process.exit(exitCode);
}
console.log(`\nEvery option on sale keeps a gross margin of at least ${env.MIN_GROSS_MARGIN}.`);
