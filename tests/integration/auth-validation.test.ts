import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectNoSecretsLogged } from './support/accounts.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ LOG_LEVEL: 'trace', TRUST_PROXY: 'true' });
});
afterAll(async () => {
  if (api) expectNoSecretsLogged(api);
  await api?.stop();
});

const email = 'ha.tran@example.vn';
const longToken = 'x'.repeat(120);
const userData = { uid: 'uid-123', email };

/** [call, body, status, code, field, English text, Vietnamese text] */
const cases: [string, Record<string, unknown>, number, string, string, string, string][] = [
  // Spec §5 register form.
  [
    '/auth/register',
    { name: 'A', email, password: 'long-enough' },
    422,
    'validation_failed',
    'name',
    'Name must be at least 2 characters',
    'Họ tên phải có ít nhất 2 ký tự',
  ],
  [
    '/auth/register',
    { name: 'An', email: 'ha.tran@', password: 'long-enough' },
    422,
    'validation_failed',
    'email',
    'Please enter a valid email',
    'Vui lòng nhập email hợp lệ',
  ],
  [
    '/auth/register',
    { name: 'An', email, password: 'short' },
    422,
    'validation_failed',
    'password',
    'Password must be at least 8 characters',
    'Mật khẩu phải có ít nhất 8 ký tự',
  ],
  // Spec §5 login form.
  [
    '/auth/login',
    { username: 'ha.tran', password: 'x' },
    422,
    'validation_failed',
    'username',
    'Please enter a valid email',
    'Vui lòng nhập email hợp lệ',
  ],
  [
    '/auth/login',
    { username: email, password: '' },
    422,
    'validation_failed',
    'password',
    'Password is required',
    'Vui lòng nhập mật khẩu',
  ],
  // Spec §5 verify form: at least 4 digits, at most 6, sent as an integer.
  [
    '/auth/verify_otp',
    { email, otp: 123 },
    422,
    'validation_failed',
    'otp',
    'Please enter a valid verification code',
    'Vui lòng nhập mã xác minh hợp lệ',
  ],
  [
    '/auth/verify_otp',
    { email, otp: 1234567 },
    422,
    'validation_failed',
    'otp',
    'Please enter a valid verification code',
    'Vui lòng nhập mã xác minh hợp lệ',
  ],
  [
    '/auth/verify_otp',
    { email, otp: 'abcdef' },
    422,
    'validation_failed',
    'otp',
    'Please enter a valid verification code',
    'Vui lòng nhập mã xác minh hợp lệ',
  ],
  [
    '/auth/verify_otp',
    { email: 'nope', otp: 123456 },
    422,
    'validation_failed',
    'email',
    'Please enter a valid email',
    'Vui lòng nhập email hợp lệ',
  ],
  // Spec §5 forgot form, and the code request.
  [
    '/auth/forgot-password',
    { email: 'nope' },
    422,
    'validation_failed',
    'email',
    'Please enter a valid email',
    'Vui lòng nhập email hợp lệ',
  ],
  [
    '/auth/generate_otp',
    { email: 'nope@' },
    422,
    'validation_failed',
    'email',
    'Please enter a valid email',
    'Vui lòng nhập email hợp lệ',
  ],
  // Reset: the link's fields and the new password.
  [
    '/auth/reset-password',
    { email, reset_token: 'abc', new_password: 'short' },
    422,
    'validation_failed',
    'new_password',
    'Password must be at least 8 characters',
    'Mật khẩu phải có ít nhất 8 ký tự',
  ],
  [
    '/auth/reset-password',
    { email, reset_token: '', new_password: 'long-enough' },
    422,
    'validation_failed',
    'reset_token',
    'Invalid or expired reset token.',
    'Liên kết đặt lại mật khẩu không hợp lệ hoặc đã hết hạn.',
  ],
  // Spec §5 identity-provider login: 400 with its own two messages.
  ...(['/auth/firebase/login'] as const).flatMap(
    (path): [string, Record<string, unknown>, number, string, string, string, string][] => [
      [
        path,
        { idToken: 'short', userData },
        400,
        'invalid_id_token',
        'idToken',
        'Invalid Firebase ID token - token appears to be empty or malformed',
        'Mã ID Firebase không hợp lệ - mã bị trống hoặc sai định dạng',
      ],
      [
        path,
        { idToken: '', userData },
        400,
        'invalid_id_token',
        'idToken',
        'Invalid Firebase ID token - token appears to be empty or malformed',
        'Mã ID Firebase không hợp lệ - mã bị trống hoặc sai định dạng',
      ],
      [
        path,
        { idToken: longToken, userData: { email } },
        400,
        'invalid_user_data',
        'userData.uid',
        'Invalid Firebase user data - missing required fields (email, uid)',
        'Dữ liệu người dùng Firebase không hợp lệ - thiếu trường bắt buộc (email, uid)',
      ],
      [
        path,
        { idToken: longToken, userData: { uid: 'u1' } },
        400,
        'invalid_user_data',
        'userData.email',
        'Invalid Firebase user data - missing required fields (email, uid)',
        'Dữ liệu người dùng Firebase không hợp lệ - thiếu trường bắt buộc (email, uid)',
      ],
      [
        path,
        { idToken: longToken },
        400,
        'invalid_user_data',
        'userData',
        'Invalid Firebase user data - missing required fields (email, uid)',
        'Dữ liệu người dùng Firebase không hợp lệ - thiếu trường bắt buộc (email, uid)',
      ],
    ],
  ),
];

describe('spec §5 refusals, in English and in Vietnamese', () => {
  it.each(cases)('%s %j → %i %s', async (path, body, status, code, field, en, vi) => {
    for (const [lang, text] of [
      ['en', en],
      ['vi', vi],
    ] as const) {
      const res = await call(api, 'POST', path, { body, lang });
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ code, detail: text, message: text });
      expect(res.body.errors).toContainEqual({ path: field, message: text });
    }
  });

  it('answers malformed JSON with 400', async () => {
    for (const path of ['/auth/register', '/auth/login', '/auth/firebase/login']) {
      const res = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'vi' },
        body: '{"email":',
      });
      expect(res.status).toBe(400);
      expect((await res.json()).code).toBe('invalid_json');
    }
  });

  it('refuses an ID token at the identity provider after the checks (401, no account)', async () => {
    const res = await call(api, 'POST', '/auth/firebase/login', {
      body: { idToken: longToken, userData },
    });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('identity_token_invalid');
  });
});
