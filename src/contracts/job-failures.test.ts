import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { failureCodeByMessage, failureCodeOf, jobFailures } from './job-failures.ts';

describe('job failure codes (issue 18)', () => {
  it('names each refusal of the input, and says a retry cannot help it', () => {
    expect(failureCodeOf('tryOn.check.noPerson')).toBe('no_person');
    expect(failureCodeOf('generation.editing.noFace')).toBe('no_face');
    expect(failureCodeOf('generation.engine.contentPolicy')).toBe('content_policy');
    expect(jobFailures[failureCodeOf('tryOn.check.notFullBody')].retryable).toBe(false);
  });

  it('calls a spent retry, an engine fault or an unknown key engine_failed, which may pass later', () => {
    for (const key of ['ai.failed.image-editing', 'generation.engine.internal', 'toString']) {
      expect(failureCodeOf(key)).toBe('engine_failed');
    }
    expect(jobFailures[failureCodeOf('generation.engine.timeout')].retryable).toBe(true);
  });

  it('maps only message keys that exist', () => {
    const missing = Object.keys(failureCodeByMessage).filter((key) => !Object.hasOwn(en, key));
    expect(missing).toEqual([]);
  });
});
