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
        // zod's own English default never reaches a Vietnamese answer.
        { path: 'to', message: 'Yêu cầu không hợp lệ.' },
      ],
    });
    expect(errorBody(error, 'en').detail).toBe('Name must be at least 2 characters');
  });

  it('name each unknown field, and a wrong type, in the caller’s language', () => {
    const strict = z.strictObject({ params: z.strictObject({ n: z.number() }) });
    const result = strict.safeParse({ params: { n: 'x', colour: 1 }, webhook: 'https://a' });
    const body = errorBody(errors.validation(issuesFromZod(result.error!)), 'en') as {
      errors?: unknown[];
    };
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'params.n', message: 'This field has the wrong type.' },
        {
          path: 'params.colour',
          message: 'Unknown field: params.colour. Check its spelling against the documentation.',
        },
        {
          path: 'webhook',
          message: 'Unknown field: webhook. Check its spelling against the documentation.',
        },
      ]),
    );
    const vi = errorBody(errors.validation(issuesFromZod(result.error!)), 'vi') as {
      errors?: unknown[];
    };
    expect(vi.errors).toContainEqual({
      path: 'webhook',
      message: 'Trường không được hỗ trợ: webhook. Hãy kiểm tra chính tả theo tài liệu.',
    });
  });

  it('fill both bounds of a range message, whichever check failed (issue 18)', () => {
    const body = z.object({
      height: z
        .number('generation.heightRange')
        .min(140, 'generation.heightRange')
        .max(210, 'generation.heightRange'),
    });
    for (const height of [100, 300, 'tall']) {
      const result = body.safeParse({ height });
      for (const lang of ['en', 'vi'] as const) {
        const answer = errorBody(errors.validation(issuesFromZod(result.error!)), lang);
        expect(answer.detail).not.toContain('{');
        expect(answer.detail).toContain('140');
        expect(answer.detail).toContain('210');
      }
    }
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
