import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { HistoryItem, ResultCopyRequest } from '../../../contracts/history.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../app-shell/i18n.ts';
import { assetsKey } from '../../assets/assets-api.ts';
import { secondaryButton } from '../../assets/UploadButton.tsx';
import { copyResultToAssets, prefillHref } from './reuse-api.ts';

type Target = 'image-to-video' | 'image-editing' | 'model' | 'library';

/**
 * 'Send to…' on an image result (issue 22 point 6): the source of image to video or of image
 * editing, or a model in the library; a video result is saved to the library as a video. The API copies the stored result (decision 043), so
 * nothing is downloaded and uploaded again; sending the same result twice reuses the copy.
 */
export function SendTo({ item }: { item: HistoryItem }) {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState<Target | null>(null);
  if (!item.result_url || !item.result_media_type) return null;
  const video = item.result_media_type === 'video';

  async function send(target: Target) {
    const kind: ResultCopyRequest['kind'] = target === 'model' ? 'model' : 'image';
    setSending(target);
    try {
      const asset = await copyResultToAssets(item.id, kind);
      void queryClient.invalidateQueries({ queryKey: assetsKey });
      if (target === 'model') toast.success(t('toolsUi.sendTo.saved'));
      else if (target === 'library') toast.success(t('toolsUi.sendTo.savedVideo'));
      else window.location.assign(prefillHref(target, { source: asset.id }));
    } catch (error) {
      toast.error(t('toolsUi.sendTo.failed'), {
        description: error instanceof ApiError ? error.message : undefined,
      });
    } finally {
      setSending(null);
    }
  }

  // A video result is kept in the library as a video (issue 40): it is no model or edit source.
  const targets = video
    ? ([['library', 'toolsUi.sendTo.library']] as const)
    : ([
        ['image-to-video', 'toolsUi.sendTo.video'],
        ['image-editing', 'toolsUi.sendTo.editing'],
        ['model', 'toolsUi.sendTo.model'],
      ] as const);
  return (
    <section aria-labelledby={`${id}-send`} className="mt-4">
      <h3 id={`${id}-send`} className="text-sm font-bold text-ink-900">
        {t('toolsUi.sendTo.title')}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {targets.map(([target, label]) => (
          <button
            key={target}
            type="button"
            className={secondaryButton}
            disabled={sending !== null}
            onClick={() => void send(target)}
          >
            {t(label)}
          </button>
        ))}
      </div>
    </section>
  );
}
