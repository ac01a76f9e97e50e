import { useStore } from '@nanostores/react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { toast } from 'sonner';
import { ADMIN_PAGE_DEFAULT } from '../../contracts/admin.ts';
import {
  refundOrderSchema,
  type AdminPayment,
  type AdminPaymentPage,
} from '../../contracts/admin-payments.ts';
import { gateways, paymentStatuses } from '../../contracts/billing.ts';
import { api } from '../../lib/api-client.ts';
import { $session } from '../../stores/session.ts';
import { errorToast } from '../auth/toasts.ts';
import { useT } from '../app-shell/i18n.ts';
import { ScrollTable } from '../ui/ScrollTable.tsx';
import {
  AccessDenied,
  AdminPage,
  isForbidden,
  retryServerErrors,
  useFormat,
} from './AdminFrame.tsx';
import { AdminPaging } from './AdminPaging.tsx';
import { AdminSelect } from './AdminSelect.tsx';
import { PaymentNoteDialog } from './PaymentNoteDialog.tsx';
import { PaymentReview } from './PaymentReview.tsx';

/** /admin/payments (issue 43): orders with their refunds, a refund, and the review list. */
export default function AdminPaymentsIsland() {
  return (
    <AdminPage title="adminPayments.title" screen="payments">
      <AdminPayments />
    </AdminPage>
  );
}

interface Filters {
  status: string;
  gateway: string;
}
const noFilters: Filters = { status: '', gateway: '' };

function listPath(filters: Filters, offset: number): string {
  const query = new URLSearchParams({ limit: String(ADMIN_PAGE_DEFAULT), offset: String(offset) });
  if (filters.status) query.set('status', filters.status);
  if (filters.gateway) query.set('gateway', filters.gateway);
  return `/api/admin/payments?${query}`;
}

function AdminPayments() {
  const t = useT();
  const format = useFormat();
  const session = useStore($session);
  const queryClient = useQueryClient();
  const ids = { status: useId(), gateway: useId(), heading: useId() };
  const [draft, setDraft] = useState<Filters>(noFilters);
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [offset, setOffset] = useState(0);
  const [refunding, setRefunding] = useState<AdminPayment | null>(null);
  const path = listPath(filters, offset);
  const page = useQuery({
    queryKey: ['admin-payments', path],
    queryFn: () => api.get<AdminPaymentPage>(path),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
  const refund = useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      api.post<AdminPayment>(`/api/admin/payments/${input.id}/refund`, { reason: input.reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin-payments'] }),
  });
  if (isForbidden(page.error)) return <AccessDenied email={session.user?.email ?? ''} />;

  async function runRefund(payment: AdminPayment, reason: string): Promise<boolean> {
    if (refund.isPending) return false;
    try {
      const done = await refund.mutateAsync({ id: payment.id, reason });
      if (done.refund?.status === 'completed') {
        toast.success(
          t('adminPayments.refund.done', {
            reference: done.reference,
            credits: format.number(done.refund.credits_taken_back),
          }),
        );
      } else {
        toast.info(t('adminPayments.refund.waiting', { reference: done.reference }));
      }
      return true;
    } catch (error) {
      errorToast(t, 'adminPayments.refund.saveFailed', error);
      return false;
    }
  }
  function show(event: SubmitEvent) {
    event.preventDefault();
    setFilters(draft);
    setOffset(0);
  }
  const data = page.data;
  return (
    <>
      <h1 className="text-3xl font-bold text-ink-900">{t('adminPayments.title')}</h1>
      <form
        onSubmit={show}
        aria-labelledby={ids.heading}
        className="mt-6 rounded-xl border border-ink-200 bg-white p-4"
      >
        <h2 id={ids.heading} className="text-lg font-bold text-ink-900">
          {t('adminPayments.filters.heading')}
        </h2>
        <div className="mt-3 grid items-end gap-4 md:grid-cols-3">
          <AdminSelect
            id={ids.status}
            label={t('adminPayments.filters.status')}
            value={draft.status}
            onChange={(status) => setDraft({ ...draft, status })}
            any={t('adminPayments.filters.any')}
            options={paymentStatuses.map((status) => ({
              value: status,
              label: t(`billing.status.${status}`),
            }))}
          />
          <AdminSelect
            id={ids.gateway}
            label={t('adminPayments.filters.gateway')}
            value={draft.gateway}
            onChange={(gateway) => setDraft({ ...draft, gateway })}
            any={t('adminPayments.filters.any')}
            options={gateways.map((gateway) => ({
              value: gateway,
              label: t(`billing.method.${gateway}`),
            }))}
          />
          <div>
            <button
              type="submit"
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
            >
              {t('adminPayments.filters.submit')}
            </button>
          </div>
        </div>
      </form>

      {page.isPending ? (
        <p role="status" className="mt-6 text-ink-700">
          {t('session.loading')}
        </p>
      ) : !data ? (
        <p role="alert" className="mt-6 text-red-700">
          {t('adminPayments.loadFailed')}
        </p>
      ) : (
        <section className="mt-6" aria-busy={page.isFetching}>
          <p role="status" className="text-ink-800">
            {t('adminPayments.found', { total: format.number(data.total) })}
          </p>
          {data.payments.length === 0 ? (
            <p className="mt-3 text-ink-700">{t('adminPayments.none')}</p>
          ) : (
            <div className="mt-3">
              <PaymentsTable payments={data.payments} onRefund={setRefunding} />
            </div>
          )}
          <AdminPaging
            offset={offset}
            total={data.total}
            shown={data.payments.length}
            onOffset={setOffset}
          />
        </section>
      )}
      <PaymentNoteDialog
        open={refunding !== null}
        title={t('adminPayments.refund.dialogTitle', { reference: refunding?.reference ?? '' })}
        summary={
          refunding
            ? t('adminPayments.refund.summary', {
                amount: format.money(refunding.amount),
                email: refunding.user_email ?? t('adminPayments.deletedUser'),
                gateway: t(`billing.method.${refunding.gateway ?? 'sandbox'}`),
              })
            : undefined
        }
        label={t('adminPayments.refund.reason')}
        field="reason"
        schema={refundOrderSchema}
        submitLabel={t('adminPayments.refund.submit', {
          amount: format.money(refunding?.amount ?? 0),
        })}
        confirm={
          refunding
            ? t('adminPayments.refund.confirm', {
                amount: format.money(refunding.amount),
                reference: refunding.reference,
              })
            : undefined
        }
        busy={refund.isPending}
        onSubmit={(reason) => (refunding ? runRefund(refunding, reason) : Promise.resolve(false))}
        onClose={() => setRefunding(null)}
      />
      <PaymentReview />
    </>
  );
}

function PaymentsTable({
  payments,
  onRefund,
}: {
  payments: AdminPayment[];
  onRefund: (payment: AdminPayment) => void;
}) {
  const t = useT();
  const format = useFormat();
  const heads = [
    'adminPayments.table.reference',
    'adminPayments.table.user',
    'adminPayments.table.gateway',
    'adminPayments.table.status',
    'adminPayments.table.amount',
    'adminPayments.table.created',
    'adminPayments.table.completed',
    'adminPayments.table.refund',
    'adminPayments.table.actions',
  ] as const;
  return (
    <ScrollTable
      caption={t('adminPayments.table.caption')}
      align="left"
      rows="all"
      head={heads.map((key) => (
        <th key={key} scope="col" className="px-3 py-2 font-semibold">
          {t(key)}
        </th>
      ))}
    >
      {payments.map((payment) => {
        const canRefund = payment.refund_way === 'here' && payment.refund?.status !== 'completed';
        return (
          <tr key={payment.id} className="border-t border-ink-200">
            <th scope="row" className="px-3 py-2 font-mono font-normal text-ink-900" translate="no">
              {payment.reference}
            </th>
            <td className="px-3 py-2 break-all text-ink-900">
              {payment.user_email ?? t('adminPayments.deletedUser')}
            </td>
            <td className="px-3 py-2">
              {payment.gateway
                ? t(`billing.method.${payment.gateway}`)
                : t('adminPayments.noGateway')}
            </td>
            <td className="px-3 py-2">{t(`billing.status.${payment.status}`)}</td>
            <td className="px-3 py-2 text-right whitespace-nowrap">
              {format.money(payment.amount)}
            </td>
            <td className="px-3 py-2 whitespace-nowrap">{format.date(payment.created_at)}</td>
            <td className="px-3 py-2 whitespace-nowrap">
              {payment.completed_at ? format.date(payment.completed_at) : '—'}
            </td>
            <td className="px-3 py-2">
              <RefundState payment={payment} />
            </td>
            <td className="px-3 py-2">
              {canRefund && (
                <button
                  type="button"
                  aria-label={t(
                    payment.refund
                      ? 'adminPayments.refund.retryLabel'
                      : 'adminPayments.refund.buttonLabel',
                    { reference: payment.reference },
                  )}
                  onClick={() => onRefund(payment)}
                  className="rounded-md border border-red-700 px-3 py-1 font-semibold text-red-800"
                >
                  {payment.refund
                    ? t('adminPayments.refund.retry')
                    : t('adminPayments.refund.button')}
                </button>
              )}
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}

function RefundState({ payment }: { payment: AdminPayment }) {
  const t = useT();
  const format = useFormat();
  const refund = payment.refund;
  if (refund?.status === 'completed') {
    return (
      <>
        {t('adminPayments.refund.completed', {
          credits: format.number(refund.credits_taken_back),
        })}
      </>
    );
  }
  if (refund?.status === 'pending') return <>{t('adminPayments.refund.pending')}</>;
  if (refund?.status === 'failed') {
    return <>{t('adminPayments.refund.failed', { code: refund.failure_code ?? '' })}</>;
  }
  if (payment.refund_way === 'outside') return <>{t('adminPayments.refund.outside')}</>;
  return <span aria-hidden="true">{t('adminPayments.refund.none')}</span>;
}
