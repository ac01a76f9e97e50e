import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { describeApiFailure } from './api-failure.ts';

describe('describeApiFailure', () => {
  it('keeps the API’s words and names each field of a 422, params without their prefix', () => {
    const error = new ApiError('Kiểm tra lại', 422, {
      errors: [
        { path: 'face', message: 'Chưa có sự đồng ý' },
        { path: 'params.height', message: 'Chiều cao' },
      ],
    });
    expect(describeApiFailure(error, 'x')).toEqual({
      message: 'Kiểm tra lại',
      fields: { face: 'Chưa có sự đồng ý', height: 'Chiều cao' },
    });
  });

  it('says a taken name beside the name', () => {
    const error = new ApiError('Tên đã có', 409, { code: 'model_name_taken', detail: 'Tên đã có' });
    expect(describeApiFailure(error, 'x').fields).toEqual({ name: 'Tên đã có' });
  });

  it('answers the fallback when no answer came', () => {
    expect(describeApiFailure(new TypeError('network'), 'Thử lại')).toEqual({
      message: 'Thử lại',
      fields: {},
    });
  });
});
