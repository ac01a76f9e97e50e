import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { focusPageHeading, lostFocus } from './focus.ts';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  closeLabel: string;
  /** The panel's width class; the auth forms keep the narrow default. */
  width?: string;
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
  closeLabel,
  width = 'max-w-md',
  children,
}: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
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

  // Remembers the last focus outside the dialog: the autofocused field takes focus as the
  // dialog opens, before an effect could read what had it.
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (!panel.current?.contains(target)) returnTo.current = target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    if (open) {
      if (!panel.current?.contains(document.activeElement)) {
        const first = panel.current?.querySelector<HTMLElement>('[autofocus], input, button');
        (first ?? panel.current)?.focus();
      }
      document.body.style.overflow = 'hidden';
      return;
    }
    document.body.style.overflow = '';
    // Only when focus was inside (or fell with the cleared content): a dialog closed because
    // the user went elsewhere (a link, a navigation) leaves focus where they put it.
    if (!panel.current?.contains(document.activeElement) && !lostFocus()) return;
    if (returnTo.current?.isConnected) returnTo.current.focus();
    else focusPageHeading();
  }, [open]);

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
      className={`fixed inset-0 z-40 flex items-center justify-center p-4 transition-opacity duration-300 ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      inert={!open}
      hidden={gone && !open}
    >
      <div className="absolute inset-0 bg-ink-900/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`relative max-h-full w-full ${width} overflow-y-auto rounded-xl bg-white p-6 shadow-xl`}
      >
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
        {children}
      </div>
    </div>
  );
}
