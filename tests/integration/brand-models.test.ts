import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandModel } from '../../src/contracts/brand-models.ts';
import { generationCost } from '../../src/contracts/credits.ts';
import {
  assets,
  brandModels,
  generations,
  uploadConsents,
  users,
} from '../../src/server/db/schema.ts';
import { AppError, errorBody } from '../../src/server/http/app-error.ts';
import { readJobBrandModel } from '../../src/server/services/brand-models/read-job-brand-model.ts';
import { resolveModelChoice } from '../../src/server/services/brand-models/resolve-model-choice.ts';
import { call, signUp } from './support/accounts.ts';
import { insertGeneration } from './support/generations.ts';
import { bodyParams } from './support/public-api.ts';
import { balanceOf } from './support/remote-engine.ts';
import { fullBodyPhoto, portraitPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 42 point 2, decision 119: the brand's models in the studio, on the local engine.

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

const db = () => api.deps.database.db;
const deps = () => ({ db: db(), store: api.deps.store });

async function account() {
  const { token, email } = await signUp(api);
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return { token, userId: user!.id };
}

async function create(token: string, body: object, lang = 'en') {
  return call(api, 'POST', '/models', { token, body, lang });
}

/** Reads the model until its job has ended. */
async function settled(token: string, id: string): Promise<BrandModel> {
  for (let i = 0; i < 300; i += 1) {
    const res = await call(api, 'GET', `/models/${id}`, { token });
    const model = res.body as unknown as BrandModel;
    if (model.status !== 'pending') return model;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`model ${id} still pending`);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const rows = async (table: typeof brandModels | typeof generations, userId: string) =>
  (await db().select({ n: count() }).from(table).where(eq(table.userId, userId)))[0]!.n;

describe('the brand’s models in the studio (issue 42)', () => {
  it('makes a model from parameters with one body generator job, then keeps its photo as a model asset once', async () => {
    const { token, userId } = await account();
    const before = await balanceOf(api, token);
    const res = await create(token, { name: ' Lan ', params: bodyParams });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const pending = res.body as unknown as BrandModel;
    expect(pending).toMatchObject({ name: 'Lan', source: 'params', status: 'pending' });
    expect(pending.params).toMatchObject({ ...bodyParams, aspectRatio: '3:4' });
    expect(await balanceOf(api, token)).toBe(
      before - generationCost('body-generator', bodyParams, 'local'),
    );

    // Two reads at once after the job ends keep one copy and link the same asset.
    const first = await settled(token, pending.id);
    const [again, listed] = await Promise.all([
      call(api, 'GET', `/models/${pending.id}`, { token }),
      call(api, 'GET', '/models', { token }),
    ]);
    expect(first.status).toBe('ready');
    expect(first.image_url).toEqual(expect.any(String));
    expect(again.body.person_asset_id).toBe(first.person_asset_id);
    expect((listed.body.items as BrandModel[]).map((model) => model.id)).toEqual([pending.id]);
    const kept = await db()
      .select({ id: assets.id, kind: assets.kind, origin: assets.origin })
      .from(assets)
      .where(eq(assets.userId, userId));
    expect(kept.filter((asset) => asset.origin?.startsWith('result:'))).toEqual([
      { id: first.person_asset_id, kind: 'model', origin: `result:${pending.job_id}:model` },
    ]);
    expect(await balanceOf(api, token)).toBe(
      before - generationCost('body-generator', bodyParams, 'local'),
    );

    // The model is what a tool's choice resolves to; a job records it and reads it back.
    const choice = await resolveModelChoice(deps(), userId, pending.id);
    expect(choice).toEqual({
      brandModelId: pending.id,
      name: 'Lan',
      personAssetId: first.person_asset_id,
    });
    await db()
      .update(generations)
      .set({ brandModelId: pending.id })
      .where(eq(generations.id, pending.job_id!));
    expect(await readJobBrandModel(db(), userId, pending.job_id!)).toEqual({
      id: pending.id,
      name: 'Lan',
      retired: false,
    });
  });

  it('makes one from a consented face photo, and refuses a face without consent before writing anything', async () => {
    const { token, userId } = await account();
    const face = await uploadAsset(api, token, await portraitPhoto(), 'face');
    const res = await create(token, { name: 'Mai', params: bodyParams, face: face.id });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ source: 'face', face_asset_id: face.id, status: 'pending' });
    const [job] = await db()
      .select({ inputs: generations.inputs, tool: generations.tool })
      .from(generations)
      .where(eq(generations.id, res.body.job_id as string));
    expect(job!.tool).toBe('body-generator');
    expect(job!.inputs).toEqual([expect.objectContaining({ role: 'face' })]);
    const made = await settled(token, res.body.id as string);
    expect(made).toMatchObject({ status: 'ready', face_asset_id: face.id });
    expect(await resolveModelChoice(deps(), userId, made.id)).toMatchObject({
      faceAssetId: face.id,
      personAssetId: made.person_asset_id,
    });

    // A face taken in before consent was asked (no record): refused, nothing held or written.
    const bare = await uploadAsset(api, token, await portraitPhoto(), 'face');
    await db().delete(uploadConsents).where(eq(uploadConsents.assetId, bare.id));
    const [models, jobs, balance] = [
      await rows(brandModels, userId),
      await rows(generations, userId),
      await balanceOf(api, token),
    ];
    const refused = await create(token, { name: 'Hoa', params: bodyParams, face: bare.id }, 'vi');
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('validation_failed');
    expect(refused.body.errors).toEqual([
      { path: 'face', message: expect.stringContaining('sự đồng ý') },
    ]);
    expect(await rows(brandModels, userId)).toBe(models);
    expect(await rows(generations, userId)).toBe(jobs);
    expect(await balanceOf(api, token)).toBe(balance);
  });

  it('takes a consented full-body photo as a model at once, free; names clash case-blind until one retires', async () => {
    const { token, userId } = await account();
    const before = await balanceOf(api, token);
    const photo = await uploadAsset(api, token, await fullBodyPhoto(), 'model');
    const res = await create(token, { name: 'Hà', photo: photo.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ source: 'photo', status: 'ready', person_asset_id: photo.id });
    expect(res.body.job_id).toBeNull();
    expect(await balanceOf(api, token)).toBe(before);
    const id = res.body.id as string;

    const clash = await create(token, { name: 'HÀ', photo: photo.id }, 'vi');
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ code: 'model_name_taken' });
    expect(clash.body.detail).toContain('HÀ');
    const other = await create(token, { name: 'Thu', photo: photo.id });
    expect(other.status).toBe(201);
    const renameClash = await call(api, 'PATCH', `/models/${other.body.id as string}`, {
      token,
      body: { name: ' hà ' },
    });
    expect(renameClash.status).toBe(409);
    const renamed = await call(api, 'PATCH', `/models/${id}`, { token, body: { name: 'Hà 2' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Hà 2');
    const unknownField = await call(api, 'PATCH', `/models/${id}`, {
      token,
      body: { name: 'X', colour: 'red' },
    });
    expect(unknownField.status).toBe(422);
    expect(unknownField.body.errors).toEqual([{ path: 'colour', message: expect.any(String) }]);

    // Retired: listed only when asked, refused as a tool's choice, its name free again.
    const retired = await call(api, 'DELETE', `/models/${id}`, { token });
    expect(retired.status).toBe(200);
    expect(retired.body.retired_at).toEqual(expect.any(String));
    const active = await call(api, 'GET', '/models', { token });
    expect((active.body.items as BrandModel[]).map((model) => model.name)).toEqual(['Thu']);
    const all = await call(api, 'GET', '/models?include_retired=true', { token });
    expect((all.body.items as BrandModel[]).map((model) => model.name)).toEqual(['Thu', 'Hà 2']);
    const refused = await refusal(resolveModelChoice(deps(), userId, id));
    expect([refused.status, refused.code]).toEqual([422, 'model_retired']);
    expect(refused.text.vi).toContain('Hà 2');
    expect((await create(token, { name: 'Hà 2', photo: photo.id })).status).toBe(201);
  });

  it('answers another account’s model 404 everywhere, and refuses a model not ready', async () => {
    const owner = await account();
    const stranger = await account();
    const photo = await uploadAsset(api, owner.token, await fullBodyPhoto(), 'model');
    const id = (await create(owner.token, { name: 'Lan', photo: photo.id })).body.id as string;
    for (const [method, body] of [['GET'], ['PATCH', { name: 'Mine' }], ['DELETE']] as const) {
      const res = await call(api, method, `/models/${id}`, { token: stranger.token, body });
      expect(res.status).toBe(404);
    }
    const mine = await call(api, 'GET', '/models/not-a-uuid', { token: owner.token });
    expect(mine.status).toBe(404);
    const foreign = await refusal(resolveModelChoice(deps(), stranger.userId, id));
    expect([foreign.status, foreign.code]).toEqual([404, 'model_not_found']);
    expect(foreign.text.en).toContain(id);

    // A model whose job still runs, and one whose job failed: neither can be used.
    for (const [status, state] of [
      ['processing', 'pending'],
      ['failed', 'failed'],
    ] as const) {
      const job = await insertGeneration(api, owner.userId, { tool: 'body-generator', status });
      const [row] = await db()
        .insert(brandModels)
        .values({
          userId: owner.userId,
          name: state,
          nameKey: state,
          source: 'params',
          params: bodyParams,
          generationId: job.id,
        })
        .returning();
      const read = await call(api, 'GET', `/models/${row!.id}`, { token: owner.token });
      expect(read.body.status).toBe(state);
      const error = await refusal(resolveModelChoice(deps(), owner.userId, row!.id));
      expect([error.status, error.code]).toEqual([409, 'model_not_ready']);
      expect(errorBody(error, 'en')).toMatchObject({ status: state });
    }
  });

  it('resolves a sample model to one library copy, nothing to nothing, and an unknown id to 404', async () => {
    const { userId } = await account();
    const first = await resolveModelChoice(deps(), userId, 'model-lan');
    const second = await resolveModelChoice(deps(), userId, 'model-lan');
    expect(first).toEqual({ sampleId: 'model-lan', personAssetId: expect.any(String) });
    expect(second.personAssetId).toBe(first.personAssetId);
    const [copy] = await db()
      .select({ kind: assets.kind, origin: assets.origin })
      .from(assets)
      .where(eq(assets.id, first.personAssetId!));
    expect(copy).toEqual({ kind: 'model', origin: 'sample:model-lan' });
    expect(await resolveModelChoice(deps(), userId, undefined)).toEqual({});
    for (const unknown of ['garment-red-dress', 'model-nobody', crypto.randomUUID()]) {
      const error = await refusal(resolveModelChoice(deps(), userId, unknown));
      expect([error.status, error.code]).toEqual([404, 'model_not_found']);
    }
  });
});
