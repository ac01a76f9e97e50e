import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import {
  creditAdjustmentSchema,
  REASON_MAX,
  type AdminUserRecord,
  type AdminUserRow,
  type UpdateUserInput,
} from '../../contracts/admin.ts';
import { planIds } from '../../contracts/plans.ts';
import { api } from '../../lib/api-client.ts';
import { Confirmation } from '../ui/Confirmation.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { errorToast } from '../auth/toasts.ts';
import { fieldMessage, useT, type IslandKey } from '../app-shell/i18n.ts';
import { retryServerErrors, useFormat } from './AdminFrame.tsx';
import { FairUseForm } from './FairUseForm.tsx';

type Pending = { body: UpdateUserInput; question: string; success: (r: AdminUserRecord) => string };

/**
 * One account in a dialog: its record, then change plan, adjust credits (with the ledger),
 * verification and disabling. Taking credits back and disabling ask for confirmation first.
 */
export function UserDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const t = useT();
  const title = useId();
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      labelledBy={title}
      closeLabel={t('admin.user.close')}
      width="max-w-3xl"
    >
      {user && (
        <>
          <h2 id={title} className="text-xl font-bold break-all text-ink-900">
            {t('admin.user.title', { email: user.email })}
          </h2>
          <UserPanel id={user.id} />
        </>
      )}
    </Dialog>
  );
}

function UserPanel({ id }: { id: string }) {
  const t = useT();
  const format = useFormat();
  const queryClient = useQueryClient();
  const record = useQuery({
    queryKey: ['admin-user', id],
    queryFn: () => api.get<AdminUserRecord>(`/api/admin/users/${id}`),
    retry: retryServerErrors,
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const save = useMutation({
    mutationFn: (body: UpdateUserInput) => api.put<AdminUserRecord>(`/api/admin/users/${id}`, body),
    onSuccess: (updated) => {
      queryClient.setQueryData(['admin-user', id], updated);
      void queryClient.invalidateQueries({ queryKey: ['admin-users'] });
    },
  });
  async function apply(body: UpdateUserInput, success: (r: AdminUserRecord) => string) {
    // One change at a time; the buttons stay focusable meanwhile (never `disabled`, which drops
    // focus to <body>), so a click while saving is ignored here.
    if (save.isPending) return false;
    try {
      const updated = await save.mutateAsync(body);
      toast.success(success(updated));
      return true;
    } catch (error) {
      errorToast(t, 'admin.saveFailed', error);
      return false;
    }
  }

  if (record.isPending) {
    return (
      <p role="status" className="mt-4 text-ink-700">
        {t('admin.user.loading')}
      </p>
    );
  }
  if (!record.data) {
    return (
      <p role="alert" className="mt-4 text-red-700">
        {t('admin.user.loadFailed')}
      </p>
    );
  }
  const user = record.data;
  const details: [IslandKey, string][] = [
    ['admin.user.name', user.name],
    ['admin.user.plan', t(`pricing.plan.${user.plan as 'free'}`)],
    [
      'admin.user.period',
      user.subscription
        ? t('admin.user.periodValue', {
            start: format.date(user.subscription.period_start),
            end: format.date(user.subscription.period_end),
          })
        : t('admin.user.noPeriod'),
    ],
    ['admin.user.balance', format.number(user.credits.balance)],
    ['admin.user.verified', user.is_verified ? t('admin.yes') : t('admin.no')],
    [
      'admin.user.status',
      user.closing
        ? t('accountClosing.admin.closing', { date: format.date(user.closing.delete_after) })
        : user.disabled
          ? t('admin.status.disabled')
          : t('admin.status.active'),
    ],
    ['admin.user.created', format.date(user.created_at)],
    [
      'admin.user.generations',
      t('admin.user.generationsValue', {
        total: format.number(user.generations.total),
        success: format.number(user.generations.success),
        failed: format.number(user.generations.failed),
      }),
    ],
    ['admin.user.admin', user.is_admin ? t('admin.yes') : t('admin.no')],
  ];
  const section = 'mt-5 border-t border-ink-200 pt-4';
  const button = 'rounded-md px-4 py-2 font-semibold aria-disabled:opacity-50';
  const busy = save.isPending || undefined;
  return (
    <div className="mt-2">
      <section aria-label={t('admin.user.details')}>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-3">
          {details.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-ink-700">{t(label)}</dt>
              <dd className="font-semibold text-ink-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {pending && (
        <Confirmation
          question={pending.question}
          busy={save.isPending}
          confirmLabel={t('admin.confirm')}
          cancelLabel={t('admin.cancel')}
          onConfirm={async () => {
            if (await apply(pending.body, pending.success)) setPending(null);
          }}
          onCancel={() => setPending(null)}
        />
      )}

      <PlanForm
        current={user.plan}
        busy={save.isPending}
        onSubmit={(plan) => apply({ plan }, () => t('admin.plan.saved'))}
      />

      <CreditsForm
        busy={save.isPending}
        onSubmit={(adjustment) => {
          const body = { credit_adjustment: adjustment };
          const success = (r: AdminUserRecord) =>
            t('admin.credits.saved', { balance: format.number(r.credits.balance) });
          if (adjustment.amount > 0) return apply(body, success);
          setPending({
            body,
            success,
            question: t('admin.credits.confirmTake', { amount: format.number(-adjustment.amount) }),
          });
          return Promise.resolve(false);
        }}
      />
      <Ledger record={user} />
      <FairUseForm userId={id} />

      <section className={section} aria-labelledby={`${id}-access`}>
        <h3 id={`${id}-access`} className="font-bold text-ink-900">
          {t('admin.access.heading')}
        </h3>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            aria-disabled={busy}
            onClick={() =>
              void apply({ is_verified: !user.is_verified }, () => t('admin.access.verifiedSaved'))
            }
            className={`${button} border border-ink-300 text-ink-800`}
          >
            {user.is_verified ? t('admin.access.unverify') : t('admin.access.verify')}
          </button>
          {user.disabled ? (
            <button
              type="button"
              aria-disabled={busy}
              onClick={() => void apply({ disabled: false }, () => t('admin.access.enabledSaved'))}
              className={`${button} border border-brand-700 text-brand-700`}
            >
              {t('admin.access.enable')}
            </button>
          ) : (
            <button
              type="button"
              aria-disabled={busy}
              onClick={() =>
                !save.isPending &&
                setPending({
                  body: { disabled: true },
                  question: t('admin.access.confirmDisable'),
                  success: () => t('admin.access.disabledSaved'),
                })
              }
              className={`${button} bg-red-700 text-white`}
            >
              {t('admin.access.disable')}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}

function PlanForm({
  current,
  busy,
  onSubmit,
}: {
  current: string;
  busy: boolean;
  onSubmit: (plan: (typeof planIds)[number]) => Promise<boolean>;
}) {
  const t = useT();
  const ids = { heading: useId(), plan: useId(), hint: useId() };
  const [plan, setPlan] = useState(current);
  useEffect(() => setPlan(current), [current]);
  return (
    <form
      aria-labelledby={ids.heading}
      className="mt-5 border-t border-ink-200 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy && plan !== current) void onSubmit(plan as (typeof planIds)[number]);
      }}
    >
      <h3 id={ids.heading} className="font-bold text-ink-900">
        {t('admin.plan.heading')}
      </h3>
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={ids.plan} className="block text-sm font-semibold text-ink-800">
            {t('admin.plan.label')}
          </label>
          <select
            id={ids.plan}
            value={plan}
            aria-describedby={ids.hint}
            onChange={(e) => setPlan(e.target.value)}
            className="mt-1 rounded-md border border-ink-300 px-3 py-2"
          >
            {planIds.map((id) => (
              <option key={id} value={id}>
                {t(`pricing.plan.${id}`)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          // Not `disabled`: that dropped focus to <body> while saving (issue 40).
          aria-disabled={busy || plan === current || undefined}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white aria-disabled:opacity-50"
        >
          {t('admin.plan.submit')}
        </button>
      </div>
      <p id={ids.hint} className="mt-1 text-sm text-ink-700">
        {t('admin.plan.hint')}
      </p>
    </form>
  );
}

function CreditsForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (adjustment: { amount: number; reason: string }) => Promise<boolean>;
}) {
  const t = useT();
  const ids = { heading: useId(), amount: useId(), reason: useId() };
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (busy) return;
    const parsed = creditAdjustmentSchema.safeParse({
      amount: amount.trim() === '' ? Number.NaN : Number(amount),
      reason,
    });
    if (!parsed.success) {
      const found: { amount?: string; reason?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'amount' | 'reason';
        found[key] ??= fieldMessage(t, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    if (await onSubmit(parsed.data)) {
      setAmount('');
      setReason('');
    }
  }
  const input = 'mt-1 w-full rounded-md border border-ink-300 px-3 py-2';
  return (
    <form
      noValidate
      aria-labelledby={ids.heading}
      onSubmit={(event) => void submit(event)}
      className="mt-5 border-t border-ink-200 pt-4"
    >
      <h3 id={ids.heading} className="font-bold text-ink-900">
        {t('admin.credits.heading')}
      </h3>
      <div className="mt-2 grid gap-3 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={ids.amount} className="block text-sm font-semibold text-ink-800">
            {t('admin.credits.amount')}
          </label>
          <input
            id={ids.amount}
            type="number"
            step={1}
            value={amount}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? `${ids.amount}-error` : undefined}
            onChange={(e) => setAmount(e.target.value)}
            className={input}
          />
          {errors.amount && (
            <p id={`${ids.amount}-error`} className="mt-1 text-sm text-red-800">
              {errors.amount}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={ids.reason} className="block text-sm font-semibold text-ink-800">
            {t('admin.credits.reason')}
          </label>
          <input
            id={ids.reason}
            type="text"
            maxLength={REASON_MAX}
            value={reason}
            aria-invalid={errors.reason ? true : undefined}
            aria-describedby={errors.reason ? `${ids.reason}-error` : undefined}
            onChange={(e) => setReason(e.target.value)}
            className={input}
          />
          {errors.reason && (
            <p id={`${ids.reason}-error`} className="mt-1 text-sm text-red-800">
              {errors.reason}
            </p>
          )}
        </div>
      </div>
      <button
        type="submit"
        // Not `disabled`: that dropped focus to the dialog's top while saving (issue 40).
        aria-disabled={busy || undefined}
        className="mt-3 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white aria-disabled:opacity-50"
      >
        {t('admin.credits.submit')}
      </button>
    </form>
  );
}

function Ledger({ record }: { record: AdminUserRecord }) {
  const t = useT();
  const format = useFormat();
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mt-4">
      <h4 id={heading} className="font-semibold text-ink-900">
        {t('admin.credits.ledger')}
      </h4>
      {record.credit_adjustments.length === 0 ? (
        <p className="mt-1 text-sm text-ink-700">{t('admin.credits.ledgerEmpty')}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <caption className="sr-only">{t('admin.credits.ledger')}</caption>
          <thead className="text-ink-800">
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t('admin.credits.date')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('admin.credits.amount')}
              </th>
              <th scope="col" className="py-1 pr-3">
                {t('admin.credits.reason')}
              </th>
              <th scope="col" className="py-1">
                {t('admin.credits.by')}
              </th>
            </tr>
          </thead>
          <tbody>
            {record.credit_adjustments.map((row) => (
              <tr key={row.id} className="border-t border-ink-200">
                <td className="py-1 pr-3">{format.dateTime(row.created_at)}</td>
                <td className="py-1 pr-3 font-semibold">
                  {row.amount > 0 ? `+${format.number(row.amount)}` : format.number(row.amount)}
                </td>
                <td className="py-1 pr-3 break-words">{row.reason}</td>
                <td className="py-1 break-all">{row.admin_email ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
