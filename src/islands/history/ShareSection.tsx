import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { HistoryItem } from '../../contracts/history.ts';
import { useT } from '../app-shell/i18n.ts';
import { errorToast } from '../auth/toasts.ts';
import {
  createShare,
  historyKeys,
  revokeShare,
  setCommunity,
  shareLinkFor,
} from './history-api.ts';

const small =
  'rounded-md border border-ink-300 px-3 py-1.5 text-sm font-semibold text-ink-800 hover:bg-ink-50 disabled:opacity-50 aria-disabled:opacity-50';

/**
 * Share (spec §2.9): a public link shown once with Copy and Revoke (decision 016), and the
 * owner's choice to show the result among the community generations.
 */
export function ShareSection({ item }: { item: HistoryItem }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [link, setLink] = useState<string | null>(null);
  // The new link takes focus (selected, ready to copy): the Create button used to be disabled
  // while it ran, which sent focus to the top of the dialog (issue 40).
  const linkField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (link) linkField.current?.focus();
  }, [link]);
  const canShare = item.status === 'success' && !item.missing_result;
  const refresh = (updated: Partial<HistoryItem>) => {
    queryClient.setQueryData<HistoryItem>(historyKeys.item(item.id), (old) =>
      old ? { ...old, ...updated } : old,
    );
    void queryClient.invalidateQueries({ queryKey: historyKeys.all, refetchType: 'none' });
  };

  const create = useMutation({
    mutationFn: () => createShare(item.id),
    onSuccess: (created) => {
      setLink(shareLinkFor(created.token));
      refresh({ shared: true });
    },
    onError: (error) => errorToast(t, 'history.shareCreateFailed', error),
  });
  const revoke = useMutation({
    mutationFn: () => revokeShare(item.id),
    onSuccess: () => {
      setLink(null);
      refresh({ shared: false });
      toast.success(t('history.revoked'));
    },
    onError: (error) => errorToast(t, 'history.revokeFailed', error),
  });
  const community = useMutation({
    mutationFn: (value: boolean) => setCommunity(item.id, value),
    onSuccess: (updated) => refresh({ community: updated.community }),
    onError: (error) => errorToast(t, 'history.communityFailed', error),
  });

  async function copy() {
    try {
      await navigator.clipboard.writeText(link!);
      toast.success(t('history.copied'));
    } catch {
      toast.error(t('history.copyFailed'));
    }
  }

  return (
    <section aria-labelledby={`${id}-share`} className="mt-4 rounded-lg border border-ink-200 p-4">
      <h3 id={`${id}-share`} className="font-bold text-ink-900">
        {t('history.shareHeading')}
      </h3>
      <p className="mt-1 text-sm text-ink-700">{t('history.shareHint')}</p>
      {link && (
        <div className="mt-3">
          <label htmlFor={`${id}-link`} className="block text-sm font-semibold text-ink-800">
            {t('history.shareLinkLabel')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              ref={linkField}
              id={`${id}-link`}
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              className="block w-full rounded-md border border-ink-300 px-3 py-1.5 text-sm text-ink-900"
            />
            <button type="button" className={small} onClick={() => void copy()}>
              {t('history.copy')}
            </button>
          </div>
        </div>
      )}
      {!link && item.shared && (
        <p className="mt-3 text-sm text-ink-700">{t('history.shareActive')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={small}
          disabled={!canShare}
          aria-disabled={create.isPending || undefined}
          onClick={() => {
            if (!create.isPending) create.mutate();
          }}
        >
          {t('history.shareCreate')}
        </button>
        {(link || item.shared) && (
          <button
            type="button"
            className={small}
            disabled={revoke.isPending}
            onClick={() => revoke.mutate()}
          >
            {t('history.revoke')}
          </button>
        )}
      </div>
      <label className="mt-4 flex items-start gap-2">
        <input
          type="checkbox"
          role="switch"
          className="mt-1"
          checked={item.community}
          disabled={(!canShare && !item.community) || community.isPending}
          onChange={(event) => community.mutate(event.target.checked)}
          aria-describedby={`${id}-community-hint`}
        />
        <span>
          <span className="font-semibold text-ink-800">{t('history.community')}</span>
          <span id={`${id}-community-hint`} className="block text-sm text-ink-700">
            {t('history.communityHint')}
          </span>
        </span>
      </label>
    </section>
  );
}
