import { describe, expect, it } from 'vitest';
import { creditPackIds } from '../../contracts/credit-packs.ts';
import { planCatalogue, type Plan } from '../../contracts/plans.ts';
import { parseEnv } from '../env.ts';
import { checkEconomics, creditPriceVnd, describeRow } from './margins.ts';
import { offeredOptions } from './offered-options.ts';
import { productionEngineSettings } from './production-engines.ts';

/**
 * The documented production configuration: the spec's five tools on fal, .env.example's
 * defaults, and issue 42's model tools on FASHN's own API (decision 120).
 */
const production = parseEnv(productionEngineSettings);
const plan = (id: Plan['id']) => planCatalogue.find((entry) => entry.id === id)!;

describe('the lowest price of a credit', () => {
  it('is the annual price per credit, and nothing for free or unlimited plans', () => {
    expect(creditPriceVnd({ ...plan('basic'), credits: 50 })).toBe(1583);
    expect(creditPriceVnd(plan('basic'))).toBe(Math.floor(plan('basic').annualPrice / (12 * 18)));
    expect(creditPriceVnd(plan('free'))).toBeNull();
    expect(creditPriceVnd(plan('enterprise'))).toBeNull();
  });
});

describe('npm run economics', () => {
  it('passes on the production configuration with the catalogue of decision 065', () => {
    const { failing, exitCode, rows } = checkEconomics(production, planCatalogue);
    expect(failing.map(describeRow)).toEqual([]);
    expect(exitCode).toBe(0);
    // Each paid plan with credits is checked against every option it may buy, and each credit
    // pack against every option (decision 102).
    expect(new Set(rows.map((row) => row.plan))).toEqual(
      new Set(['basic', 'starter', 'pro', 'professional', 'premium', ...creditPackIds]),
    );
  });

  it('checks the model tools on FASHN at each resolution, with and without a face reference', () => {
    const { rows } = checkEconomics(production, planCatalogue);
    const sold = rows.filter((row) => row.option.tool === 'product-to-model' && row.plan === 'pro');
    expect(sold.map((row) => `${row.option.label} ${row.credits}`)).toEqual([
      '1k 2',
      '1k with face 5',
      '2k 5',
      '2k with face 8',
      '4k 8',
      '4k with face 11',
    ]);
    expect(sold.every((row) => row.engine === 'fashn' && row.model === 'product-to-model')).toBe(
      true,
    );
    // Basic's 1080p tier buys 2k, not 4k (plan-gates.ts).
    const basic = rows.filter((row) => row.option.tool === 'model-swap' && row.plan === 'basic');
    expect(basic.some((row) => row.option.label.startsWith('4k'))).toBe(false);
  });

  it('fails the first model tool prices: 2k at twice 1k, a face reference free', () => {
    const options = offeredOptions().map((option) => {
      if (option.tool !== 'product-to-model' && option.tool !== 'model-swap') return option;
      const factor = { '1k': 1, '2k': 2, '4k': 4 }[option.params.resolution as '1k'];
      return { ...option, credits: 2 * factor };
    });
    const { failing } = checkEconomics(production, planCatalogue, options);
    const labels = new Set(failing.map((row) => row.option.label));
    expect(labels).toEqual(new Set(['1k with face', '2k', '2k with face']));
  });

  it('fails a credit pack priced below the margin, naming it', () => {
    const cheap = [{ id: 'pack-100' as const, credits: 100, price: 100_000 }];
    const { failing } = checkEconomics(production, planCatalogue, offeredOptions(), cheap);
    expect(failing.length).toBeGreaterThan(0);
    expect(failing.every((row) => row.plan === 'pack-100')).toBe(true);
  });

  it('fails, naming the option, when Veo 3 sells for 2 credits', () => {
    const options = offeredOptions().map((option) =>
      option.params.model === 'veo3' ? { ...option, credits: 2 } : option,
    );
    const { failing, exitCode } = checkEconomics(production, planCatalogue, options);
    expect(exitCode).toBe(1);
    expect(failing.length).toBeGreaterThan(0);
    expect(failing.every((row) => row.option.params.model === 'veo3')).toBe(true);
    expect(describeRow(failing[0]!)).toMatch(/veo3 1080p 8s.*2 credit\(s\) on fal fal-ai\/veo3/);
  });

  it('fails the old catalogue, whose credits sold a try-on below its engine cost', () => {
    const old = planCatalogue.map((entry) =>
      entry.id === 'premium' ? { ...entry, credits: 2000 } : entry,
    );
    const { failing } = checkEconomics(production, old);
    expect(
      failing.some((row) => row.plan === 'premium' && row.option.tool === 'virtual-tryon'),
    ).toBe(true);
  });

  it('fails an engine model it has no price for, and counts local as free', () => {
    const unpriced = parseEnv({
      GENERATION_ENGINES: 'body-generator=fal',
      FAL_KEY: 'test',
      FAL_MODEL_BODY_GENERATOR: 'acme/new-model',
    });
    const { failing } = checkEconomics(unpriced, planCatalogue);
    expect(failing.length).toBeGreaterThan(0);
    expect(failing.every((row) => row.model === 'acme/new-model' && row.margin === null)).toBe(
      true,
    );
    expect(checkEconomics(parseEnv({}), planCatalogue).exitCode).toBe(0);
  });

  it('prices a failover chain at its dearest engine', () => {
    const chain = parseEnv({
      GENERATION_ENGINES: 'virtual-tryon=replicate|fal',
      FAL_KEY: 'test',
      REPLICATE_API_TOKEN: 'test',
      REPLICATE_MODEL_VIRTUAL_TRYON: 'acme/tryon',
    });
    const row = checkEconomics(chain, planCatalogue).rows.find(
      (entry) => entry.option.tool === 'virtual-tryon',
    )!;
    expect(row.engine).toBe('fal');
    expect(row.costVnd).toBe(1950);
  });
});
