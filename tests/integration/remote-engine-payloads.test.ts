import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { signUp } from './support/accounts.ts';
import { onApi } from './support/public-forms.ts';
import { finished, startRemoteApi, submitTryOn } from './support/remote-engine.ts';
import type { TestApi } from './support/test-api.ts';

/**
 * Decision 058: once a fal result is saved in our store, the request's payloads and output files
 * are deleted at fal through the Platform API ("Delete request payloads"), against a fake that
 * follows the documented protocol; a refused delete never fails the generation.
 */
let fake: FakeFal;
let api: TestApi;
beforeAll(async () => {
  fake = await startFakeFal();
  api = await startRemoteApi(fake);
});
afterAll(async () => {
  await api?.stop();
  await fake?.close();
});

describe('fal request payloads', () => {
  it('deletes the request at fal after the result is saved, and the result stays ours', async () => {
    const { token } = await signUp(api);
    const before = fake.requests.length;
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('success');
    const request = fake.requests[before]!;
    await expect.poll(() => request.payloadDeletes).toBe(1);
    // fal no longer has the result; ours is served from our store.
    const atFal = await fetch(`${fake.url}/fal-ai/fashn/requests/${request.id}`, {
      headers: { Authorization: `Key ${fake.key}` },
    });
    expect(atFal.status).toBe(404);
    expect((await fetch(onApi(api, done.item!.result_url!))).status).toBe(200);
    expect(api.logs.some((line) => line.msg === 'fal payloads deleted')).toBe(true);
  });

  it('finishes the generation when fal refuses the delete (a key without ADMIN scope)', async () => {
    const { token } = await signUp(api);
    fake.payloadDeleteStatus = 403;
    try {
      const before = fake.requests.length;
      const id = await submitTryOn(api, token);
      const done = await finished(api, token, id);
      expect(done.status).toBe('success');
      expect(fake.requests[before]!.payloadDeletes).toBe(0);
      await expect
        .poll(() =>
          api.logs.some(
            (line) =>
              line.msg === 'fal payloads not deleted' &&
              line.requestId === fake.requests[before]!.id &&
              line.status === 403,
          ),
        )
        .toBe(true);
    } finally {
      fake.payloadDeleteStatus = 200;
    }
  });
});
