import { atom, type ReadableAtom } from 'nanostores';
import { tutorialTimings, type TutorialConfig, type TutorialStep } from './tutorial-types.ts';

export type TutorialStatus = 'inactive' | 'starting' | 'waiting' | 'active' | 'ending';

export interface TutorialState {
  status: TutorialStatus;
  config: TutorialConfig | null;
  /** The step shown (or waited for); -1 before the first. */
  index: number;
  /** Seconds left before an autoNext step advances; null otherwise. */
  countdown: number | null;
}

/** Spec §8: the tutorial warns when a target is not found or when started while active. */
export type TutorialWarning = 'alreadyActive' | 'targetNotFound';

export interface TutorialControllerOptions {
  /** Whether the page has the step's target now. */
  hasTarget: (selector: string) => boolean;
  warn: (warning: TutorialWarning, detail: { tutorial: string; step?: string }) => void;
}

export interface TutorialController {
  $state: ReadableAtom<TutorialState>;
  /** Starts after 100 ms; refused, with a warning, while a tutorial is running (spec §4). */
  start: (config: TutorialConfig) => Promise<boolean>;
  /** The next step, or the end (complete) on the last one. */
  next: () => Promise<void>;
  previous: () => Promise<void>;
  goTo: (index: number) => Promise<boolean>;
  /** Ends as completed. */
  finish: () => Promise<void>;
  /** Runs the skip callback, then ends (spec §4); Esc does the same. */
  skip: () => Promise<void>;
  /** Drops the tutorial at once, without callbacks (page teardown and tests). */
  reset: () => void;
}

const INACTIVE: TutorialState = { status: 'inactive', config: null, index: -1, countdown: null };

/**
 * The tutorial state machine of spec §4 with the timings of spec §9, free of any framework:
 * the overlay renders `$state`, the page wires `hasTarget` and `warn`.
 * @example const tour = createTutorialController({ hasTarget: (s) => !!document.querySelector(s), warn: console.warn });
 */
export function createTutorialController(options: TutorialControllerOptions): TutorialController {
  const $state = atom<TutorialState>(INACTIVE);
  // Each transition takes a new run number; work left over from an older one stops.
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });
  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const currentStep = (state: TutorialState): TutorialStep | undefined =>
    state.status === 'active' ? state.config?.steps[state.index] : undefined;

  async function waitForTarget(selector: string, token: number): Promise<boolean> {
    for (let poll = 0; poll < tutorialTimings.maxPolls; poll += 1) {
      await wait(tutorialTimings.pollIntervalMs);
      if (token !== run) return false;
      if (options.hasTarget(selector)) return true;
    }
    return false;
  }

  async function countDown(seconds: number, token: number) {
    let left = seconds * 1000;
    while (left > 0) {
      const tick = Math.min(1000, left);
      await wait(tick);
      if (token !== run) return;
      left -= tick;
      if (left > 0) $state.set({ ...$state.get(), countdown: Math.ceil(left / 1000) });
    }
    await next();
  }

  async function show(config: TutorialConfig, index: number, direction: 1 | -1, token: number) {
    const step = config.steps[index]!;
    if (step.target && !options.hasTarget(step.target)) {
      $state.set({ status: 'waiting', config, index, countdown: null });
      const found = step.waitForElement !== false && (await waitForTarget(step.target, token));
      if (token !== run) return;
      if (!found) {
        options.warn('targetNotFound', { tutorial: config.id ?? 'tutorial', step: step.id });
        const onward = index + direction;
        if (onward >= config.steps.length) return end('complete');
        return show(config, onward < 0 ? index + 1 : onward, onward < 0 ? 1 : direction, token);
      }
    }
    await step.beforeShow?.();
    if (token !== run) return;
    $state.set({ status: 'active', config, index, countdown: step.autoNext ?? null });
    config.onStepChange?.(index, step);
    await step.afterShow?.();
    if (step.autoNext && token === run) void countDown(step.autoNext, token);
  }

  async function go(index: number, direction: 1 | -1) {
    const state = $state.get();
    if (!state.config || (state.status !== 'active' && state.status !== 'waiting')) return;
    const token = ++run;
    stopTimer();
    const leaving = currentStep(state);
    await leaving?.beforeHide?.();
    await leaving?.afterHide?.();
    if (token !== run) return;
    await show(state.config, index, direction, token);
  }

  async function end(reason: 'complete' | 'skip') {
    const state = $state.get();
    if (!state.config || state.status === 'inactive' || state.status === 'ending') return;
    const token = ++run;
    stopTimer();
    const leaving = currentStep(state);
    if (reason === 'skip') state.config.onSkip?.();
    else state.config.onComplete?.();
    await leaving?.beforeHide?.();
    $state.set({ ...state, status: 'ending', countdown: null });
    await wait(tutorialTimings.fadeOutMs);
    if (token !== run) return;
    $state.set(INACTIVE);
    await leaving?.afterHide?.();
  }

  async function start(config: TutorialConfig): Promise<boolean> {
    const { status } = $state.get();
    if (status !== 'inactive') {
      options.warn('alreadyActive', { tutorial: config.id ?? 'tutorial' });
      return false;
    }
    if (config.steps.length === 0) return false;
    const token = ++run;
    $state.set({ status: 'starting', config, index: -1, countdown: null });
    config.onStart?.();
    await wait(tutorialTimings.startDelayMs);
    if (token === run) await show(config, 0, 1, token);
    return true;
  }

  async function next() {
    const { status, config, index } = $state.get();
    if (!config || (status !== 'active' && status !== 'waiting')) return;
    if (index >= config.steps.length - 1) return end('complete');
    return go(index + 1, 1);
  }

  async function previous() {
    const { index } = $state.get();
    if (index > 0) return go(index - 1, -1);
  }

  async function goTo(target: number) {
    const { status, config, index } = $state.get();
    if (!config || (status !== 'active' && status !== 'waiting')) return false;
    if (!Number.isInteger(target) || target < 0 || target >= config.steps.length) return false;
    if (target === index) return true;
    await go(target, target > index ? 1 : -1);
    return true;
  }

  return {
    $state,
    start,
    next,
    previous,
    goTo,
    finish: () => end('complete'),
    skip: () => end('skip'),
    reset: () => {
      run += 1;
      stopTimer();
      $state.set(INACTIVE);
    },
  };
}
