import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import {
  resolveNoticeSchema,
  type ReviewList,
  type ReviewNotice,
} from '../../contracts/admin-payments.ts';
import { api } from '../../lib/api-client.ts';
import { errorToast } from '../auth/toasts.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { ScrollTable } from '../ui/ScrollTable.tsx';
import { retryServerErrors, useFormat } from './AdminFrame.tsx';
import { PaymentNoteDialog } from './PaymentNoteDialog.tsx';

/**
 * Money that moved but settled nothing (decision 131): each waits here until an administrator
 * writes down what was done about it.
 */
export function PaymentReview() {
  const t = useT();
  const format = useFormat();
  const heading = useId();
  const queryClient = useQueryClient();
  const [resolving, setResolving] = useState<ReviewNotice | null>(null);
  const list = useQuery({
    queryKey: ['admin-payment-review'],
    queryFn: () => api.get<ReviewList>('/api/admin/payments/review'),
    retry: retryServerErrors,
  });
  const resolve = useMutation({
    mutationFn: (input: { id: string; resolution: string }) =>
      api.post<ReviewList>(`/api/admin/payments/review/${input.id}/resolve`, {
        resolution: input.resolution,
      }),
    onSuccess: (fresh) => queryClient.setQueryData(['admin-payment-review'], fresh),
  });
  async function run(notice: ReviewNotice, resolution: string) {
    if (resolve.isPending) return false;
    try {
      await resolve.mutateAsync({ id: notice.id, resolution });
      toast.success(t('adminPayments.review.done'));
      return true;
    } catch (error) {
      errorToast(t, 'adminPayments.review.saveFailed', error);
      return false;
    }
  }
  const notices = list.data?.notices;
  const name = (notice: ReviewNotice) => notice.reference ?? notice.id;
  return (
    <section aria-labelledby={heading} className="mt-10">
      <h2 id={heading} className="text-2xl font-bold text-ink-900">
        {t('adminPayments.review.heading')}
      </h2>
      <p className="mt-1 max-w-3xl text-ink-700">{t('adminPayments.review.hint')}</p>
      {list.isPending ? (
        <p role="status" className="mt-3 text-ink-700">
          {t('session.loading')}
        </p>
      ) : !notices ? (
        <p role="alert" className="mt-3 text-red-700">
          {t('adminPayments.loadFailed')}
        </p>
      ) : notices.length === 0 ? (
        <p className="mt-3 text-ink-700">{t('adminPayments.review.none')}</p>
      ) : (
        <div className="mt-3">
          <ScrollTable
            caption={t('adminPayments.review.caption')}
            align="left"
            rows="all"
            head={(
              [
                'adminPayments.table.reference',
                'adminPayments.table.gateway',
                'adminPayments.review.outcome',
                'adminPayments.table.amount',
                'adminPayments.review.received',
                'adminPayments.table.actions',
              ] as const
            ).map((key) => (
              <th key={key} scope="col" className="px-3 py-2 font-semibold">
                {t(key)}
              </th>
            ))}
          >
            {notices.map((notice) => (
              <tr key={notice.id} className="border-t border-ink-200">
                <th scope="row" className="px-3 py-2 font-mono font-normal" translate="no">
                  {name(notice)}
                </th>
                <td className="px-3 py-2">{t(`billing.method.${notice.gateway as 'sandbox'}`)}</td>
                <td className="px-3 py-2">
                  {t(`adminPayments.outcome.${notice.outcome}` as IslandKey)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {notice.amount === null ? '—' : format.money(notice.amount)}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {format.dateTime(notice.received_at)}
                </td>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    aria-label={t('adminPayments.review.resolveLabel', {
                      reference: name(notice),
                    })}
                    onClick={() => setResolving(notice)}
                    className="rounded-md border border-brand-700 px-3 py-1 font-semibold text-brand-700"
                  >
                    {t('adminPayments.review.resolve')}
                  </button>
                </td>
              </tr>
            ))}
          </ScrollTable>
        </div>
      )}
      <PaymentNoteDialog
        open={resolving !== null}
        title={t('adminPayments.review.dialogTitle', {
          reference: resolving ? name(resolving) : '',
        })}
        label={t('adminPayments.review.resolution')}
        field="resolution"
        schema={resolveNoticeSchema}
        submitLabel={t('adminPayments.review.submit')}
        busy={resolve.isPending}
        onSubmit={(text) => (resolving ? run(resolving, text) : Promise.resolve(false))}
        onClose={() => setResolving(null)}
      />
    </section>
  );
}
