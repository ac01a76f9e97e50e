import { describe, expect, it } from 'vitest';
import { predictionCallOf } from '../predictions/billing.ts';
import { predictSeconds } from '../predictions/store.ts';
import { falCallOf } from './billing.ts';
import type { ProviderRequest } from './request-store.ts';

// Decision 066: which provider calls are billed, from fal's and Replicate's pricing pages.
function row(fields: Partial<ProviderRequest>): ProviderRequest {
  const now = new Date();
  return {
    id: 'id',
    generationId: 'g',
    provider: 'fal',
    modelId: 'fal-ai/fashn/tryon/v1.6',
    requestId: 'req-1',
    status: 'OK',
    result: null,
    error: null,
    createdAt: now,
    updatedAt: now,
    completedAt: now,
    ...fields,
  };
}

describe('what fal bills', () => {
  it('bills a completed request, with the images it returned', () => {
    const payload = { images: [{ url: 'a' }, { url: 'b' }] };
    expect(falCallOf('m', row({}), payload)).toMatchObject({
      outcome: 'ok',
      billed: true,
      images: 2,
      requestId: 'req-1',
    });
  });

  it('bills a request the runner refused for its input or content policy (HTTP 422 detail)', () => {
    const result = {
      detail: [{ loc: ['body'], msg: 'Content policy', type: 'content_policy_violation' }],
    };
    expect(falCallOf('m', row({ status: 'ERROR', result }))).toMatchObject({
      outcome: 'failed',
      billed: true,
    });
  });

  it('does not bill a runner or server error, a cancel, or a submit it never accepted', () => {
    expect(
      falCallOf('m', row({ status: 'ERROR', result: { detail: 'Internal server error' } })),
    ).toMatchObject({ billed: false });
    expect(falCallOf('m', row({ status: 'CANCELLED' }))).toMatchObject({
      outcome: 'cancelled',
      billed: false,
    });
    expect(falCallOf('m', undefined)).toEqual({
      engine: 'fal',
      model: 'm',
      outcome: 'not-accepted',
      billed: false,
    });
  });

  it('reports nothing while the request still runs (the resumed job counts it)', () => {
    expect(falCallOf('m', row({ status: 'IN_PROGRESS', completedAt: null }))).toBeUndefined();
  });
});

describe('what Replicate and a Cog machine bill', () => {
  const done = (status: string, predictTime: number | null) =>
    row({ provider: 'replicate', requestId: 'p1', status, result: { output: ['u'], predictTime } });

  it('bills a succeeded prediction for the seconds it ran', () => {
    expect(predictionCallOf('replicate', 'acme/m', done('OK', 7.5))).toMatchObject({
      outcome: 'ok',
      billed: true,
      gpuSeconds: 7.5,
      images: 1,
    });
  });

  it('bills a failed or canceled prediction that ran, not one that never did', () => {
    expect(predictionCallOf('replicate', 'acme/m', done('ERROR', 3))).toMatchObject({
      outcome: 'failed',
      billed: true,
      gpuSeconds: 3,
    });
    expect(predictionCallOf('cog', 'http://gpu', done('CANCELLED', 2))).toMatchObject({
      outcome: 'cancelled',
      billed: true,
    });
    expect(predictionCallOf('replicate', 'acme/m', done('ERROR', null))).toMatchObject({
      billed: false,
    });
  });

  it('does not bill a create that was never taken', () => {
    expect(
      predictionCallOf(
        'replicate',
        'acme/m',
        row({ requestId: 'pending-x', status: 'SUBMITTING', completedAt: null }),
      ),
    ).toMatchObject({ outcome: 'not-accepted', billed: false });
  });

  it('reads the run time from metrics.predict_time, else from the start and end times', () => {
    expect(predictSeconds({ status: 'succeeded', metrics: { predict_time: 4.2 } })).toBe(4.2);
    expect(
      predictSeconds({
        status: 'failed',
        started_at: '2026-11-25T00:00:00Z',
        completed_at: '2026-11-25T00:00:06.5Z',
      }),
    ).toBe(6.5);
    expect(predictSeconds({ status: 'canceled' })).toBeNull();
  });
});
