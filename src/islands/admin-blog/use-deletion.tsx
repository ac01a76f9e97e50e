import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { toast } from 'sonner';
import { useT } from '../app-shell/i18n.ts';
import { Confirmation } from '../ui/Confirmation.tsx';

/**
 * Deleting a post or a term after the app's own question (issue 40: the browser's `confirm()`
 * speaks the browser's language). Once deleted, the row and its Delete button are gone, so
 * focus moves to `afterDelete` (the panel's "New" button) before the question closes, rather
 * than returning to a button that is about to vanish and falling to <body>.
 * @example const deletion = useDeletion((id) => blogApi.deletePost(id), newButton);
 */
export function useDeletion(
  remove: (id: string) => Promise<unknown>,
  afterDelete: RefObject<HTMLElement | null>,
) {
  const t = useT();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<{ id: string; name: string } | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => {
      toast.success(t('adminBlog.deleted'));
      afterDelete.current?.focus();
      setAsking(null);
      void queryClient.invalidateQueries({ queryKey: ['admin-blog'] });
    },
    onError: (error) => toast.error(t('adminBlog.saveFailed'), { description: error.message }),
  });

  /** The question for the item it was asked about, or null for every other item. */
  function questionFor(id: string) {
    if (asking?.id !== id) return null;
    return (
      <Confirmation
        question={t('adminBlog.confirmDelete', { name: asking.name })}
        busy={mutation.isPending}
        confirmLabel={t('adminBlog.delete')}
        cancelLabel={t('adminBlog.cancel')}
        onConfirm={() => mutation.mutate(asking.id)}
        onCancel={() => setAsking(null)}
      />
    );
  }

  return { ask: (id: string, name: string) => setAsking({ id, name }), questionFor };
}
