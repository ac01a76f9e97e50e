import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTutorialController } from './tutorial-controller.ts';
import type { TutorialConfig, TutorialStep } from './tutorial-types.ts';

const step = (id: string, extra: Partial<TutorialStep> = {}): TutorialStep => ({
  id,
  target: `[data-tour="${id}"]`,
  title: id,
  content: `About ${id}`,
  ...extra,
});

function setup(present = new Set(['a', 'b', 'c', 'd'])) {
  const warn = vi.fn();
  const hasTarget = vi.fn((selector: string) => present.has(/"(.+)"/.exec(selector)![1]!));
  const tour = createTutorialController({ hasTarget, warn });
  const config: TutorialConfig = {
    id: 'test',
    steps: [step('a'), step('b'), step('c')],
    onStart: vi.fn(),
    onComplete: vi.fn(),
    onSkip: vi.fn(),
    onStepChange: vi.fn(),
  };
  return { tour, config, warn, hasTarget, present };
}

/** Starts the tutorial and lets the 100 ms start delay pass. */
async function started(ctx: ReturnType<typeof setup>) {
  void ctx.tour.start(ctx.config);
  await vi.advanceTimersByTimeAsync(100);
  return ctx;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('starting', () => {
  it('shows the first step only after the 100 ms start delay', async () => {
    const { tour, config } = setup();
    void tour.start(config);
    expect(config.onStart).toHaveBeenCalledOnce();
    expect(tour.$state.get().status).toBe('starting');
    await vi.advanceTimersByTimeAsync(99);
    expect(tour.$state.get().status).toBe('starting');
    await vi.advanceTimersByTimeAsync(1);
    expect(tour.$state.get()).toMatchObject({ status: 'active', index: 0 });
    expect(config.onStepChange).toHaveBeenCalledWith(0, config.steps[0]);
  });

  it('refuses a second start while one is running, with a warning', async () => {
    const ctx = setup();
    void ctx.tour.start(ctx.config);
    expect(await ctx.tour.start({ ...ctx.config, id: 'other' })).toBe(false);
    expect(ctx.warn).toHaveBeenCalledWith('alreadyActive', { tutorial: 'other' });
    await vi.advanceTimersByTimeAsync(100);
    expect(await ctx.tour.start(ctx.config)).toBe(false);
    expect(ctx.warn).toHaveBeenCalledTimes(2);
    expect(ctx.config.onStart).toHaveBeenCalledOnce();
    expect(ctx.tour.$state.get()).toMatchObject({ status: 'active', index: 0 });
  });

  it('starts again once the previous tutorial has faded out', async () => {
    const ctx = await started(setup());
    void ctx.tour.skip();
    await vi.advanceTimersByTimeAsync(300);
    expect(ctx.tour.$state.get().status).toBe('inactive');
    void ctx.tour.start(ctx.config);
    expect(ctx.warn).not.toHaveBeenCalled();
  });

  it('does not start a tutorial without steps', async () => {
    const { tour, config } = setup();
    expect(await tour.start({ ...config, steps: [] })).toBe(false);
    expect(tour.$state.get().status).toBe('inactive');
  });
});

describe('moving between steps', () => {
  it('goes forward and back within bounds and reports each change', async () => {
    const { tour, config } = await started(setup());
    await tour.previous();
    expect(tour.$state.get().index).toBe(0);
    await tour.next();
    expect(tour.$state.get().index).toBe(1);
    await tour.previous();
    expect(tour.$state.get().index).toBe(0);
    expect(vi.mocked(config.onStepChange!).mock.calls.map(([index]) => index)).toEqual([0, 1, 0]);
  });

  it('goes to a step by number and refuses numbers outside the steps', async () => {
    const { tour } = await started(setup());
    expect(await tour.goTo(2)).toBe(true);
    expect(tour.$state.get().index).toBe(2);
    expect(await tour.goTo(3)).toBe(false);
    expect(await tour.goTo(-1)).toBe(false);
    expect(await tour.goTo(1.5)).toBe(false);
    expect(tour.$state.get().index).toBe(2);
  });

  it('ignores navigation when no tutorial is running', async () => {
    const { tour } = setup();
    await tour.next();
    await tour.previous();
    expect(await tour.goTo(1)).toBe(false);
    expect(tour.$state.get().status).toBe('inactive');
  });

  it('finishes on the last step: complete callback, a 300 ms fade, then inactive', async () => {
    const { tour, config } = await started(setup());
    await tour.goTo(2);
    void tour.next();
    await vi.advanceTimersByTimeAsync(0);
    expect(config.onComplete).toHaveBeenCalledOnce();
    expect(tour.$state.get().status).toBe('ending');
    await vi.advanceTimersByTimeAsync(299);
    expect(tour.$state.get().status).toBe('ending');
    await vi.advanceTimersByTimeAsync(1);
    expect(tour.$state.get().status).toBe('inactive');
    expect(config.onSkip).not.toHaveBeenCalled();
  });

  it('skips: the skip callback runs, then the tutorial ends after the fade', async () => {
    const { tour, config } = await started(setup());
    void tour.skip();
    await vi.advanceTimersByTimeAsync(0);
    expect(config.onSkip).toHaveBeenCalledOnce();
    expect(config.onComplete).not.toHaveBeenCalled();
    expect(tour.$state.get().status).toBe('ending');
    await vi.advanceTimersByTimeAsync(300);
    expect(tour.$state.get().status).toBe('inactive');
  });

  it('calls the hooks in order: hide the old step, then show the new one', async () => {
    const calls: string[] = [];
    const hooks = (id: string): Partial<TutorialStep> => ({
      beforeShow: () => void calls.push(`${id}.beforeShow`),
      afterShow: () => void calls.push(`${id}.afterShow`),
      beforeHide: () => void calls.push(`${id}.beforeHide`),
      afterHide: async () => void calls.push(`${id}.afterHide`),
    });
    const ctx = setup();
    ctx.config.steps = [step('a', hooks('a')), step('b', hooks('b'))];
    await started(ctx);
    await ctx.tour.next();
    void ctx.tour.next();
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toEqual([
      'a.beforeShow',
      'a.afterShow',
      'a.beforeHide',
      'a.afterHide',
      'b.beforeShow',
      'b.afterShow',
      'b.beforeHide',
      'b.afterHide',
    ]);
  });
});

describe('a missing target', () => {
  it('polls 50 times at 100 ms, warns, then moves on to the next step', async () => {
    const ctx = setup(new Set(['a', 'c']));
    await started(ctx);
    void ctx.tour.next();
    await vi.advanceTimersByTimeAsync(0);
    expect(ctx.tour.$state.get()).toMatchObject({ status: 'waiting', index: 1 });
    ctx.hasTarget.mockClear();
    await vi.advanceTimersByTimeAsync(4999);
    expect(ctx.hasTarget).toHaveBeenCalledTimes(49);
    expect(ctx.warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ctx.hasTarget.mock.calls.filter(([s]) => s.includes('"b"'))).toHaveLength(50);
    expect(ctx.warn).toHaveBeenCalledWith('targetNotFound', { tutorial: 'test', step: 'b' });
    expect(ctx.tour.$state.get()).toMatchObject({ status: 'active', index: 2 });
  });

  it('shows the step as soon as its target appears', async () => {
    const ctx = setup(new Set(['a', 'c']));
    await started(ctx);
    void ctx.tour.next();
    await vi.advanceTimersByTimeAsync(250);
    ctx.present.add('b');
    await vi.advanceTimersByTimeAsync(100);
    expect(ctx.tour.$state.get()).toMatchObject({ status: 'active', index: 1 });
    expect(ctx.warn).not.toHaveBeenCalled();
  });

  it('moves on at once when the step does not wait for its target', async () => {
    const ctx = setup(new Set(['a', 'c']));
    ctx.config.steps[1]!.waitForElement = false;
    await started(ctx);
    await ctx.tour.next();
    expect(ctx.warn).toHaveBeenCalledWith('targetNotFound', { tutorial: 'test', step: 'b' });
    expect(ctx.tour.$state.get()).toMatchObject({ status: 'active', index: 2 });
  });

  it('ends as completed when the last step never finds its target', async () => {
    const ctx = setup(new Set(['a', 'b']));
    await started(ctx);
    await ctx.tour.goTo(1);
    void ctx.tour.next();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ctx.warn).toHaveBeenCalledOnce();
    expect(ctx.config.onComplete).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(300);
    expect(ctx.tour.$state.get().status).toBe('inactive');
  });

  it('stops waiting when the user skips', async () => {
    const ctx = setup(new Set(['a', 'c']));
    await started(ctx);
    void ctx.tour.next();
    await vi.advanceTimersByTimeAsync(1000);
    void ctx.tour.skip();
    await vi.advanceTimersByTimeAsync(6000);
    expect(ctx.warn).not.toHaveBeenCalled();
    expect(ctx.tour.$state.get().status).toBe('inactive');
  });

  it('shows a step without a target centred, without waiting', async () => {
    const ctx = setup(new Set());
    ctx.config.steps = [{ id: 'welcome', title: 'Welcome', content: 'Hi' }];
    await started(ctx);
    expect(ctx.tour.$state.get()).toMatchObject({ status: 'active', index: 0 });
    expect(ctx.hasTarget).not.toHaveBeenCalled();
  });
});

describe('autoNext', () => {
  it('counts the seconds down, then goes to the next step', async () => {
    const ctx = setup();
    ctx.config.steps[0]!.autoNext = 3;
    await started(ctx);
    expect(ctx.tour.$state.get()).toMatchObject({ index: 0, countdown: 3 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(ctx.tour.$state.get().countdown).toBe(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ctx.tour.$state.get().countdown).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(ctx.tour.$state.get().index).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(ctx.tour.$state.get()).toMatchObject({ index: 1, countdown: null });
  });

  it('stops counting when the user moves on first', async () => {
    const ctx = setup();
    ctx.config.steps[0]!.autoNext = 3;
    await started(ctx);
    await vi.advanceTimersByTimeAsync(1500);
    await ctx.tour.next();
    await vi.advanceTimersByTimeAsync(5000);
    expect(ctx.tour.$state.get().index).toBe(1);
  });
});
