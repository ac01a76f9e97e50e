import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { islandT } from '../../app-shell/i18n-core.ts';
import { describeSubmitError } from './submit-error.ts';

const t = islandT('en');

describe('describeSubmitError', () => {
  it("shows the server's shortage message on a 402", () => {
    const text = 'Insufficient credits. You have 0, need 2 (2 more required)';
    const error = new ApiError(text, 402, { code: 'insufficient_credits', detail: text });
    expect(describeSubmitError('image-to-video', error, t)).toEqual({
      kind: 'credits',
      message: text,
      fields: {},
    });
  });

  it('lists the field messages of a 422 without their params. or inputs. prefix', () => {
    const error = new ApiError('Height must be between 140 and 210 cm', 422, {
      errors: [
        { path: 'params.height', message: 'Height must be between 140 and 210 cm' },
        { path: 'inputs.person', message: 'Please choose a photo' },
        { path: 'params.height', message: 'second' },
      ],
    });
    expect(describeSubmitError('body-generator', error, t).fields).toEqual({
      height: 'Height must be between 140 and 210 cm',
      person: 'Please choose a photo',
    });
  });

  it("shows the fair-use refusal's own message, in the language the server answered", () => {
    const detail =
      'Tài khoản của bạn đã dùng hết ngân sách sử dụng hợp lý 2.495.000 ₫ chi phí máy tạo ảnh của tháng này, nên chưa tạo và chưa trừ gì.';
    const error = new ApiError(detail, 429, { code: 'fair_use_budget_reached', detail });
    expect(describeSubmitError('image-to-video', error, t)).toEqual({
      kind: 'other',
      message: detail,
      fields: {},
    });
    // Another 429 keeps the processing error.
    expect(
      describeSubmitError('image-to-video', new ApiError('slow', 429, { code: 'other' }), t)
        .message,
    ).toBe('An error occurred during processing. Please try again later.');
  });

  it("uses the tool's processing error of spec §8 for anything else", () => {
    const offline = new NetworkError('offline', false);
    expect(describeSubmitError('body-generator', offline, t).message).toBe(
      'An error occurred during body generation. Please try again later.',
    );
    expect(describeSubmitError('hairstyle-changer', new Error('x'), t).message).toBe(
      'An error occurred during hairstyle generation. Please try again later.',
    );
    expect(describeSubmitError('image-editing', new ApiError('boom', 500, null), t).message).toBe(
      'An error occurred during processing. Please try again later.',
    );
  });
});
