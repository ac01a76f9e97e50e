import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { fairUseBudgetSchema, type FairUseRecord } from '../../contracts/admin-economics.ts';
import { api } from '../../lib/api-client.ts';
import { errorToast } from '../auth/toasts.ts';
import { fieldMessage, useT } from '../app-shell/i18n.ts';
import { retryServerErrors, useFormat } from './AdminFrame.tsx';

/**
 * Decision 067 in the account dialog: the account's monthly engine-cost budget on an unlimited
 * plan (empty returns it to the default), with this month's use of it.
 */
export function FairUseForm({ userId }: { userId: string }) {
  const t = useT();
  const format = useFormat();
  const ids = { heading: useId(), budget: useId() };
  const queryClient = useQueryClient();
  const key = ['admin-user-fair-use', userId];
  const record = useQuery({
    queryKey: key,
    queryFn: () => api.get<FairUseRecord>(`/api/admin/users/${userId}/fair-use`),
    retry: retryServerErrors,
  });
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (budget: number | null) =>
      api.put<FairUseRecord>(`/api/admin/users/${userId}/fair-use`, { budget_vnd: budget }),
    onSuccess: (updated) => queryClient.setQueryData(key, updated),
  });
  if (!record.data) return null;
  const data = record.data;
  const value = draft ?? (data.own ? String(data.budget_vnd) : '');

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const typed = value.trim();
    const parsed = fairUseBudgetSchema.safeParse({
      budget_vnd: typed === '' ? null : Number(typed),
    });
    if (!parsed.success) {
      setError(fieldMessage(t, parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    try {
      await save.mutateAsync(parsed.data.budget_vnd);
      setDraft(null);
      toast.success(t('admin.fairUse.saved'));
    } catch (failure) {
      errorToast(t, 'admin.saveFailed', failure);
    }
  }
  const explain = `${ids.budget}-explain`;
  return (
    <form
      noValidate
      aria-labelledby={ids.heading}
      onSubmit={(event) => void submit(event)}
      className="mt-5 border-t border-ink-200 pt-4"
    >
      <h3 id={ids.heading} className="font-bold text-ink-900">
        {t('admin.fairUse.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-700" data-fair-use-standing>
        {t('admin.fairUse.used', {
          spent: format.money(data.spent_vnd),
          pending: format.money(data.pending_vnd),
          budget: format.money(data.budget_vnd),
        })}
      </p>
      <label htmlFor={ids.budget} className="mt-2 block text-sm font-semibold text-ink-800">
        {t('admin.fairUse.budget')}
      </label>
      <p id={explain} className="text-sm text-ink-700">
        {t('admin.fairUse.explain', { default: format.money(data.default_budget_vnd) })}
      </p>
      <input
        id={ids.budget}
        type="number"
        min={0}
        step={1000}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${explain} ${ids.budget}-error` : explain}
        onChange={(e) => setDraft(e.target.value)}
        className="mt-1 w-full max-w-xs rounded-md border border-ink-300 px-3 py-2"
      />
      {error && (
        <p id={`${ids.budget}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
      <button
        type="submit"
        // Not `disabled`: that dropped focus to <body> while saving (issue 40).
        aria-disabled={save.isPending || undefined}
        className="mt-3 block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white aria-disabled:opacity-50"
      >
        {t('admin.fairUse.save')}
      </button>
    </form>
  );
}
