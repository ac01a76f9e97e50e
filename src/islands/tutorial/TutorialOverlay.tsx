import { useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useT } from '../app-shell/i18n.ts';
import { padRect, tooltipPosition, type Rect, type Size } from './position.ts';
import type { TutorialState } from './tutorial-controller.ts';
import { tutorialTimings, type TutorialStep } from './tutorial-types.ts';

export interface TutorialActions {
  next: () => void;
  previous: () => void;
  skip: () => void;
}

interface TutorialOverlayProps extends TutorialActions {
  state: TutorialState;
}

const DEFAULT_PADDING = 8;
const DEFAULT_RADIUS = 12;
const DIM = 'rgb(15 23 42 / 0.6)';
const FIELD = 'input, textarea, select, [contenteditable="true"]';

/** The highlighted box of the step's target, in viewport pixels; null when centred. */
function useTargetRect(step: TutorialStep | undefined, shown: boolean): Rect | null {
  const [rect, setRect] = useState<Rect | null>(null);
  useLayoutEffect(() => {
    const selector = shown ? step?.target : undefined;
    if (!selector) {
      setRect(null);
      return;
    }
    const measure = () => {
      const element = document.querySelector(selector);
      if (!element) return setRect(null);
      const { top, left, width, height } = element.getBoundingClientRect();
      setRect(padRect({ top, left, width, height }, step?.highlightPadding ?? DEFAULT_PADDING));
    };
    const element = document.querySelector(selector);
    const box = element?.getBoundingClientRect();
    if (box && (box.top < 0 || box.bottom > window.innerHeight)) {
      element!.scrollIntoView({ block: 'center', inline: 'nearest' });
    }
    measure();
    // The target can also change size by itself (images loading, text wrapping).
    const observer = new ResizeObserver(measure);
    if (element) observer.observe(element);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [step, shown]);
  return rect;
}

/**
 * Spec §2.11: the dimmed page with the target cut out and highlighted, and the tooltip dialog
 * (title, content, 'n of total', Previous, Next or Finish, Skip, the autoNext countdown).
 * Keys: Left previous; Right, Enter or Space next; Esc exits. The page behind cannot be clicked,
 * nor the target when the step disables interaction.
 */
export function TutorialOverlay({ state, next, previous, skip }: TutorialOverlayProps) {
  const t = useT();
  const titleId = useId();
  const contentId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>({
    width: tutorialTimings.tooltipWidth,
    height: tutorialTimings.tooltipHeight,
  });
  const [viewport, setViewport] = useState<Size>(() => ({
    width: window.innerWidth,
    height: window.innerHeight,
  }));
  const { config, index, status, countdown } = state;
  const step = config?.steps[index];
  const shown = status === 'active' || status === 'ending';
  const hole = useTargetRect(step, shown);
  const total = config?.steps.length ?? 0;
  const last = index === total - 1;

  useEffect(() => {
    const resize = () => setViewport({ width: window.innerWidth, height: window.innerHeight });
    window.addEventListener('resize', resize);
    return () => window.removeEventListener('resize', resize);
  }, []);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const measured = { width: dialog.offsetWidth, height: dialog.offsetHeight };
    if (measured.width !== size.width || measured.height !== size.height) setSize(measured);
  });

  // Focus moves into the tooltip on every step and returns to where it was after the tour.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    return () => {
      if (before?.isConnected) before.focus();
    };
  }, []);
  useEffect(() => {
    if (status === 'active') dialogRef.current?.focus();
  }, [status, index]);

  useEffect(() => {
    if (status !== 'active' && status !== 'waiting') return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const inTooltip = Boolean(target && dialogRef.current?.contains(target));
      if (!inTooltip && target?.closest(FIELD)) return;
      if (event.key === 'Escape') skip();
      else if (event.key === 'ArrowLeft') previous();
      else if (event.key === 'ArrowRight') next();
      else if (event.key === 'Enter' || event.key === ' ') {
        // A focused button activates itself; Enter or Space elsewhere means next.
        if (target?.closest('button, a')) return;
        next();
      } else if (event.key === 'Tab') trapFocus(event, dialogRef.current);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [status, next, previous, skip]);

  if (!config || !step) return null;
  const position = tooltipPosition({
    target: hole,
    tooltip: size,
    viewport,
    placement: step.placement,
    offset: step.offset,
  });
  const radius = step.highlightRadius ?? DEFAULT_RADIUS;
  const blocksTarget = step.disableInteraction ?? false;
  const showPrevious = (step.showPrevious ?? true) && index > 0;
  const showSkip = (config.allowSkip ?? true) && (step.showSkip ?? true);

  return (
    <div
      data-tutorial-overlay={status}
      className="pointer-events-none fixed inset-0 z-[900] transition-opacity duration-300 motion-reduce:transition-none starting:opacity-0"
      style={{ opacity: status === 'ending' ? 0 : 1 }}
    >
      {hole ? (
        <>
          <Blockers hole={hole} covered={blocksTarget} />
          <div
            data-tutorial-highlight
            aria-hidden="true"
            className="absolute ring-2 ring-white"
            style={{
              top: hole.top,
              left: hole.left,
              width: hole.width,
              height: hole.height,
              borderRadius: radius,
              boxShadow: `0 0 0 200vmax ${DIM}`,
            }}
          />
        </>
      ) : (
        <div
          aria-hidden="true"
          className="pointer-events-auto absolute inset-0"
          style={{ background: DIM }}
        />
      )}
      {status === 'waiting' ? (
        <p
          role="status"
          className="absolute top-1/2 left-1/2 -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white px-5 py-4 text-ink-800 shadow-xl"
        >
          {t('tutorial.waiting')}
        </p>
      ) : (
        <div
          ref={dialogRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={contentId}
          tabIndex={-1}
          data-tutorial-step={step.id}
          data-placement={position.side}
          className={`pointer-events-auto absolute w-[min(320px,calc(100vw-32px))] rounded-xl bg-white p-5 text-ink-800 shadow-2xl outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${step.customClass ?? ''}`}
          style={{ top: position.top, left: position.left }}
        >
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
            {t('tutorial.progress', { current: index + 1, total })}
          </p>
          <h2 id={titleId} className="mt-1 text-lg font-bold text-ink-900">
            {step.title}
          </h2>
          <p id={contentId} className="mt-2 text-sm leading-relaxed">
            {step.content}
          </p>
          <p aria-live="polite" className="mt-2 min-h-5 text-sm font-semibold text-ink-700">
            {countdown !== null && t('tutorial.countdown', { seconds: countdown })}
          </p>
          <p className="sr-only">{t('tutorial.keys')}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {showSkip && (
              <button type="button" onClick={skip} className={buttonClass('quiet')}>
                {t('tutorial.skip')}
              </button>
            )}
            <span className="flex-1" />
            {showPrevious && (
              <button type="button" onClick={previous} className={buttonClass('outline')}>
                {t('tutorial.previous')}
              </button>
            )}
            <button type="button" onClick={next} className={buttonClass('solid')}>
              {last ? t('tutorial.finish') : t('tutorial.next')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}

/** Four panes around the highlight catch clicks on the page; a fifth covers a blocked target. */
function Blockers({ hole, covered }: { hole: Rect; covered: boolean }) {
  const panes: CSSProperties[] = [
    { top: 0, left: 0, right: 0, height: Math.max(hole.top, 0) },
    { top: hole.top + hole.height, left: 0, right: 0, bottom: 0 },
    { top: hole.top, left: 0, width: Math.max(hole.left, 0), height: hole.height },
    { top: hole.top, left: hole.left + hole.width, right: 0, height: hole.height },
  ];
  if (covered) {
    panes.push({ top: hole.top, left: hole.left, width: hole.width, height: hole.height });
  }
  return panes.map((style, i) => (
    <div
      key={i}
      aria-hidden="true"
      data-tutorial-blocker={i === 4 ? 'target' : undefined}
      className="pointer-events-auto absolute"
      style={style}
    />
  ));
}

function trapFocus(event: KeyboardEvent, dialog: HTMLElement | null) {
  const buttons = [...(dialog?.querySelectorAll<HTMLElement>('button') ?? [])];
  if (buttons.length === 0) return;
  const at = buttons.indexOf(document.activeElement as HTMLElement);
  const step = event.shiftKey ? -1 : 1;
  const nextAt = at === -1 ? (event.shiftKey ? buttons.length - 1 : 0) : at + step;
  buttons[(nextAt + buttons.length) % buttons.length]!.focus();
}

function buttonClass(kind: 'solid' | 'outline' | 'quiet'): string {
  const base =
    'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  if (kind === 'solid') return `${base} bg-brand-700 text-white hover:bg-brand-800`;
  if (kind === 'outline') return `${base} border border-ink-300 text-ink-800 hover:bg-ink-50`;
  return `${base} text-ink-700 underline-offset-2 hover:underline`;
}
