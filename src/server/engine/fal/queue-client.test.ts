import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFal, type FakeFal } from '../../../../tests/support/fake-fal.ts';
import { appIdOf, createFalQueueClient, FalHttpError } from './queue-client.ts';

let fake: FakeFal;
beforeAll(async () => {
  fake = await startFakeFal();
});
afterAll(() => fake?.close());

const model = 'fal-ai/flux/dev';

describe('the fal queue client against the fake queue', () => {
  it('addresses status, result and cancel by the app id, without the endpoint path', () => {
    expect(appIdOf('fal-ai/kling-video/v2.1/standard/image-to-video')).toBe('fal-ai/kling-video');
  });

  it('submits, follows the status to COMPLETED and reads the result', async () => {
    const client = createFalQueueClient({ baseUrl: fake.url, key: fake.key });
    fake.nextOutcome(model, { hold: true });
    const { request_id } = await client.submit(model, { prompt: 'a dress' });
    expect((await client.status(model, request_id)).status).toBe('IN_PROGRESS');
    await fake.complete(request_id);
    expect((await client.status(model, request_id)).status).toBe('COMPLETED');
    const result = (await client.result(model, request_id)) as { images: { url: string }[] };
    expect(result.images[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/files\//);
  });

  it('cancels a running request, and reports a cancel after completion as not taken', async () => {
    const client = createFalQueueClient({ baseUrl: fake.url, key: fake.key });
    fake.nextOutcome(model, { hold: true });
    const running = await client.submit(model, { prompt: 'a dress' });
    expect(await client.cancel(model, running.request_id)).toBe(true);
    const done = await client.submit(model, { prompt: 'a dress' });
    await fake.complete(done.request_id);
    expect(await client.cancel(model, done.request_id)).toBe(false);
  });

  it('is refused (422, fal’s validation body) for a missing required or an unknown field', async () => {
    const client = createFalQueueClient({ baseUrl: fake.url, key: fake.key });
    const missing = await client.submit(model, {}).catch((caught: unknown) => caught);
    expect((missing as FalHttpError).status).toBe(422);
    const misnamed = await client
      .submit('fal-ai/flux-pro/v1/fill', { prompt: 'hair', image_url: 'x', mask: 'y' })
      .catch((caught: unknown) => caught);
    expect((misnamed as FalHttpError).status).toBe(422);
    expect(fake.refused.at(-1)!.detail).toEqual([
      { loc: ['body', 'mask_url'], msg: 'Field required', type: 'missing' },
      { loc: ['body', 'mask'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden' },
    ]);
    const unknown = await client
      .submit('fal-ai/no-such-model', { prompt: 'x' })
      .catch((e: unknown) => e);
    expect((unknown as FalHttpError).status).toBe(404);
  });

  it('throws the HTTP status of a refusal, without the key in the error', async () => {
    const client = createFalQueueClient({ baseUrl: fake.url, key: 'wrong:secret-xyz' });
    const error = await client
      .submit(model, { prompt: 'a dress' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FalHttpError);
    expect((error as FalHttpError).status).toBe(401);
    expect(JSON.stringify(error) + String(error)).not.toContain('secret-xyz');
  });
});
