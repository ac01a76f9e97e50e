import { describe, expect, it } from 'vitest';
import { modelWarmUp } from './warm-up-engine.ts';

describe('modelWarmUp', () => {
  it('warms the whole engine where jobs run, outside tests', () => {
    expect(modelWarmUp({ NODE_ENV: 'production', RUN_WORKERS: true })).toBe('engine');
    expect(modelWarmUp({ NODE_ENV: 'development', RUN_WORKERS: true })).toBe('engine');
  });

  it("warms only the model check's models in an API whose jobs run elsewhere", () => {
    expect(modelWarmUp({ NODE_ENV: 'production', RUN_WORKERS: false })).toBe('model-check');
  });

  it('warms nothing in tests unless asked, and nothing anywhere when told not to', () => {
    expect(modelWarmUp({ NODE_ENV: 'test', RUN_WORKERS: true })).toBe('none');
    expect(modelWarmUp({ NODE_ENV: 'test', RUN_WORKERS: true, WARM_UP_MODELS: true })).toBe(
      'engine',
    );
    expect(modelWarmUp({ NODE_ENV: 'production', RUN_WORKERS: true, WARM_UP_MODELS: false })).toBe(
      'none',
    );
  });
});
