import {
  cloneElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { hoverDelay, type TooltipGroup } from './tooltip-timing.ts';

// One group for the page: the skip delay spans tooltips (spec §9).
const group: TooltipGroup = { open: 0, lastClosedAt: null };

/**
 * Open/close state of one tooltip with the spec's timing (§9): hover opens after 700 ms, or at
 * once within 300 ms of another tooltip; keyboard focus opens at once; Esc and leaving close.
 * Shared by `Tooltip` (wraps its trigger) and `CardName` (its trigger is the card around it).
 */
export function useTooltip() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const isOpen = useRef(false);
  const id = useId();

  const set = useCallback((next: boolean) => {
    clearTimeout(timer.current);
    if (next === isOpen.current) return;
    isOpen.current = next;
    group.open += next ? 1 : -1;
    if (!next) group.lastClosedAt = Date.now();
    setOpen(next);
  }, []);

  const hover = useCallback(() => {
    clearTimeout(timer.current);
    const delay = hoverDelay(Date.now(), group);
    if (delay === 0) set(true);
    else timer.current = setTimeout(() => set(true), delay);
  }, [set]);

  /** Opens on keyboard focus only (a mouse click also focuses; it should not pop a tooltip). */
  const focus = useCallback(
    (target: Element) => {
      if (target.matches(':focus-visible')) set(true);
    },
    [set],
  );

  // Esc closes a tooltip opened by hover too, wherever the focus is.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') set(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, set]);

  const close = useCallback(() => set(false), [set]);
  useEffect(() => close, [close]);

  return { id, open, hover, focus, close };
}

/** The bubble itself; `fixed` so no card or panel cuts it off. */
export function TooltipBubble({
  id,
  open,
  anchor,
  children,
}: {
  id: string;
  open: boolean;
  anchor: Element | null;
  children: ReactNode;
}) {
  if (!open || !anchor) {
    // Kept in the DOM (hidden) so aria-describedby always names an element.
    return (
      <span id={id} role="tooltip" hidden>
        {children}
      </span>
    );
  }
  const rect = anchor.getBoundingClientRect();
  const below = rect.top < 48;
  return (
    <span
      id={id}
      role="tooltip"
      style={{
        left: rect.left + rect.width / 2,
        top: below ? rect.bottom + 6 : rect.top - 6,
      }}
      className={`pointer-events-none fixed z-50 max-w-xs -translate-x-1/2 rounded-md bg-ink-900 px-2 py-1 text-left text-xs font-semibold break-words text-white shadow-lg ${below ? '' : '-translate-y-full'}`}
    >
      {children}
    </span>
  );
}

type TriggerProps = {
  'aria-describedby'?: string;
  onPointerEnter?: (event: unknown) => void;
  onPointerLeave?: (event: unknown) => void;
  onFocus?: (event: FocusEvent<Element>) => void;
  onBlur?: (event: FocusEvent<Element>) => void;
};

/**
 * A tooltip for an icon-only button or a cut-off text (spec §9): `role="tooltip"`, named by the
 * trigger's `aria-describedby`.
 * @example <Tooltip label={t('dialog.close')}><button aria-label={t('dialog.close')}>×</button></Tooltip>
 */
export function Tooltip({ label, children }: { label: ReactNode; children: ReactElement }) {
  const tip = useTooltip();
  const [anchor, setAnchor] = useState<Element | null>(null);
  const own = children.props as TriggerProps;
  const trigger = cloneElement(children as ReactElement<TriggerProps>, {
    'aria-describedby': [own['aria-describedby'], tip.id].filter(Boolean).join(' '),
    onPointerEnter: (event: unknown) => {
      own.onPointerEnter?.(event);
      setAnchor((event as { currentTarget: Element }).currentTarget);
      tip.hover();
    },
    onPointerLeave: (event: unknown) => {
      own.onPointerLeave?.(event);
      tip.close();
    },
    onFocus: (event: FocusEvent<Element>) => {
      own.onFocus?.(event);
      setAnchor(event.currentTarget);
      tip.focus(event.currentTarget);
    },
    onBlur: (event: FocusEvent<Element>) => {
      own.onBlur?.(event);
      tip.close();
    },
    // Esc closes the tooltip (the page-wide listener in useTooltip) and still reaches a dialog
    // around it: a dialog's first control may be this very button, focused on opening, and one
    // Esc must keep closing that dialog.
  });
  return (
    <>
      {trigger}
      <TooltipBubble id={tip.id} open={tip.open} anchor={anchor}>
        {label}
      </TooltipBubble>
    </>
  );
}
