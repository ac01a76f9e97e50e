import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generations, users } from '../../src/server/db/schema.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call, signUp } from './support/accounts.ts';
import { balanceOf, startRemoteApi } from './support/remote-engine.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 22 §12, decision 044: the local engine's instruction check answers before anything is
// spent: a clear 422 in the caller's language, no credit hold and no generation in history.

async function generationsOf(api: TestApi, email: string) {
  const [user] = await api.deps.database.db.select().from(users).where(eq(users.email, email));
  return api.deps.database.db.select().from(generations).where(eq(generations.userId, user!.id));
}

async function edit(api: TestApi, token: string, prompt: string, lang = 'en') {
  const source = (await uploadAsset(api, token, await personPhoto(), 'image')).id;
  return call(api, 'POST', '/ai/image-editing/generate', {
    token,
    lang,
    body: { inputs: { source }, params: { prompt } },
  });
}

describe('the instruction check on the local engine', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.stop());

  it('refuses an instruction it cannot do with a 422 in Vietnamese, charging nothing and making no job', async () => {
    const { token, email } = await signUp(api);
    const res = await edit(api, token, 'Làm sáng hơn và đổi nền thành bãi biển', 'vi');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'instruction_not_understood',
      understood: ['sáng hơn'],
      not_understood: ['đổi nền thành bãi biển'],
    });
    expect(res.body.detail).toBe(
      'Bộ xử lý cục bộ không hiểu “đổi nền thành bãi biển”, nên chưa tạo ảnh và chưa trừ tín dụng. ' +
        'Bộ này hiểu: sáng hơn, tối hơn, ấm hơn, lạnh hơn, đen trắng, sắc nét hơn, rực rỡ hơn, cổ điển, ' +
        'xóa nền, xóa phông (làm mờ nền), nền trắng hoặc nền màu, đổi màu trang phục (trắng, đen, xám, ' +
        'đỏ, cam, vàng, xanh lá, xanh navy, xanh dương, hồng, tím, nâu hoặc be), xoay (trái, phải hoặc 180 độ) và lật (ngang hoặc dọc). ' +
        'Hoặc chọn một mẫu có sẵn: Nâng cao chất lượng, Phong cách nghệ thuật, Điều chỉnh màu sắc, ' +
        'Xóa nền, Làm đẹp khuôn mặt hoặc Chỉnh ánh sáng.',
    );
    expect(await balanceOf(api, token)).toBe(5);
    expect(await generationsOf(api, email)).toHaveLength(0);
  });

  it('answers in English for an English caller, and accepts what it understands', async () => {
    const { token, email } = await signUp(api);
    const refused = await edit(api, token, 'change the background to a sunset beach');
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toMatch(
      /^The local engine does not understand “change the background to a sunset beach”, so nothing was made or charged\./,
    );
    expect(refused.body.errors).toEqual([{ path: 'params.prompt', message: refused.body.detail }]);
    const accepted = await edit(api, token, 'make it brighter and rotate left');
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
    expect(await generationsOf(api, email)).toHaveLength(1);
    expect(await balanceOf(api, token)).toBe(4);
  });
});

describe('free text on fal', () => {
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

  it('sends any instruction to a remote engine, which reads free text', async () => {
    const { token } = await signUp(api);
    const res = await edit(api, token, 'change the background to a sunset beach');
    expect(res.status, JSON.stringify(res.body)).toBe(202);
  });
});
