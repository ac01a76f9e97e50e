import { describe, expect, it } from 'vitest';
import { AppError, errorBody, errors, pickLang } from './app-error.ts';

describe('pickLang', () => {
  it('prefers Vietnamese when the caller ranks it first', () => {
    expect(pickLang('vi-VN,vi;q=0.9,en;q=0.8')).toBe('vi');
  });
  it('honours quality values', () => {
    expect(pickLang('vi;q=0.3, en-US;q=0.9')).toBe('en');
  });
  it('falls back to English for unknown or missing languages', () => {
    expect(pickLang('fr-FR')).toBe('en');
    expect(pickLang(undefined)).toBe('en');
  });
});

describe('errorBody', () => {
  it('carries the code, detail and message in the chosen language', () => {
    const body: Record<string, unknown> = errorBody(errors.payloadTooLarge(10 * 1024 * 1024), 'vi');
    expect(body.code).toBe('payload_too_large');
    expect(body.detail).toBe('Nội dung yêu cầu quá lớn. Dung lượng tối đa là 10MB.');
    expect(body.message).toBe(body.detail);
    expect(body.max_bytes).toBe(10485760);
  });
  it('answers a file too large by one code and message, naming its field when known', () => {
    const named = errorBody(errors.fileTooLarge('file', 10 * 1024 * 1024), 'en');
    expect(named).toEqual({
      code: 'file_too_large',
      detail: 'File is too large. Maximum size is 10MB',
      message: 'File is too large. Maximum size is 10MB',
      max_bytes: 10485760,
      errors: [{ path: 'file', message: 'File is too large. Maximum size is 10MB' }],
    });
    const unnamed = errorBody(errors.fileTooLarge(null, 10 * 1024 * 1024), 'vi');
    expect(unnamed).toEqual({
      code: 'file_too_large',
      detail: 'Tệp quá lớn. Dung lượng tối đa là 10MB',
      message: 'Tệp quá lớn. Dung lượng tối đa là 10MB',
      max_bytes: 10485760,
    });
  });
  it('keeps extra fields such as validation issues', () => {
    const error = new AppError(422, 'x', { en: 'a', vi: 'b' }, { errors: [1] });
    expect(errorBody(error, 'en')).toEqual({ code: 'x', detail: 'a', message: 'a', errors: [1] });
  });
});
