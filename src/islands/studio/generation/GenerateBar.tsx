import { useId } from 'react';
import type { StudioTool } from '../../../contracts/studio.ts';
import { useT } from '../../app-shell/i18n.ts';
import { primaryButton } from '../../assets/UploadButton.tsx';
import { CreditLine } from './CreditLine.tsx';
import type { SubmitFailure } from './submit-error.ts';

interface GenerateBarProps {
  tool: StudioTool;
  busy: boolean;
  /** Generate is disabled though nothing runs (e.g. the try-on's model was refused). */
  disabled?: boolean;
  failure: SubmitFailure | null;
  onGenerate: () => void;
  className?: string;
  tour?: string;
  /** Why Generate cannot be used yet: the button is disabled and this text shown under it. */
  blockedReason?: string;
}

/** Generate ('Generating...' and disabled while it runs), the credit line and a failed submit. */
export function GenerateBar({
  tool,
  busy,
  disabled = false,
  failure,
  onGenerate,
  className,
  tour,
  blockedReason,
}: GenerateBarProps) {
  const t = useT();
  const reasonId = useId();
  return (
    <div className={className}>
      <button
        type="button"
        data-tour={tour}
        disabled={disabled || Boolean(blockedReason)}
        // While it runs the button stays focusable (aria-disabled): a disabled one would drop
        // focus to <body> until the processing screen takes it, or for good if the submit fails.
        aria-disabled={busy || undefined}
        aria-describedby={blockedReason ? reasonId : undefined}
        onClick={busy ? undefined : onGenerate}
        className={`${primaryButton} w-full aria-disabled:opacity-60`}
      >
        {busy ? t('toolsUi.generating') : t('toolsUi.generate')}
      </button>
      {blockedReason && (
        <p id={reasonId} className="mt-2 text-sm text-ink-700">
          {blockedReason}
        </p>
      )}
      <CreditLine tool={tool} />
      {failure && (
        <p
          role="alert"
          className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-800"
        >
          {failure.message}
        </p>
      )}
    </div>
  );
}
