import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  closeLabel: string;
  /** The panel's width class; the auth forms keep the narrow default. */
  width?: string;
  /** 'alertdialog' for a message that needs an answer (spec §8's Google configuration alert). */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in and stays inside (Tab wraps), Escape or the backdrop closes
 * it, and focus returns to what had it before. It fades out while its content is cleared.
 */
export function Dialog({
  open,
  onClose,
  labelledBy,
  closeLabel,
  width = 'max-w-md',
  role = 'dialog',
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
  const isOpen = useRef(open);
  isOpen.current = open;
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      // While open, focus outside is in a dialog stacked on this one: not its opener.
      if (!isOpen.current && !panel.current?.contains(target)) returnTo.current = target;
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
    if (returnTo.current?.isConnected && panel.current?.contains(document.activeElement)) {
      returnTo.current.focus();
    }
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
        role={role}
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
