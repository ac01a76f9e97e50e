import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { HistoryItem } from '../../contracts/history.ts';
import { useT } from '../app-shell/i18n.ts';
import { buttonClass, secondaryButtonClass } from '../auth/Field.tsx';
import { errorToast } from '../auth/toasts.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { DownloadDialog } from './DownloadDialog.tsx';
import { deleteHistoryItem, historyKeys } from './history-api.ts';
import { HistoryDetail } from './HistoryDetail.tsx';

interface HistoryItemDialogsProps {
  /** The item whose detail is open; null when none is. */
  selected: HistoryItem | null;
  onClose: () => void;
  /** After a confirmed deletion, once the history lists are refreshed. */
  onDeleted?: (item: HistoryItem) => void;
}

/**
 * The history detail of one generation with its download and delete dialogs (spec §2.9), as
 * /history and /catalogue open it: the same view wherever a result is opened from.
 */
export function HistoryItemDialogs({ selected, onClose, onDeleted }: HistoryItemDialogsProps) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [downloading, setDownloading] = useState<HistoryItem | null>(null);
  const [deleting, setDeleting] = useState<HistoryItem | null>(null);
  const remove = useMutation({
    mutationFn: (item: HistoryItem) => deleteHistoryItem(item.id),
    onSuccess: (_, item) => {
      setDeleting(null);
      onClose();
      toast.success(t('history.deleted'));
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
      queryClient.removeQueries({ queryKey: historyKeys.item(item.id) });
      onDeleted?.(item);
    },
    onError: (error) => errorToast(t, 'history.deleteFailed', error),
  });

  return (
    <>
      {selected && (
        <HistoryDetail
          key={selected.id}
          initial={selected}
          onClose={onClose}
          onDownload={setDownloading}
          onDelete={setDeleting}
        />
      )}
      {selected && (
        // Mounted with the detail view, so it sees which button opened it and returns focus.
        <DownloadDialog
          item={downloading ?? selected}
          open={downloading !== null}
          onClose={() => setDownloading(null)}
        />
      )}
      <Dialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        labelledBy={`${id}-delete`}
        closeLabel={t('history.close')}
      >
        {/* Content only while open: a closed dialog keeps no name or buttons to find. */}
        {deleting && (
          <>
            <h2 id={`${id}-delete`} className="text-xl font-bold text-ink-900">
              {t('history.deleteTitle')}
            </h2>
            <p className="mt-2 text-ink-700">{t('history.deleteBody')}</p>
            <div className="mt-5 flex gap-3">
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => setDeleting(null)}
              >
                {t('history.cancel')}
              </button>
              <button
                type="button"
                className={`${buttonClass} bg-red-700 hover:bg-red-800`}
                disabled={remove.isPending}
                onClick={() => deleting && remove.mutate(deleting)}
              >
                {t('history.deleteConfirm')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </>
  );
}
