import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { focusPageHeading, lostFocus } from './focus.ts';
import { Tooltip } from './Tooltip.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

const placements = {
  center: {
    frame: 'z-40 items-center justify-center p-4',
    panel: 'max-h-full rounded-xl p-6',
  },
  // The history detail: a wide panel along the right edge, full height.
  side: { frame: 'z-30 justify-end', panel: 'h-full p-6' },
  // The studio's menu below 1024 px: the sidebar along the left edge, which has its own padding.
  drawer: { frame: 'z-40 justify-start', panel: 'h-full' },
} as const;

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The id of the dialog's heading; or `label` when it has none (the studio's menu). */
  labelledBy?: string;
  label?: string;
  closeLabel: string;
  /** Where focus goes on closing when the opener is not what it should be (issue 40). */
  returnFocus?: RefObject<HTMLElement | null>;
  /** The panel's width class; the auth forms keep the narrow default. */
  width?: string;
  /** A centred dialog, or a side panel (which takes focus itself rather than its first field). */
  placement?: keyof typeof placements;
  /** 'alertdialog' for a message that needs an answer (spec §8's Google configuration alert). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * The one modal dialog of the app (auth, assets picker, token form, download, user dialog…):
 * focus moves in and stays inside (Tab wraps), Escape or the backdrop closes it, and focus
 * returns to what opened it, even when the dialog's content is cleared as it closes (the
 * focused field is gone by then). It fades out while its content is cleared.
 * @example <Dialog open={open} onClose={close} labelledBy="title-id" closeLabel={t('close')}>…</Dialog>
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  label,
  closeLabel,
  returnFocus,
  width = 'max-w-md',
  placement = 'center',
  role = 'dialog',
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  // A dialog mounted open (the history detail) starts from what has focus as it renders.
  const returnTo = useRef<HTMLElement | null>(
    open && typeof document !== 'undefined' ? (document.activeElement as HTMLElement) : null,
  );
  // Once the 300 ms fade is over, a closed dialog leaves the page (and the accessibility tree).
  const [gone, setGone] = useState(!open);
  useEffect(() => {
    if (open) {
      setGone(false);
      return;
    }
    const timer = setTimeout(() => setGone(true), 300);
    return () => clearTimeout(timer);
  }, [open]);

  // Remembers the last focus outside the dialog while it is closed: the autofocused field
  // takes focus as the dialog opens, before an effect could read what had it. While it is open,
  // focus outside is in a dialog stacked on it (download over the history detail): not its opener.
  const isOpen = useRef(open);
  isOpen.current = open;
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (!isOpen.current && !panel.current?.contains(target)) returnTo.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      if (!panel.current?.contains(document.activeElement)) {
        const first =
          placement === 'side'
            ? null
            : panel.current?.querySelector<HTMLElement>('[autofocus], input, button');
        (first ?? panel.current)?.focus();
      }
      document.body.style.overflow = 'hidden';
      return;
    }
    document.body.style.overflow = '';
    // A dialog that was never open (every page mounts the login modal closed) moves nothing.
    if (!wasOpen.current) return;
    wasOpen.current = false;
    // Only when focus was inside (or fell with the cleared content): a dialog closed because
    // the user went elsewhere (a link, a navigation) leaves focus where they put it.
    if (!panel.current?.contains(document.activeElement) && !lostFocus()) return;
    giveBack(returnFocus?.current ?? returnTo.current);
  }, [open, placement, returnFocus]);

  // A dialog removed while open (one mounted only while shown) returns focus as it goes.
  useLayoutEffect(
    () => () => {
      document.body.style.overflow = '';
      if (wasOpen.current) giveBack(returnFocus?.current ?? returnTo.current);
    },
    [],
  );

  // A control inside that is disabled or replaced while the dialog is open (a submit button
  // while its request runs, a form swapped for its next view) drops focus to <body>: it is
  // taken back to the panel, so Tab and Escape keep working inside the dialog.
  useEffect(() => {
    if (!open) return;
    const current = panel.current;
    let watching = true;
    const onFocusOut = () => {
      setTimeout(() => {
        if (watching && lostFocus() && current?.isConnected) current.focus();
      });
    };
    current?.addEventListener('focusout', onFocusOut);
    return () => {
      watching = false;
      current?.removeEventListener('focusout', onFocusOut);
    };
  }, [open]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div
      className={`fixed inset-0 flex ${placements[placement].frame} transition-opacity duration-300 ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      inert={!open}
      hidden={gone && !open}
    >
      <div className="absolute inset-0 bg-ink-900/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative w-full ${placements[placement].panel} ${width} overflow-y-auto bg-white shadow-xl`}
      >
        {/* An icon-only button: its name shows in the shared tooltip (spec §9). */}
        <Tooltip label={closeLabel}>
          <button
            type="button"
            onClick={onClose}
            aria-label={closeLabel}
            className="absolute top-3 right-3 rounded p-1 text-ink-600 hover:bg-ink-100 hover:text-ink-900"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M5.3 4.3 10 9l4.7-4.7 1 1L11 10l4.7 4.7-1 1L10 11l-4.7 4.7-1-1L9 10 4.3 5.3z" />
            </svg>
          </button>
        </Tooltip>
        {children}
      </div>
    </div>
  );
}

/**
 * Focus back to the opener; when it is gone or can no longer take focus (it sat in a dialog
 * that has closed since: the new-token dialog opened from the create form), to the page's heading.
 */
function giveBack(target: HTMLElement | null): void {
  if (target?.isConnected) target.focus();
  if (lostFocus() || document.activeElement !== target) focusPageHeading();
}
