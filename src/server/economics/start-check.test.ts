import { describe, expect, it, vi } from 'vitest';
import { planCatalogue } from '../../contracts/plans.ts';
import { parseEnv } from '../env.ts';
import { BelowCostError, checkEconomicsAtStart } from './start-check.ts';

// An engine price that makes Veo 3 lose money at its option credits.
const dear = parseEnv({
  GENERATION_ENGINES: 'image-to-video=fal',
  FAL_KEY: 'test',
  ENGINE_PRICES: JSON.stringify({
    fal: { 'fal-ai/veo3/image-to-video': { perSecond: { '1080p': 1 } } },
  }),
});

describe('the API’s start check of unit economics', () => {
  it('refuses to start in production, naming the option', () => {
    const logger = { warn: vi.fn() };
    expect(() =>
      checkEconomicsAtStart({ ...dear, NODE_ENV: 'production' }, planCatalogue, logger),
    ).toThrow(BelowCostError);
    try {
      checkEconomicsAtStart({ ...dear, NODE_ENV: 'production' }, planCatalogue, logger);
    } catch (error) {
      expect((error as Error).message).toMatch(/image-to-video veo3 1080p 8s/);
    }
  });

  it('warns in development and starts', () => {
    const logger = { warn: vi.fn() };
    checkEconomicsAtStart({ ...dear, NODE_ENV: 'development' }, planCatalogue, logger);
    expect(logger.warn).toHaveBeenCalledWith(expect.anything(), expect.stringMatching(/veo3/));
  });

  it('says nothing when every option keeps its margin', () => {
    const logger = { warn: vi.fn() };
    checkEconomicsAtStart({ ...parseEnv({}), NODE_ENV: 'production' }, planCatalogue, logger);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
