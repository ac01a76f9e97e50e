import { useId, useState, type RefObject } from 'react';
import { toast } from 'sonner';
import { Dialog } from '../ui/Dialog.tsx';
import { useT } from '../app-shell/i18n.ts';

/** The token value, shown once after creating or regenerating (spec §4), with Copy (§8). */
export function IssuedTokenDialog({
  value,
  onClose,
  returnFocus,
}: {
  value: string | null;
  onClose: () => void;
  /** What opened the form or details dialog that issued the token (closed by now). */
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const title = useId();
  const [copyFailed, setCopyFailed] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value ?? '');
      setCopyFailed(false);
      toast.success(t('apiTokens.issued.copied'));
    } catch {
      setCopyFailed(true);
      toast.error(t('apiTokens.issued.copyFailed'));
    }
  }
  return (
    <Dialog
      open={value !== null}
      onClose={onClose}
      labelledBy={title}
      closeLabel={t('apiTokens.details.close')}
      returnFocus={returnFocus}
      width="max-w-xl"
    >
      <h2 id={title} className="text-xl font-bold text-ink-900">
        {t('apiTokens.issued.title')}
      </h2>
      <p className="mt-2 text-sm text-ink-700">{t('apiTokens.issued.once')}</p>
      <output
        aria-label={t('apiTokens.issued.title')}
        className="mt-3 block rounded-md bg-ink-50 p-3 font-mono text-sm break-all text-ink-900 select-all"
      >
        {value}
      </output>
      {copyFailed && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {t('apiTokens.issued.copyFailed')}
        </p>
      )}
      <div className="mt-4 flex justify-end gap-3">
        <button
          type="button"
          onClick={() => void copy()}
          className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700"
        >
          {t('apiTokens.issued.copy')}
        </button>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
        >
          {t('apiTokens.issued.done')}
        </button>
      </div>
    </Dialog>
  );
}
