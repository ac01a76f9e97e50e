import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, bodyParams, v1, v1Upload, type ApiClient } from './support/public-api.ts';
import { fullBodyPhoto, portraitPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 42 point 7, decision 119: /v1/models behind the token guard.

let api: TestApi;
let client: ApiClient;
beforeAll(async () => {
  api = await startTestApi();
  client = await apiClient(api);
});
afterAll(() => api?.stop());

describe('/v1/models (issue 42)', () => {
  it('creates, reads, renames and retires a model with a token, refusing what the contract does not take', async () => {
    const value = client.value;
    expect((await v1(api, 'GET', '/v1/models')).status).toBe(401);

    const photo = await v1Upload(api, value, await fullBodyPhoto(), { kind: 'model' });
    const made = await v1(api, 'POST', '/v1/models', {
      value,
      body: { name: 'Lan', photo: photo.body.id },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.headers.get('x-ratelimit-remaining')).toEqual(expect.any(String));
    const model = made.body.model as { id: string; status: string; person_asset_id: string };
    expect(model).toMatchObject({ status: 'ready', person_asset_id: photo.body.id });
    expect(made.body.balance).toEqual(expect.any(Number));

    const fromParams = await v1(api, 'POST', '/v1/models', {
      value,
      body: { name: 'Mai', params: bodyParams },
    });
    expect(fromParams.status, JSON.stringify(fromParams.body)).toBe(202);
    expect(fromParams.body.model).toMatchObject({ status: 'pending', job_id: expect.any(String) });
    expect(fromParams.body.balance).toBe((made.body.balance as number) - 1);

    const unknown = await v1(api, 'POST', '/v1/models', {
      value,
      lang: 'vi',
      body: { name: 'Hoa', params: { ...bodyParams, eyes: 'blue' }, pose: 'a' },
    });
    expect(unknown.status).toBe(422);
    expect((unknown.body.errors as { path: string }[]).map(({ path }) => path).sort()).toEqual([
      'params.eyes',
      'pose',
    ]);
    const noSource = await v1(api, 'POST', '/v1/models', { value, body: { name: 'Hoa' } });
    expect(noSource.status).toBe(422);
    expect(noSource.body.errors).toEqual([{ path: 'params', message: expect.any(String) }]);
    const bareFace = await v1Upload(api, value, await portraitPhoto(), { kind: 'face' });
    const faceAsPhoto = await v1(api, 'POST', '/v1/models', {
      value,
      body: { name: 'Hoa', photo: bareFace.body.id },
    });
    expect(faceAsPhoto.status).toBe(422);
    const clash = await v1(api, 'POST', '/v1/models', {
      value,
      body: { name: 'lan', photo: photo.body.id },
    });
    expect([clash.status, clash.body.code]).toEqual([409, 'model_name_taken']);

    const read = await v1(api, 'GET', `/v1/models/${model.id}`, { value });
    expect(read.status).toBe(200);
    expect(read.body.model).toMatchObject({ id: model.id, name: 'Lan' });
    const renamed = await v1(api, 'PATCH', `/v1/models/${model.id}`, {
      value,
      body: { name: 'Lan (áo dài)' },
    });
    expect([renamed.status, (renamed.body.model as { name: string }).name]).toEqual([
      200,
      'Lan (áo dài)',
    ]);
    const retired = await v1(api, 'DELETE', `/v1/models/${model.id}`, { value });
    expect(retired.status).toBe(200);
    expect(retired.body.model).toMatchObject({ retired_at: expect.any(String) });
    const listed = await v1(api, 'GET', '/v1/models', { value });
    expect((listed.body.items as { name: string }[]).map(({ name }) => name)).toEqual(['Mai']);
    const all = await v1(api, 'GET', '/v1/models?include_retired=true', { value });
    expect(all.body.items).toHaveLength(2);
  });

  it('lets any token of the account read its models, and only a body-generator token manage them', async () => {
    const owner = await apiClient(api, { services: ['virtual-tryon'] });
    const created = await v1(api, 'POST', '/v1/models', {
      value: owner.value,
      body: { name: 'Lan', params: bodyParams },
    });
    expect([created.status, created.body.code]).toEqual([403, 'service_not_permitted']);
    expect((await v1(api, 'GET', '/v1/models', { value: owner.value })).body).toEqual({
      items: [],
    });
    // Another account's model is unknown to this one.
    const theirs = (await v1(api, 'GET', '/v1/models', { value: client.value })).body.items as {
      id: string;
    }[];
    const foreign = await v1(api, 'GET', `/v1/models/${theirs[0]!.id}`, { value: owner.value });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'not_found']);
  });
});
