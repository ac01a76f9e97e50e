import { useEffect, useId, useState, type SubmitEvent } from 'react';
import type { z } from 'zod';
import { REASON_MAX } from '../../contracts/admin.ts';
import { Confirmation } from '../ui/Confirmation.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { fieldMessage, useT } from '../app-shell/i18n.ts';

/**
 * The payments area's one dialog (a refund's reason, a review's resolution): a title, what will
 * happen, one text field checked with the contract's schema, and the submit button. With
 * `confirm`, the app's own confirmation asks once more (a refund cannot be undone) and takes
 * focus; Cancel gives focus back to the submit button, and closing the dialog gives it back to
 * what opened it (Dialog.tsx).
 */
export function PaymentNoteDialog({
  open,
  title,
  summary,
  label,
  field,
  schema,
  submitLabel,
  confirm,
  busy,
  onSubmit,
  onClose,
}: {
  open: boolean;
  title: string;
  summary?: string;
  label: string;
  field: string;
  schema: z.ZodType;
  submitLabel: string;
  confirm?: string;
  busy: boolean;
  onSubmit: (text: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const t = useT();
  const ids = { title: useId(), text: useId(), summary: useId() };
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!open) return;
    setText('');
    setError(undefined);
    setAsking(false);
  }, [open]);

  async function run() {
    if (busy) return;
    if (await onSubmit(text.trim())) onClose();
    else setAsking(false);
  }
  function submit(event: SubmitEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = schema.safeParse({ [field]: text });
    if (!parsed.success) {
      setError(fieldMessage(t, parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    if (confirm) setAsking(true);
    else void run();
  }
  return (
    <Dialog open={open} onClose={onClose} labelledBy={ids.title} closeLabel={t('admin.user.close')}>
      <h2 id={ids.title} className="pr-8 text-xl font-bold break-all text-ink-900">
        {title}
      </h2>
      {summary && (
        <p id={ids.summary} className="mt-2 text-ink-800">
          {summary}
        </p>
      )}
      <form noValidate onSubmit={submit} className="mt-4">
        <label htmlFor={ids.text} className="block text-sm font-semibold text-ink-800">
          {label}
        </label>
        <textarea
          id={ids.text}
          rows={3}
          maxLength={REASON_MAX}
          value={text}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.text}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          className="mt-1 w-full rounded-md border border-ink-300 px-3 py-2"
        />
        {error && (
          <p id={`${ids.text}-error`} className="mt-1 text-sm text-red-800">
            {error}
          </p>
        )}
        <button
          type="submit"
          // Not `disabled`: that would drop focus to the dialog's top while saving (issue 40).
          aria-disabled={busy || asking || undefined}
          className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white aria-disabled:opacity-50"
        >
          {submitLabel}
        </button>
      </form>
      {asking && confirm && (
        <Confirmation
          question={confirm}
          busy={busy}
          confirmLabel={t('admin.confirm')}
          cancelLabel={t('admin.cancel')}
          onConfirm={run}
          onCancel={() => setAsking(false)}
        />
      )}
    </Dialog>
  );
}
