import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '../../src/server/db/schema.ts';
import { authenticateApiToken } from '../../src/server/services/api-tokens/authenticate-api-token.ts';
import { hashToken } from '../../src/server/services/api-tokens/token-secrets.ts';
import { call, signUp } from './support/accounts.ts';
import { subscribe } from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true' });
});
afterAll(() => api?.stop());

const auth = (value: string) =>
  authenticateApiToken(api.deps.database.db, `Bearer ${value}`, api.deps.clock.now());
const good = {
  name: 'Website cửa hàng',
  services: ['virtual-tryon', 'image-editing'],
  rateLimitPerMinute: 60,
};

async function proUser() {
  const account = await signUp(api);
  await subscribe(api, account.email, 'pro');
  return account;
}

describe('API tokens (spec §2.10, §3, §4, §5)', () => {
  it('creates a token shown once, stored only as a hash, listed without its value', async () => {
    const { token } = await proUser();
    const created = await call(api, 'POST', '/api-tokens', { token, body: good });
    expect(created.status).toBe(201);
    const value = created.body.value as string;
    expect(value).toMatch(/^ks_live_[A-Za-z0-9]{8}_[A-Za-z0-9]{32}$/);
    const issued = created.body.token as { id: string; prefix: string };
    expect(value.startsWith(`${issued.prefix}_`)).toBe(true);
    const [row] = await api.deps.database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.id, issued.id));
    expect(row!.secretHash).toBe(hashToken(value));
    expect(JSON.stringify(row)).not.toContain(value);

    const list = await call(api, 'GET', '/api-tokens', { token });
    expect(list.body.tokens).toEqual([
      expect.objectContaining({
        name: good.name,
        services: good.services,
        active: true,
        lastUsedAt: null,
      }),
    ]);
    const details = await call(api, 'GET', `/api-tokens/${issued.id}`, { token });
    // The value never comes back after the answer that created it, nor reaches the logs.
    for (const later of [list, details]) expect(JSON.stringify(later.body)).not.toContain(value);
    expect(api.logs.map((line) => JSON.stringify(line)).join('\n')).not.toContain(value);

    const caller = await auth(value);
    expect(caller).toMatchObject({
      tokenId: issued.id,
      services: good.services,
      rateLimitPerMinute: 60,
    });
    const used = await call(api, 'GET', `/api-tokens/${issued.id}`, { token });
    expect(used.body.lastUsedAt).not.toBeNull();
  });

  it('checks the create dialog with the exact messages of spec §5', async () => {
    const { token } = await proUser();
    const res = await call(api, 'POST', '/api-tokens', {
      token,
      body: { name: '  ', services: [], rateLimitPerMinute: 1001 },
    });
    expect(res.status).toBe(422);
    const messages = (res.body.errors as { path: string; message: string }[]).map((e) => [
      e.path,
      e.message,
    ]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['name', 'Please enter a token name.'],
        ['services', 'Please select at least one service permission.'],
        [
          'rateLimitPerMinute',
          'The rate limit must be a whole number from 1 to 1000 requests per minute.',
        ],
      ]),
    );
    const vi = await call(api, 'POST', '/api-tokens', {
      token,
      lang: 'vi',
      body: { name: 'x', services: ['teleport'], rateLimitPerMinute: 0 },
    });
    expect(JSON.stringify(vi.body)).toContain('Giới hạn tốc độ phải là số nguyên từ 1 đến 1000');
    for (const rateLimitPerMinute of [1, 1000]) {
      const edge = await call(api, 'POST', '/api-tokens', {
        token,
        body: { ...good, rateLimitPerMinute },
      });
      expect(edge.status).toBe(201);
    }
    expect(
      (
        await call(api, 'POST', '/api-tokens', {
          token,
          body: { ...good, rateLimitPerMinute: 2.5 },
        })
      ).status,
    ).toBe(422);
  });

  it('creates tokens only on plans with API access (spec §6)', async () => {
    const { token } = await signUp(api);
    const res = await call(api, 'POST', '/api-tokens', { token, body: good, lang: 'vi' });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('plan_without_api_access');
    // Named as the Vietnamese plan list names it (issue 22), not by the English "Pro".
    expect(res.body.detail).toContain('gói Chuyên sâu trở lên');
    const basic = await signUp(api);
    await subscribe(api, basic.email, 'basic');
    expect(
      (await call(api, 'POST', '/api-tokens', { token: basic.token, body: good })).status,
    ).toBe(403);
  });

  it('a regenerated token voids the old value; a disabled or deleted token is refused', async () => {
    const { token } = await proUser();
    const created = await call(api, 'POST', '/api-tokens', { token, body: good });
    const id = (created.body.token as { id: string }).id;
    const first = created.body.value as string;
    const again = await call(api, 'POST', `/api-tokens/${id}/regenerate`, { token });
    const second = again.body.value as string;
    expect(second).not.toBe(first);
    await expect(auth(first)).rejects.toMatchObject({ status: 401 });
    await expect(auth(second)).resolves.toMatchObject({ tokenId: id });

    const off = await call(api, 'PATCH', `/api-tokens/${id}`, { token, body: { active: false } });
    expect(off.body.active).toBe(false);
    await expect(auth(second)).rejects.toMatchObject({ status: 401, code: 'invalid_api_token' });
    await call(api, 'PATCH', `/api-tokens/${id}`, {
      token,
      body: { active: true, rateLimitPerMinute: 5 },
    });
    await expect(auth(second)).resolves.toMatchObject({ rateLimitPerMinute: 5 });

    expect((await call(api, 'DELETE', `/api-tokens/${id}`, { token })).status).toBe(204);
    await expect(auth(second)).rejects.toMatchObject({ status: 401 });
    expect((await call(api, 'GET', `/api-tokens/${id}`, { token })).status).toBe(404);
    for (const bad of ['', 'ks_live_short', `${second}x`, 'Bearer']) {
      await expect(auth(bad)).rejects.toMatchObject({ status: 401 });
    }
  });

  it("keeps each user's tokens to themselves and needs a signed-in user", async () => {
    const owner = await proUser();
    const other = await proUser();
    const created = await call(api, 'POST', '/api-tokens', { token: owner.token, body: good });
    const id = (created.body.token as { id: string }).id;
    for (const [method, path, body] of [
      ['GET', `/api-tokens/${id}`, undefined],
      ['PATCH', `/api-tokens/${id}`, { active: false }],
      ['POST', `/api-tokens/${id}/regenerate`, undefined],
      ['DELETE', `/api-tokens/${id}`, undefined],
    ] as const) {
      expect((await call(api, method, path, { token: other.token, body })).status).toBe(404);
    }
    expect((await call(api, 'GET', '/api-tokens', { token: other.token })).body.tokens).toEqual([]);
    expect((await call(api, 'GET', '/api-tokens')).status).toBe(401);
    await expect(auth(created.body.value as string)).resolves.toMatchObject({ tokenId: id });
  });
});
