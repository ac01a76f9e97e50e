import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userIdentities, users } from '../../src/server/db/schema.ts';
import {
  call,
  latestCode,
  mailTo,
  seenSecrets,
  signUp,
  uniqueEmail,
  type CallResult,
} from './support/accounts.ts';
import { confirmWithMailedCode, withEmulatorApi } from './support/identity-sign-in.ts';
import { createTestClock } from './support/test-clock.ts';

/**
 * Issue 39, defects 5 and 6 (decision 092): an identity joins an account, or makes one, only
 * with the code mailed to its address, and its first sign-in is answered alike whether or not
 * the address has an account. Against the real Auth emulator, where anyone can create an
 * account for any address and mark it verified.
 */
const clock = createTestClock();
const stack = withEmulatorApi({}, { clock });

/** An emulator account for `email`, its address marked verified when `verified`. */
async function emulatorAccount(email: string, verified: boolean) {
  const password = 'firebase-pass-1';
  let session = await stack.emulator.signUp(email, password);
  if (verified) {
    await stack.emulator.verifyEmail(session.uid);
    session = await stack.emulator.signIn(email, password);
  }
  seenSecrets.add(session.idToken);
  return { ...session, email };
}

const firebaseLogin = (fb: { idToken: string; uid: string; email: string }, lang = 'en') =>
  call(stack.api, 'POST', '/auth/firebase/login', {
    body: { idToken: fb.idToken, userData: { uid: fb.uid, email: fb.email } },
    lang,
  });

const linksOf = (uid: string) =>
  stack.api.deps.database.db.select().from(userIdentities).where(eq(userIdentities.subject, uid));

/** The answer's status and shape, without what differs for every identity. */
const shape = (res: CallResult) => ({
  status: res.status,
  keys: Object.keys(res.body).sort(),
  message: res.body.message,
  requires_verification: res.body.requires_verification,
});

describe('an identity for an address that has an account', () => {
  it('is not linked to the password account on the emulator’s word, and cannot sign in as it', async () => {
    const victim = await signUp(stack.api);
    const attacker = await emulatorAccount(victim.email, true);
    const res = await firebaseLogin(attacker);
    expect(res.status).toBe(202);
    expect(res.body.access_token).toBeUndefined();
    expect(await linksOf(attacker.uid)).toEqual([]);
    // The code went to the victim's mailbox, as a request to add a sign-in to their account.
    const [mail] = await mailTo(stack.api, victim.email);
    expect(mail?.subject).toBe('Add Google login to your Kiểu Studio account');
    // Without it the attacker gets nothing: a guess is a wrong code, and signing in again is
    // the same 202.
    const code = Number(await latestCode(stack.api, victim.email));
    const guess = await confirmWithMailedCode(stack.api, res, {
      otp: code === 999999 ? 100000 : code + 1,
    });
    expect([guess.status, guess.body.code]).toEqual([400, 'invalid_otp']);
    expect((await firebaseLogin(attacker)).status).toBe(202);
    expect(await linksOf(attacker.uid)).toEqual([]);

    // The mailbox owner, with the code, adds the identity to the same account.
    const joined = await confirmWithMailedCode(stack.api, res);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ is_new_user: false, traditional_login: null });
    expect((joined.body.user as { email: string }).email).toBe(victim.email);
    expect((await linksOf(attacker.uid)).map((link) => link.email)).toEqual([victim.email]);
    const login = await call(stack.api, 'POST', '/auth/login', {
      body: { username: victim.email, password: victim.password },
    });
    expect(login.status).toBe(200);
  });

  it('takes over a registration that never proved the address: its password stops working', async () => {
    const email = uniqueEmail('pre-registered');
    const squatter = 'mật-khẩu-của-người-khác';
    const registered = await call(stack.api, 'POST', '/auth/register', {
      body: { name: 'Người Lạ', email, password: squatter },
    });
    expect(registered.status).toBe(201);
    const owner = await emulatorAccount(email, false);
    const res = await confirmWithMailedCode(stack.api, await firebaseLogin(owner, 'vi'), {
      lang: 'vi',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ is_new_user: true, user: { email, is_verified: true } });
    expect(res.body.traditional_login).not.toBeNull();
    const old = await call(stack.api, 'POST', '/auth/login', {
      body: { username: email, password: squatter },
    });
    expect(old.body.code).toBe('invalid_credentials');
  });
});

describe('the first sign-in of an identity (issue 39, defect 6)', () => {
  it('answers an address with an account and a new one alike', async () => {
    const answers = [];
    const owners = [];
    for (const verified of [false, true]) {
      // The emulator holds one account per address: a registered address for each.
      const taken = await signUp(stack.api);
      owners.push(taken);
      answers.push(await firebaseLogin(await emulatorAccount(taken.email, verified), 'vi'));
      answers.push(await firebaseLogin(await emulatorAccount(uniqueEmail('new'), verified), 'vi'));
    }
    expect(answers.map(shape)).toEqual(
      Array(4).fill({
        status: 202,
        keys: ['confirmation', 'email', 'message', 'requires_verification', 'status'],
        message:
          'Chúng tôi đã gửi mã đăng nhập đến email của bạn. Hãy nhập mã tại đây để hoàn tất đăng nhập.',
        requires_verification: true,
      }),
    );
    // The handle names the identity only: nothing in it says which address has an account.
    const claims = answers.map((res) =>
      Object.keys(
        JSON.parse(
          Buffer.from((res.body.confirmation as string).split('.')[0]!, 'base64url').toString(),
        ),
      ).sort(),
    );
    expect(new Set(claims.map(String)).size).toBe(1);
    for (const taken of owners) {
      const [user] = await stack.api.deps.database.db
        .select()
        .from(users)
        .where(eq(users.email, taken.email));
      expect(user).toMatchObject({ name: taken.name, isVerified: true });
    }
  });
});

describe('the mailed code', () => {
  it('is bound to its identity, its handle to this server, and both to ten minutes', async () => {
    const one = await firebaseLogin(await emulatorAccount(uniqueEmail('one'), true));
    const two = await firebaseLogin(await emulatorAccount(uniqueEmail('two'), true));
    const codeOfOne = Number(await latestCode(stack.api, one.body.email as string));
    const crossed = await confirmWithMailedCode(stack.api, two, { otp: codeOfOne });
    expect([crossed.status, crossed.body.code]).toEqual([400, 'invalid_otp']);

    const [body, signature] = (two.body.confirmation as string).split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const renamed = Buffer.from(JSON.stringify({ ...claims, email: one.body.email })).toString(
      'base64url',
    );
    const tampered = await call(stack.api, 'POST', '/auth/identity/confirm', {
      body: { confirmation: `${renamed}.${signature}`, otp: codeOfOne },
      lang: 'vi',
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toMatchObject({
      code: 'identity_confirmation_invalid',
      detail: 'Phiên đăng nhập này đã hết hạn. Vui lòng tiếp tục với Google lần nữa.',
    });

    clock.advance(11 * 60_000);
    try {
      const late = await confirmWithMailedCode(stack.api, two);
      expect([late.status, late.body.code]).toEqual([400, 'identity_confirmation_invalid']);
    } finally {
      clock.reset();
    }
  });

  it('allows five wrong codes per address in 15 minutes, then not even the right one', async () => {
    const pending = await firebaseLogin(await emulatorAccount(uniqueEmail('guessed'), true));
    const code = Number(await latestCode(stack.api, pending.body.email as string));
    const wrong = code === 999999 ? 100000 : code + 1;
    const guesses = await Promise.all(
      Array.from({ length: 7 }, () => confirmWithMailedCode(stack.api, pending, { otp: wrong })),
    );
    expect(guesses.filter((r) => r.status === 400)).toHaveLength(5);
    expect(guesses.filter((r) => r.status === 429)).toHaveLength(2);
    // The lock holds for the right code too.
    const right = await confirmWithMailedCode(stack.api, pending);
    expect([right.status, right.body.code]).toEqual([429, 'too_many_attempts']);
  });
});
