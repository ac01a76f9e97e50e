import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAuth2Server } from 'oauth2-mock-server';
import { call, expectNoSecretsLogged, signUp, uniqueEmail } from './support/accounts.ts';
import { confirmWithMailedCode } from './support/identity-sign-in.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const CLIENT_ID = 'kieu-web.apps.test';
let google: OAuth2Server;
let api: TestApi;
/** Claims the next ID token carries (Google's: email, email_verified, name). */
let claims: Record<string, unknown> = {};

beforeAll(async () => {
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  await google.start(0, '127.0.0.1');
  google.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
  const issuer = google.issuer.url!;
  api = await startTestApi({
    LOG_LEVEL: 'trace',
    TRUST_PROXY: 'true',
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_JWKS_URL: `${issuer}/jwks`,
    GOOGLE_ISSUER: issuer,
  });
});
afterAll(async () => {
  if (api) expectNoSecretsLogged(api);
  await api?.stop();
  await google?.stop();
});

const callback = (code: string, lang = 'en') =>
  call(api, 'POST', '/auth/google/callback', {
    body: { code, redirect_uri: 'http://127.0.0.1:4321/auth/google/callback' },
    lang,
  });

describe('Google sign-in by code', () => {
  it('exchanges the code, checks the ID token and signs in (creating the account once)', async () => {
    const email = uniqueEmail('google');
    claims = { sub: 'google-sub-1', email, email_verified: true, name: 'Lê Bảo Anh' };
    // Decision 092: the first sign-in is finished with the code mailed to the address.
    const pending = await callback('code-1');
    expect(pending.status).toBe(202);
    const first = await confirmWithMailedCode(api, pending);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      user: { name: 'Lê Bảo Anh', email, is_verified: true },
      is_new_user: true,
      traditional_login: null,
    });
    const profile = await call(api, 'GET', '/auth/profile', {
      token: first.body.access_token as string,
    });
    expect(profile.body.auth_providers).toEqual(['google']);
    const again = await callback('code-2');
    expect(again.status).toBe(200);
    expect(Object.keys(again.body).sort()).toEqual(['access_token', 'token_type', 'user']);
    expect((again.body.user as { id: string }).id).toBe((first.body.user as { id: string }).id);
  });

  it('joins an account with a password only with the code mailed to it', async () => {
    const owner = await signUp(api);
    claims = { sub: 'google-sub-4', email: owner.email, email_verified: true, name: 'Khác' };
    const pending = await callback('code-5');
    expect(pending.status).toBe(202);
    expect(pending.body.access_token).toBeUndefined();
    const joined = await confirmWithMailedCode(api, pending);
    expect(joined.body).toMatchObject({ is_new_user: false, user: { name: owner.name } });
    claims = {};
  });

  it('answers 401 when Google refuses the code', async () => {
    google.service.once('beforeResponse', (response) => {
      response.body = { error: 'invalid_grant' };
      response.statusCode = 400;
    });
    const res = await callback('bad-code', 'vi');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({
      code: 'google_login_failed',
      detail: 'Đăng nhập Google thất bại. Vui lòng thử lại.',
    });
  });

  it('refuses an ID token issued to another client (wrong audience)', async () => {
    claims = { sub: 'google-sub-2', email: uniqueEmail('aud'), email_verified: true };
    const listener = (token: { payload: Record<string, unknown> }) => {
      token.payload.aud = 'someone-else.apps.test';
    };
    google.service.on('beforeTokenSigning', listener);
    try {
      const res = await callback('code-3');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('google_login_failed');
    } finally {
      google.service.off('beforeTokenSigning', listener);
    }
  });

  it('refuses an ID token from another issuer', async () => {
    claims = {
      sub: 'google-sub-3',
      email: uniqueEmail('iss'),
      email_verified: true,
      iss: 'https://evil.test',
    };
    const res = await callback('code-4');
    expect(res.status).toBe(401);
    claims = {};
  });

  it('answers 503 when Google sign-in is not configured', async () => {
    const plain = await startTestApi();
    try {
      const res = await call(plain, 'POST', '/auth/google/callback', {
        body: { code: 'any', redirect_uri: 'http://127.0.0.1:4321/cb' },
      });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('google_not_configured');
    } finally {
      await plain.stop();
    }
  });
});
