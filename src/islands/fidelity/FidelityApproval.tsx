import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from '@nanostores/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fidelityApprovalRequestSchema } from '../../contracts/fidelity.ts';
import type { HistoryItem } from '../../contracts/history.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { fieldMessage, useT } from '../app-shell/i18n.ts';
import { buttonClass, secondaryButtonClass } from '../auth/Field.tsx';
import { settleApproval } from './approval-cache.ts';
import { approveFidelity, withdrawFidelityApproval } from './fidelity-api.ts';

interface FidelityApprovalProps {
  item: Pick<HistoryItem, 'id' | 'fidelity_approval'>;
  onChange?: (item: HistoryItem) => void;
  /** In a catalogue cell: smaller type and spacing. */
  compact?: boolean;
}

/** The server's own text (already in the reader's language), else ours. */
const apiMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && !error.message.startsWith('API request failed')
    ? error.message
    : fallback;

/**
 * Approving a result whose fidelity report warned or failed (issue 41): a reason, validated by
 * the API's own schema, then PUT; once approved, the reason and a withdraw button (DELETE).
 * Either way the form swaps for the other view, so focus moves to it rather than to <body>.
 */
export function FidelityApproval({ item, onChange, compact = false }: FidelityApprovalProps) {
  const t = useT();
  const locale = useStore($locale);
  const id = useId();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState('');
  const [moved, setMoved] = useState(false);
  const approvedRef = useRef<HTMLParagraphElement>(null);
  const form = useForm<{ reason: string }>({
    resolver: zodResolver(fidelityApprovalRequestSchema),
    defaultValues: { reason: '' },
  });
  const approval = item.fidelity_approval;
  const Frame = compact ? 'div' : 'section';

  // After an approve or a withdraw, focus goes to the view that replaced the button pressed.
  useEffect(() => {
    if (!moved) return;
    setMoved(false);
    if (approval) approvedRef.current?.focus();
    else form.setFocus('reason');
  }, [moved, approval, form]);

  const settle = (next: HistoryItem, message: string) => {
    // The "needs review" lists, the history and the catalogue's cells change with it.
    settleApproval(queryClient, next);
    onChange?.(next);
    setSaid(message);
    setMoved(true);
  };

  const withdraw = useMutation({
    mutationFn: () => withdrawFidelityApproval(item.id),
    onSuccess: (next) => {
      form.reset({ reason: '' });
      settle(next, t('fidelity.approval.withdrawn'));
    },
    onError: (error) => setSaid(apiMessage(error, t('fidelity.approval.failed'))),
  });

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      settle(await approveFidelity(item.id, reason), t('fidelity.approval.done'));
    } catch (error) {
      const message = apiMessage(error, t('fidelity.approval.failed'));
      form.setError('reason', { message }, { shouldFocus: true });
    }
  });

  const error = fieldMessage(t, form.formState.errors.reason?.message);
  return (
    // A grid of cells would hold one landmark per open cell, all of one name: there, a group.
    <Frame
      role={compact ? 'group' : undefined}
      aria-labelledby={`${id}-heading`}
      className={`border-t border-ink-200 ${compact ? 'mt-2 pt-2' : 'mt-4 pt-4'}`}
    >
      <h3 id={`${id}-heading`} className={`font-bold text-ink-900 ${compact ? 'text-sm' : ''}`}>
        {t('fidelity.approval.heading')}
      </h3>
      {approval ? (
        <div className="mt-2">
          <p ref={approvedRef} tabIndex={-1} className="text-sm font-semibold text-ink-900">
            {t('fidelity.approval.approvedOn', {
              date: formatDateTime(approval.approved_at, locale),
            })}
          </p>
          <p className="mt-1 text-sm break-words text-ink-800">
            {t('fidelity.approval.reason', { reason: approval.reason })}
          </p>
          <button
            type="button"
            className={`${secondaryButtonClass} mt-3 w-auto`}
            aria-disabled={withdraw.isPending || undefined}
            onClick={() => !withdraw.isPending && withdraw.mutate()}
          >
            {t('fidelity.approval.withdraw')}
          </button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(event) =>
            form.formState.isSubmitting ? event.preventDefault() : void submit(event)
          }
          className="mt-2"
        >
          <p id={`${id}-intro`} className="text-sm text-ink-700">
            {t('fidelity.approval.intro')}
          </p>
          <label htmlFor={`${id}-reason`} className="mt-3 block text-sm font-semibold text-ink-900">
            {t('fidelity.approval.reasonLabel')}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error ${id}-intro` : `${id}-intro`}
            className="mt-1 block w-full rounded-md border border-ink-300 px-3 py-2 text-ink-900 aria-invalid:border-red-700"
            {...form.register('reason')}
          />
          {error && (
            <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
              {error}
            </p>
          )}
          <button
            type="submit"
            className={`${buttonClass} mt-3 w-auto`}
            aria-disabled={form.formState.isSubmitting || undefined}
          >
            {t('fidelity.approval.submit')}
          </button>
        </form>
      )}
      <p role="status" className="mt-2 text-sm text-ink-800">
        {said}
      </p>
    </Frame>
  );
}
