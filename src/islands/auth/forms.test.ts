import { describe, expect, it } from 'vitest';
import { loginFormSchema, registerFormSchema, resetFormSchema, verifyFormSchema } from './forms.ts';
import { islandT as translator, type IslandKey } from '../app-shell/i18n-core.ts';

const islandT = (locale: 'vi' | 'en') => (message: string | undefined) =>
  translator(locale)(message as IslandKey);

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('auth form rules (spec §5)', () => {
  it('login: a valid email and a password', () => {
    const result = messages(loginFormSchema.safeParse({ email: '', password: '' }));
    expect(islandT('en')(result.email)).toBe('Please enter a valid email');
    expect(islandT('en')(result.password)).toBe('Password is required');
    expect(islandT('vi')(result.password)).toBe('Vui lòng nhập mật khẩu');
    expect(
      islandT('en')(messages(loginFormSchema.safeParse({ email: 'lan@', password: 'x' })).email),
    ).toBe('Please enter a valid email');
  });

  it('register: name, email, password of 8 and a matching confirmation', () => {
    const empty = messages(
      registerFormSchema.safeParse({
        name: 'L',
        email: 'x',
        password: 'short',
        confirmPassword: '',
      }),
    );
    const en = islandT('en');
    expect(en(empty.name)).toBe('Name must be at least 2 characters');
    expect(en(empty.email)).toBe('Please enter a valid email');
    expect(en(empty.password)).toBe('Password must be at least 8 characters');
    expect(en(empty.confirmPassword)).toBe('Please confirm your password');
    const mismatch = messages(
      registerFormSchema.safeParse({
        name: 'Lan',
        email: 'lan@kieu.vn',
        password: 'long-enough-1',
        confirmPassword: 'long-enough-2',
      }),
    );
    expect(en(mismatch.confirmPassword)).toBe("Passwords don't match");
    expect(islandT('vi')(mismatch.confirmPassword)).toBe('Mật khẩu không khớp');
  });

  it('verify: a code of at least 4 characters', () => {
    expect(islandT('en')(messages(verifyFormSchema.safeParse({ code: '123' })).code)).toBe(
      'Please enter a valid verification code',
    );
    expect(verifyFormSchema.safeParse({ code: '1234' }).success).toBe(true);
  });

  it('reset: the new password rules and confirmation', () => {
    const result = messages(resetFormSchema.safeParse({ password: 'x', confirmPassword: 'x' }));
    expect(islandT('en')(result.password)).toBe('Password must be at least 8 characters');
  });
});
