import { describe, expect, it } from 'vitest';
import { describePredictionEngine } from './support/prediction-engine-suite.ts';

// The Cog engine (decision 061) against a fake that follows Cog's HTTP API.
const engine = describePredictionEngine('cog');

describe('Cog webhooks', () => {
  it('refuses a delivery whose URL does not carry the MAC of its prediction id (401)', async () => {
    const body = JSON.stringify({ id: 'abc', status: 'succeeded', output: 'data:,' });
    const base = `${engine.api().url}/webhooks/cog/abc`;
    for (const url of [base, `${base}?mac=forged`]) {
      const res = await fetch(url, { method: 'POST', body });
      expect(res.status, await res.text()).toBe(401);
    }
  });
});
