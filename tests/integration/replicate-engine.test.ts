import { describe, expect, it } from 'vitest';
import { describePredictionEngine } from './support/prediction-engine-suite.ts';

// The Replicate engine (decision 061) against a fake that follows Replicate's HTTP API.
const engine = describePredictionEngine('replicate');

describe('Replicate webhooks', () => {
  it('refuses a delivery signed with another secret or not signed (401)', async () => {
    const body = JSON.stringify({ id: 'x', status: 'succeeded', output: [] });
    const url = `${engine.api().url}/webhooks/replicate?request=x`;
    const headers = engine.fake().signDelivery(body);
    headers.set('webhook-signature', 'v1,bm90IHRoZSBzaWduYXR1cmU=');
    expect((await fetch(url, { method: 'POST', headers, body })).status).toBe(401);
    expect((await fetch(url, { method: 'POST', body })).status).toBe(401);
  });

  it('refuses a delivery signed more than five minutes ago (401)', async () => {
    const body = JSON.stringify({ id: 'x', status: 'succeeded', output: [] });
    const headers = engine.fake().signDelivery(body, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const res = await fetch(`${engine.api().url}/webhooks/replicate?request=x`, {
      method: 'POST',
      headers,
      body,
    });
    expect(res.status).toBe(401);
  });

  it('never writes the API token to the logs', () => {
    const log = engine
      .api()
      .logs.map((line) => JSON.stringify(line))
      .join('\n');
    expect(log).not.toContain(engine.fake().token);
  });
});
