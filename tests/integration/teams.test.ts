import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_SEATS } from '../../src/contracts/teams.ts';
import { creditCharges, generations, teamInvites } from '../../src/server/db/schema.ts';
import { call, mailTo, seenSecrets, signUp, uniqueEmail } from './support/accounts.ts';
import { grantTestCredits, subscribe } from './support/payments.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { v1 } from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 40 point 9 (decision 103): team access was sold and did not exist.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true' });
});
afterAll(() => api?.stop());

type Person = Awaited<ReturnType<typeof signUp>>;

/** The token of the newest invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const [mail] = await mailTo(api, email);
  const token = /\/team\?invite=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  seenSecrets.add(token);
  return token;
}

/** An owner on `plan` with `credits` more, and a member who accepted the owner's invitation. */
async function team(plan = 'professional', credits = 40) {
  const owner = await signUp(api, { name: 'Trần Chủ' });
  await subscribe(api, owner.email, plan);
  await grantTestCredits(api, owner.email, credits);
  const member = await signUp(api, { name: 'Lê Thành Viên' });
  const invited = await call(api, 'POST', '/team/invites', {
    token: owner.token,
    body: { email: member.email },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const accepted = await call(api, 'POST', '/team/invites/accept', {
    token: member.token,
    body: { token: await invitationToken(member.email) },
  });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return { owner, member };
}

const balanceOf = async (who: Person) =>
  (await call(api, 'GET', '/ai/estimate?tool=image-editing', { token: who.token })).body
    .balance as number;

const assetIds = async (who: Person) =>
  ((await call(api, 'GET', '/assets', { token: who.token })).body.items as { id: string }[]).map(
    (item) => item.id,
  );

async function edit(who: Person, source: string) {
  const res = await call(api, 'POST', '/ai/image-editing/generate', {
    token: who.token,
    body: {
      inputs: { source },
      params: { preset: 'color-adjustment', strength: 0.5, guidanceScale: 7.5, qualitySteps: 30 },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return (res.body.generation as { id: string }).id;
}

describe('team access (issue 40 point 9)', () => {
  it('is refused to a plan without it, in the caller’s language, and mails nothing', async () => {
    const owner = await signUp(api);
    await subscribe(api, owner.email, 'pro');
    const email = uniqueEmail('khong-moi');
    const res = await call(api, 'POST', '/team/invites', {
      token: owner.token,
      lang: 'vi',
      body: { email },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('plan_has_no_team');
    expect(res.body.detail).toContain('không có tính năng làm việc nhóm');
    expect(await mailTo(api, email)).toEqual([]);
  });

  it('shares one balance, library and history; the audit says who spent what', async () => {
    const { owner, member } = await team();
    const shared = await balanceOf(owner);
    expect(await balanceOf(member)).toBe(shared);

    // The member's upload is in the owner's library, and the owner's in the member's.
    const photo = await personPhoto();
    const mine = await uploadAsset(api, member.token, photo, 'image');
    const theirs = await uploadAsset(api, owner.token, photo, 'image');
    expect(await assetIds(owner)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await assetIds(member)).toEqual(expect.arrayContaining([mine.id, theirs.id]));

    // The member spends the team's credits; the spend records who asked.
    const id = await edit(member, theirs.id);
    const after = await balanceOf(owner);
    expect(after).toBeLessThan(shared);
    expect(await balanceOf(member)).toBe(after);
    const db = api.deps.database.db;
    const [row] = await db.select().from(generations).where(eq(generations.id, id));
    const [charge] = await db
      .select()
      .from(creditCharges)
      .where(eq(creditCharges.generationId, id));
    const me = (await call(api, 'GET', '/auth/profile', { token: member.token })).body as {
      id?: string;
      user?: { id: string };
    };
    const memberId = me.user?.id ?? me.id;
    expect(row!.createdBy).toBe(memberId);
    expect(charge!.actorId).toBe(memberId);
    expect((await call(api, 'GET', `/history/${id}`, { token: owner.token })).status).toBe(200);

    const audit = await call(api, 'GET', '/team/audit', { token: owner.token });
    expect(audit.status).toBe(200);
    const people = audit.body.people as { email: string; credits: number; generations: number }[];
    expect(people.find((p) => p.email === member.email)).toMatchObject({
      credits: shared - after,
      generations: 1,
    });
    expect(people.find((p) => p.email === owner.email)).toMatchObject({ credits: 0 });
    expect(audit.body.entries).toEqual([
      expect.objectContaining({ userId: memberId, tool: 'image-editing', credits: shared - after }),
    ]);
  });

  it('lets only the owner invite, remove and read the audit', async () => {
    const { owner, member } = await team();
    const checks = [
      ['POST', '/team/invites', { email: uniqueEmail() }],
      ['GET', '/team/audit', undefined],
    ] as const;
    for (const [method, path, body] of checks) {
      const res = await call(api, method, path, { token: member.token, body, lang: 'vi' });
      expect(res.status, path).toBe(403);
      expect(res.body.code).toBe('team_owner_only');
      expect(res.body.detail).toBe('Chỉ chủ nhóm mới làm được việc này.');
    }
    const view = (await call(api, 'GET', '/team', { token: member.token })).body;
    expect(view).toMatchObject({ role: 'member', owner: { email: owner.email }, invites: [] });
    const ownerView = (await call(api, 'GET', '/team', { token: owner.token })).body;
    const ownerId = (ownerView.owner as { userId: string }).userId;
    const removeOwner = await call(api, 'DELETE', `/team/members/${ownerId}`, {
      token: member.token,
    });
    expect(removeOwner.status).toBe(403);
  });

  it('accepts an invitation only signed in with the invited address, once, before it expires', async () => {
    const owner = await signUp(api);
    await subscribe(api, owner.email, 'premium');
    const invited = await signUp(api);
    const stranger = await signUp(api);
    await call(api, 'POST', '/team/invites', {
      token: owner.token,
      body: { email: invited.email },
    });
    const token = await invitationToken(invited.email);
    const [stored] = await api.deps.database.db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.email, invited.email));
    expect(stored!.tokenHash).not.toContain(token);
    // The invitation's page says who invites, and which address, before anyone accepts.
    const preview = await call(api, 'POST', '/team/invites/preview', {
      token: stranger.token,
      body: { token },
    });
    expect(preview.body).toEqual({
      owner: { name: owner.name, email: owner.email },
      email: invited.email,
      expiresAt: stored!.expiresAt.toISOString(),
    });

    const other = await call(api, 'POST', '/team/invites/accept', {
      token: stranger.token,
      body: { token },
    });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('team_invite_other_email');
    expect((await call(api, 'GET', '/team', { token: stranger.token })).body.role).toBeNull();

    await api.deps.database.db
      .update(teamInvites)
      .set({ expiresAt: new Date(api.deps.clock.now().getTime() - 1000) })
      .where(eq(teamInvites.id, stored!.id));
    const expired = await call(api, 'POST', '/team/invites/accept', {
      token: invited.token,
      body: { token },
    });
    expect(expired.status).toBe(404);
    expect(expired.body.code).toBe('team_invite_invalid');
    const gone = await call(api, 'POST', '/team/invites/preview', {
      token: invited.token,
      body: { token },
    });
    expect(gone.status).toBe(404);
  });

  it('cuts a removed member off at once, and never shows one team’s data to another', async () => {
    const first = await team();
    const second = await team('premium');
    const photo = await personPhoto();
    const firstAsset = await uploadAsset(api, first.owner.token, photo, 'image');
    const secondAsset = await uploadAsset(api, second.owner.token, photo, 'image');
    const secondJob = await edit(second.member, secondAsset.id);

    expect(await assetIds(first.member)).toContain(firstAsset.id);
    expect(await assetIds(first.member)).not.toContain(secondAsset.id);
    const foreign = await call(api, 'GET', `/history/${secondJob}`, { token: first.member.token });
    expect(foreign.status).toBe(404);

    const memberId = (
      (await call(api, 'GET', '/team', { token: first.owner.token })).body.members as {
        userId: string;
      }[]
    )[0]!.userId;
    const removed = await call(api, 'DELETE', `/team/members/${memberId}`, {
      token: first.owner.token,
    });
    expect(removed.status).toBe(204);
    // The very next call acts on the member's own account: no team library, no team credits.
    expect(await assetIds(first.member)).not.toContain(firstAsset.id);
    expect(await balanceOf(first.member)).toBe(5);
    expect((await call(api, 'GET', '/team', { token: first.member.token })).body.role).toBeNull();
  });

  it('gives a member API tokens of their own that act on the team’s account until removal', async () => {
    const { owner, member } = await team('premium');
    const created = await call(api, 'POST', '/api-tokens', {
      token: member.token,
      body: { name: 'Cửa hàng', services: ['image-editing'], rateLimitPerMinute: 60 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const value = created.body.value as string;
    seenSecrets.add(value);
    // The owner's token list is the owner's: a member's token is the member's to manage.
    const ownerTokens = (await call(api, 'GET', '/api-tokens', { token: owner.token })).body;
    expect(ownerTokens.tokens).toEqual([]);
    const balance = await v1(api, 'GET', '/v1/balance', { value });
    expect(balance.status).toBe(200);
    expect(balance.body).toMatchObject({ plan: 'premium', balance: await balanceOf(owner) });
    // The call is recorded on the owner's account; the member's usage screen still shows it.
    const usage = await call(api, 'GET', '/api-tokens/usage?days=7', { token: member.token });
    expect(usage.body.totals).toMatchObject({ calls: 1 });
    expect(usage.body.byToken).toEqual([expect.objectContaining({ name: 'Cửa hàng', calls: 1 })]);

    const memberId = (
      (await call(api, 'GET', '/team', { token: owner.token })).body.members as {
        userId: string;
      }[]
    )[0]!.userId;
    await call(api, 'DELETE', `/team/members/${memberId}`, { token: owner.token });
    // Back on the member's own free plan, which has no API access: refused on the next call.
    expect((await v1(api, 'GET', '/v1/balance', { value })).status).toBe(401);
  });

  it('lets a member leave, back on their own account, and refuses the owner a leave', async () => {
    const { owner, member } = await team();
    const photo = await personPhoto();
    const teamAsset = await uploadAsset(api, owner.token, photo, 'image');
    expect(await assetIds(member)).toContain(teamAsset.id);

    const left = await call(api, 'DELETE', '/team/members/me', { token: member.token });
    expect(left.status).toBe(204);
    expect(await assetIds(member)).not.toContain(teamAsset.id);
    expect(await balanceOf(member)).toBe(5);
    expect((await call(api, 'GET', '/team', { token: member.token })).body.role).toBeNull();
    expect((await call(api, 'GET', '/team', { token: owner.token })).body.members).toEqual([]);

    const again = await call(api, 'DELETE', '/team/members/me', {
      token: member.token,
      lang: 'vi',
    });
    expect(again.status).toBe(404);
    expect(again.body.detail).toBe('Không tìm thấy thành viên hoặc lời mời này.');
    const ownerLeaves = await call(api, 'DELETE', '/team/members/me', { token: owner.token });
    expect(ownerLeaves.status).toBe(404);
  });

  it('counts the owner and open invitations against the plan’s seats', async () => {
    const owner = await signUp(api);
    await subscribe(api, owner.email, 'professional');
    const seats = TEAM_SEATS.professional!;
    for (let i = 1; i < seats; i += 1) {
      const res = await call(api, 'POST', '/team/invites', {
        token: owner.token,
        body: { email: uniqueEmail('ghe') },
      });
      expect(res.status).toBe(201);
    }
    const full = await call(api, 'POST', '/team/invites', {
      token: owner.token,
      lang: 'en',
      body: { email: uniqueEmail('ghe') },
    });
    expect(full.status).toBe(409);
    expect(full.body.code).toBe('team_seats_full');
    expect(full.body.detail).toBe(`Your team has no free seat: the plan includes ${seats} people.`);
  });
});
