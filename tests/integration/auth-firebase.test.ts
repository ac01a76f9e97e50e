import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { userIdentities, users } from '../../src/server/db/schema.ts';
import {
  call,
  expectNoSecretsLogged,
  mailTo,
  seenSecrets,
  uniqueEmail,
} from './support/accounts.ts';
import { startAuthEmulator, type AuthEmulator } from './support/auth-emulator.ts';
import { confirmWithMailedCode, firebaseSignIn } from './support/identity-sign-in.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const ADMIN = 'quan-tri@kieu.test';

let emulator: AuthEmulator;
let api: TestApi;
beforeAll(async () => {
  emulator = await startAuthEmulator();
  api = await startTestApi({
    LOG_LEVEL: 'trace',
    TRUST_PROXY: 'true',
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    ADMIN_EMAILS: ADMIN,
  });
}, 120_000);
afterAll(async () => {
  if (api) expectNoSecretsLogged(api);
  await api?.stop();
  await emulator?.stop();
});

async function firebaseUser(email = uniqueEmail('fb'), password = 'firebase-pass-1') {
  const { uid, idToken } = await emulator.signUp(email, password);
  seenSecrets.add(idToken);
  return { uid, idToken, email, password };
}

/** The emulator's tokens are unsigned: anyone can re-encode their claims. */
function withClaims(idToken: string, changes: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
  const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.`;
  seenSecrets.add(forged);
  return forged;
}

async function rowsFor(emails: string[], uid: string) {
  const db = api.deps.database.db;
  const accounts = await db.select().from(users).where(inArray(users.email, emails));
  const links = await db.select().from(userIdentities).where(eq(userIdentities.subject, uid));
  return { accounts, links };
}

// Decision 049: sign-in is the one identity provider call; it creates the account on first use.
const firebase = (body: unknown, lang = 'en') =>
  call(api, 'POST', '/auth/firebase/login', { body, lang });

describe('sign-in with Firebase', () => {
  it('offers no separate registration through the identity provider (decision 049)', async () => {
    const fb = await firebaseUser();
    const res = await call(api, 'POST', '/auth/firebase/register', {
      body: { idToken: fb.idToken, userData: { uid: fb.uid, email: fb.email } },
    });
    expect(res.status).toBe(404);
  });

  it('creates the account with the mailed code, credentials shown once; later sign-ins find it', async () => {
    const fb = await firebaseUser();
    expect(fb.idToken.length).toBeGreaterThan(400);
    const body = {
      idToken: fb.idToken,
      userData: { uid: fb.uid, email: fb.email, displayName: 'Đỗ Hương', emailVerified: false },
    };
    // Decision 092: a first sign-in makes nothing yet; the address's owner finishes it.
    const pending = await firebase(body);
    expect(pending.status).toBe(202);
    expect(pending.body).toMatchObject({ email: fb.email, requires_verification: true });
    expect((await rowsFor([fb.email], fb.uid)).accounts).toEqual([]);
    expect((await mailTo(api, fb.email))[0]?.subject).toBe('Your Kiểu Studio login code');

    const first = await confirmWithMailedCode(api, pending);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      token_type: 'bearer',
      is_new_user: true,
      user: { name: 'Đỗ Hương', email: fb.email, is_verified: true, is_admin: false },
    });
    const credentials = (
      first.body.traditional_login as { credentials: { email: string; password: string } }
    ).credentials;
    expect(credentials.email).toBe(fb.email);
    expect(credentials.password.length).toBeGreaterThanOrEqual(16);
    const profile = await call(api, 'GET', '/auth/profile', {
      token: first.body.access_token as string,
    });
    expect(profile.body.auth_providers).toEqual(['password', 'firebase']);

    const again = await firebase(body);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ is_new_user: false, traditional_login: null });
    expect((again.body.user as { id: string }).id).toBe((first.body.user as { id: string }).id);
    // The code is spent once it let its identity in.
    const replay = await confirmWithMailedCode(api, pending);
    expect([replay.status, replay.body.code]).toEqual([400, 'invalid_otp']);
    // The code proved the address, so the generated password signs in at once.
    const withPassword = await call(api, 'POST', '/auth/login', {
      body: { username: credentials.email, password: credentials.password },
    });
    expect(withPassword.status).toBe(200);
  });

  it('names the account after the email when there is no display name', async () => {
    const fb = await firebaseUser(uniqueEmail('linh.nguyen'));
    const res = await firebaseSignIn(api, fb);
    expect(res.status).toBe(200);
    expect((res.body.user as { name: string }).name).toBe(fb.email.split('@')[0]);
    expect(res.body.is_new_user).toBe(true);
  });

  it('refuses user data that does not match the token', async () => {
    const fb = await firebaseUser();
    const other = await firebaseUser();
    for (const userData of [
      { uid: other.uid, email: fb.email },
      { uid: fb.uid, email: other.email },
    ]) {
      const res = await firebase({ idToken: fb.idToken, userData });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('identity_mismatch');
    }
  });

  it('takes the email from Firebase’s record of the user, never from an edited token', async () => {
    const fb = await firebaseUser();
    const victim = uniqueEmail('victim');
    for (const email of [victim, ADMIN]) {
      const idToken = withClaims(fb.idToken, { email, email_verified: true });
      const res = await firebase({ idToken, userData: { uid: fb.uid, email } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('identity_token_invalid');
      expect(res.body.access_token).toBeUndefined();
    }
    // Only a verified flag edited in: the emulator's record says otherwise (decision 092).
    const unverified = withClaims(fb.idToken, { email_verified: true });
    const edited = await firebase({
      idToken: unverified,
      userData: { uid: fb.uid, email: fb.email, emailVerified: true },
    });
    expect([edited.status, edited.body.code]).toEqual([401, 'identity_token_invalid']);
    const after = await rowsFor([victim, ADMIN, fb.email], fb.uid);
    expect(after.accounts).toEqual([]);
    expect(after.links).toEqual([]);
  });

  it('signs in the real account with the untouched token; other user data changes nothing', async () => {
    const fb = await firebaseUser();
    await emulator.verifyEmail(fb.uid);
    const { idToken } = await emulator.signIn(fb.email, fb.password);
    seenSecrets.add(idToken);
    for (const email of [ADMIN, uniqueEmail('someone-else')]) {
      const res = await firebase({
        idToken,
        userData: { uid: fb.uid, email, emailVerified: true },
      });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('identity_mismatch');
      expect((await rowsFor([email], fb.uid)).accounts).toEqual([]);
    }
    const res = await firebaseSignIn(api, { idToken, uid: fb.uid, email: fb.email });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: fb.email, is_verified: true, is_admin: false });
    const profile = await call(api, 'GET', '/api/admin/dashboard/summary', {
      token: res.body.access_token as string,
    });
    expect(profile.status).toBe(403);
  });

  it('refuses forged and foreign tokens', async () => {
    const fb = await firebaseUser();
    for (const [idToken, uid] of [
      [withClaims(fb.idToken, { sub: 'nobody-at-all', user_id: 'nobody-at-all' }), 'nobody-at-all'],
      [
        withClaims(fb.idToken, {
          aud: 'someone-elses-project',
          iss: 'https://securetoken.google.com/someone-elses-project',
        }),
        fb.uid,
      ],
      [withClaims(fb.idToken, { exp: Math.floor(Date.now() / 1000) - 60 }), fb.uid],
    ]) {
      const res = await firebase({ idToken, userData: { uid, email: fb.email } });
      expect(res.status).toBe(401);
      expect(res.body.code).toMatch(/^identity_/);
    }
  });

  it('counts a burst of refused tokens from one address like a sequence (30 in 15 minutes)', async () => {
    const fb = await firebaseUser();
    const idToken = withClaims(fb.idToken, { sub: 'nobody-at-all', user_id: 'nobody-at-all' });
    const results = await Promise.all(
      Array.from({ length: 36 }, () =>
        call(api, 'POST', '/auth/firebase/login', {
          body: { idToken, userData: { uid: 'nobody-at-all', email: fb.email } },
          address: '192.0.2.140',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 401)).toHaveLength(30);
    expect(results.filter((r) => r.status === 429)).toHaveLength(6);
  });

  it('refuses an unsigned token that names another user’s uid and address (issue 39, defect 5)', async () => {
    const victim = await firebaseUser(uniqueEmail('victim'));
    await emulator.verifyEmail(victim.uid);
    const signedIn = await emulator.signIn(victim.email, victim.password);
    seenSecrets.add(signedIn.idToken);
    const own = await firebaseSignIn(api, { ...victim, idToken: signedIn.idToken });
    expect(own.status).toBe(200);
    // The attacker signs in to the emulator a second later and rewrites their own token with
    // everything a stranger can know of the victim: uid, address, verification, providers.
    await nextSecond();
    const attacker = await firebaseUser(uniqueEmail('attacker'));
    const forged = withClaims(attacker.idToken, {
      sub: victim.uid,
      user_id: victim.uid,
      email: victim.email,
      email_verified: true,
      firebase: { identities: { email: [victim.email] }, sign_in_provider: 'password' },
    });
    const res = await firebase({
      idToken: forged,
      userData: { uid: victim.uid, email: victim.email },
    });
    expect([res.status, res.body.code]).toEqual([401, 'identity_token_invalid']);
    expect(res.body.access_token).toBeUndefined();
    // The victim's own token still signs in.
    const again = await firebase({
      idToken: signedIn.idToken,
      userData: { uid: victim.uid, email: victim.email },
    });
    expect(again.status).toBe(200);
  });
});

/** Waits for the next whole second: emulator tokens carry their sign-in time in seconds. */
async function nextSecond() {
  await new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
}
