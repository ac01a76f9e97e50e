import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { lostFocus } from './focus.ts';

interface ConfirmationProps {
  question: string;
  /** While the confirmed action runs: the buttons say so but keep focus (never `disabled`). */
  busy: boolean;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

/**
 * The app's own confirmation, in the page's language (the browser's `confirm()` speaks the
 * browser's): a question with Confirm and Cancel, shown in place inside a dialog or section.
 * Confirm takes focus as it appears; when it goes, focus returns to what asked the question.
 * @example {pending && <Confirmation question={q} busy={false} confirmLabel="OK" cancelLabel="Huỷ" onConfirm={run} onCancel={close} />}
 */
export function Confirmation({
  question,
  busy,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmationProps) {
  const confirm = useRef<HTMLButtonElement>(null);
  const label = useId();
  const asker = useRef<Element | null>(null);
  useLayoutEffect(() => {
    asker.current = document.activeElement;
  }, []);
  useEffect(() => confirm.current?.focus(), [question]);
  const box = useRef<HTMLDivElement>(null);
  // Runs before React removes the box: focus still inside goes back before it could fall.
  useLayoutEffect(
    () => () => {
      const back = asker.current;
      const inside = box.current?.contains(document.activeElement) || lostFocus();
      if (inside && back instanceof HTMLElement && back.isConnected) back.focus();
    },
    [],
  );
  return (
    <div
      ref={box}
      role="alertdialog"
      aria-labelledby={label}
      className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4"
    >
      <p id={label} className="font-semibold text-red-900">
        {question}
      </p>
      <div className="mt-3 flex gap-3">
        <button
          ref={confirm}
          type="button"
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) void onConfirm();
          }}
          className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white aria-disabled:opacity-50"
        >
          {confirmLabel}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md border border-ink-300 bg-white px-4 py-2 font-semibold text-ink-800"
        >
          {cancelLabel}
        </button>
      </div>
    </div>
  );
}
