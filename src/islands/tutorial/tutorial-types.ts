/** Spec §3: where the tooltip sits relative to its target; 'auto' picks the side with room. */
export type TutorialPlacement = 'auto' | 'top' | 'bottom' | 'left' | 'right';

/** A step's hook; the controller awaits it before going on. */
export type TutorialHook = () => void | Promise<void>;

/** Spec §3: one step of a guided tutorial. */
export interface TutorialStep {
  id: string;
  /** CSS selector of the highlighted element; without one the tooltip is centred. */
  target?: string;
  title: string;
  content: string;
  placement?: TutorialPlacement;
  /** Moves the tooltip from its computed place, in pixels. */
  offset?: { x: number; y: number };
  /** Space between the target and the highlight's edge, in pixels (default 8). */
  highlightPadding?: number;
  /** Corner radius of the highlight, in pixels (default 12). */
  highlightRadius?: number;
  /** Blocks clicks on the highlighted element. */
  disableInteraction?: boolean;
  /** Shows Previous (default true; never on the first step). */
  showPrevious?: boolean;
  /** Shows Skip when the tutorial allows skipping (default true). */
  showSkip?: boolean;
  /** Seconds before the step advances by itself, with a visible countdown. */
  autoNext?: number;
  /** Waits for a missing target (spec §9: up to 50 polls at 100 ms); default true. */
  waitForElement?: boolean;
  beforeShow?: TutorialHook;
  afterShow?: TutorialHook;
  beforeHide?: TutorialHook;
  afterHide?: TutorialHook;
  /** Extra class names on the tooltip. */
  customClass?: string;
}

/** Spec §3: a tutorial and its callbacks. */
export interface TutorialConfig {
  /** Names the tutorial in console warnings. */
  id?: string;
  steps: TutorialStep[];
  /** Offers the Skip button (default true); Esc leaves the tutorial either way (spec §2.11). */
  allowSkip?: boolean;
  onStart?: () => void;
  onComplete?: () => void;
  onSkip?: () => void;
  onStepChange?: (index: number, step: TutorialStep) => void;
}

/** Spec §9: the tutorial's timings and sizes. */
export const tutorialTimings = {
  startDelayMs: 100,
  pollIntervalMs: 100,
  maxPolls: 50,
  fadeOutMs: 300,
  tooltipWidth: 320,
  tooltipHeight: 200,
  targetGap: 16,
  viewportMargin: 16,
} as const;
