import { useId } from 'react';
import type { StudioTool } from '../../../contracts/studio.ts';
import { useT } from '../../app-shell/i18n.ts';
import { primaryButton } from '../../assets/UploadButton.tsx';
import { CreditLine } from './CreditLine.tsx';
import { CreditShortage } from './CreditShortage.tsx';
import type { SubmitFailure } from './submit-error.ts';
import { useEstimate } from './use-estimate.ts';

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
  /** The options that change the credits (a video's model, length, resolution, audio). */
  costParams?: Record<string, unknown>;
}

/**
 * Generate ('Generating...' and disabled while it runs), the credit line and a failed submit.
 * A balance below the cost makes Generate look disabled (aria-disabled, still focusable so its
 * explanation is read) and shows the shortage once, with the link to buy credits.
 */
export function GenerateBar({
  tool,
  busy,
  disabled = false,
  failure,
  onGenerate,
  className,
  tour,
  blockedReason,
  costParams,
}: GenerateBarProps) {
  const t = useT();
  const reasonId = useId();
  const shortageId = useId();
  const estimate = useEstimate(tool, costParams);
  const short = estimate.data?.enough === false;
  const creditFailure = failure?.kind === 'credits' ? failure : null;
  const showShortage = short || creditFailure !== null;
  const described = [blockedReason && reasonId, showShortage && shortageId].filter(Boolean);
  return (
    <div className={className}>
      <button
        type="button"
        data-tour={tour}
        disabled={disabled || Boolean(blockedReason)}
        // Busy or short of credits, the button stays focusable (aria-disabled): a disabled one
        // would drop focus to <body> until the processing screen takes it (issue 25).
        aria-disabled={busy || short || undefined}
        aria-describedby={described.length ? described.join(' ') : undefined}
        onClick={() => {
          if (!busy && !short) onGenerate();
        }}
        className={`${primaryButton} w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60`}
      >
        {busy ? t('toolsUi.generating') : t('toolsUi.generate')}
      </button>
      {blockedReason && (
        <p id={reasonId} className="mt-2 text-sm text-ink-700">
          {blockedReason}
        </p>
      )}
      <CreditLine tool={tool} costParams={costParams} />
      {showShortage && (
        <CreditShortage id={shortageId} estimate={estimate.data} message={creditFailure?.message} />
      )}
      {failure && !creditFailure && (
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
