import { describe, expect, it } from 'vitest';
import { EngineError, type Engine, type EngineResult } from './engine.ts';
import { createFailoverEngine } from './failover-engine.ts';
import { FalHttpError } from './fal/queue-client.ts';

/** An engine whose try-on answers its name, or throws what `fail` gives; counts its calls. */
function engine(name: string, fail?: () => unknown): Engine & { calls: number } {
  const self = {
    name,
    calls: 0,
    tryOn() {
      self.calls += 1;
      if (fail) return Promise.reject(fail());
      return Promise.resolve({
        data: Buffer.from(name),
        contentType: 'image/png',
        width: 1,
        height: 1,
      } as EngineResult);
    },
  };
  return self as unknown as Engine & { calls: number };
}

const input = { generationId: 'g1', params: {} } as never;
const nothingAccepted = { acceptedBy: () => Promise.resolve(undefined) };

describe('createFailoverEngine', () => {
  it('moves to the next engine on a 503 or a 429 and names the engine that made the result', async () => {
    for (const status of [503, 429]) {
      const fal = engine('fal', () => new FalHttpError(status, {}, 'submit'));
      const local = engine('local');
      const result = await createFailoverEngine([fal, local], nothingAccepted).tryOn(input);
      expect([String(result.data), result.engine, fal.calls, local.calls]).toEqual([
        'local',
        'local',
        1,
        1,
      ]);
    }
  });

  it('keeps the first engine when it answers, named as the maker', async () => {
    const local = engine('local');
    const result = await createFailoverEngine([engine('fal'), local], nothingAccepted).tryOn(input);
    expect([result.engine, local.calls]).toEqual(['fal', 0]);
  });

  it('does not fail over a final answer: bad input or content refused', async () => {
    for (const error of [
      new EngineError('bad-input'),
      new EngineError('refused', 'generation.engine.contentPolicy'),
    ]) {
      const local = engine('local');
      const chain = createFailoverEngine([engine('fal', () => error), local], nothingAccepted);
      await expect(chain.tryOn(input)).rejects.toBe(error);
      expect(local.calls).toBe(0);
    }
  });

  it('does not fail over once the job time limit has passed', async () => {
    const local = engine('local');
    const signal = AbortSignal.abort(new DOMException('late', 'TimeoutError'));
    const chain = createFailoverEngine(
      [engine('fal', () => new FalHttpError(503, {}, 'submit')), local],
      nothingAccepted,
    );
    await expect(
      chain.tryOn({ generationId: 'g1', signal, params: {} } as never),
    ).rejects.toThrow();
    expect(local.calls).toBe(0);
  });

  it('throws for a retry when the failing engine had accepted the request, so it is not paid twice', async () => {
    let stored: string | undefined;
    const fal = engine('fal', () => {
      stored = 'fal'; // accepted, then its status poll failed
      return new FalHttpError(503, {}, 'submit');
    });
    const local = engine('local');
    const chain = createFailoverEngine([fal, local], { acceptedBy: () => Promise.resolve(stored) });
    await expect(chain.tryOn(input)).rejects.toBeInstanceOf(FalHttpError);
    expect(local.calls).toBe(0);
  });

  it('resumes a retried job on the engine that holds its request, skipping the ones before it', async () => {
    const fal = engine('fal');
    const second = engine('replicate');
    const chain = createFailoverEngine([fal, second], {
      acceptedBy: () => Promise.resolve('replicate'),
    });
    expect((await chain.tryOn(input)).engine).toBe('replicate');
    expect(fal.calls).toBe(0);
  });

  it('throws the last engine’s error when every engine fails', async () => {
    const last = new FalHttpError(500, {}, 'submit');
    const chain = createFailoverEngine(
      [engine('fal', () => new FalHttpError(503, {}, 'submit')), engine('local', () => last)],
      nothingAccepted,
    );
    await expect(chain.tryOn(input)).rejects.toBe(last);
  });

  it('refuses an option any engine of the chain cannot use, so a failover never drops it', () => {
    const fal = engine('fal');
    const local = Object.assign(engine('local'), {
      unsupportedOption: () => ({ option: 'params.mode', model: 'local' }),
    });
    const request = { params: { mode: 'quality' } } as never;
    const chain = createFailoverEngine([fal, local], nothingAccepted);
    expect(chain.unsupportedOption?.('virtual-tryon', request)).toEqual({
      option: 'params.mode',
      model: 'local',
    });
    expect(
      createFailoverEngine([fal, engine('cog')], nothingAccepted).unsupportedOption?.(
        'virtual-tryon',
        request,
      ),
    ).toBeUndefined();
  });
});
