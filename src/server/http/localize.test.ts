import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody, errors } from './app-error.ts';
import { issuesFromZod, localize, translateMessage } from './localize.ts';

describe('translateMessage', () => {
  it('translates a dictionary key and fills its parameters', () => {
    expect(translateMessage('validation.fileTooLarge', 'en', { maxSize: 10 })).toBe(
      'File is too large. Maximum size is 10MB',
    );
    expect(translateMessage('validation.fileTooLarge', 'vi', { maxSize: 10 })).toBe(
      'Tệp quá lớn. Dung lượng tối đa là 10MB',
    );
  });

  it('passes any other message through unchanged', () => {
    expect(translateMessage('Invalid input', 'vi')).toBe('Invalid input');
    expect(localize('validation.nope')).toEqual({ en: 'validation.nope', vi: 'validation.nope' });
  });
});

describe('validation errors', () => {
  const schema = z.object({
    name: z.string('validation.nameRequired').min(2, 'validation.nameTooShort'),
    to: z.email(),
  });

  it('answer in the caller’s language, one issue per field', () => {
    const result = schema.safeParse({ name: 'a', to: 'x' });
    const error = errors.validation(issuesFromZod(result.error!));
    expect(error.status).toBe(422);
    expect(errorBody(error, 'vi')).toMatchObject({
      code: 'validation_failed',
      detail: 'Họ tên phải có ít nhất 2 ký tự',
      errors: [
        { path: 'name', message: 'Họ tên phải có ít nhất 2 ký tự' },
        { path: 'to', message: 'Invalid email address' },
      ],
    });
    expect(errorBody(error, 'en').detail).toBe('Name must be at least 2 characters');
  });

  it('give 429 with Retry-After and the wait in minutes', () => {
    const error = errors.rateLimited(90);
    expect(error.headers).toEqual({ 'retry-after': '90' });
    expect(errorBody(error, 'vi')).toMatchObject({
      code: 'rate_limited',
      detail: 'Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau 2 phút.',
      retryAfterSeconds: 90,
    });
  });
});
