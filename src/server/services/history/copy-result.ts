import type { Asset } from '../../../contracts/assets.ts';
import type { ResultCopyRequest } from '../../../contracts/history.ts';
import type { StudioTool } from '../../../contracts/studio.ts';
import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { t } from '../../../i18n/index.ts';
import type { Lang } from '../../http/app-error.ts';
import { copyIntoAssets, copyVideoIntoAssets } from '../assets/copy-into-assets.ts';
import {
  findOwnedWithFiles,
  historyErrors,
  presentResult,
  type HistoryDeps,
} from './history-items.ts';
import { readStoredBytes } from './read-stored-bytes.ts';

/** An asset's name for a copy of a generation's file, e.g. 'Image editing result'. */
export function copyName(lang: Lang, which: 'result' | 'input', tool: StudioTool): string {
  const translate = t(lang);
  return translate(`history.copyName.${which}`, { tool: translate(`tools.name.${tool}`) });
}

/**
 * POST /history/:id/assets (decision 043): keeps the result of one of the caller's generations
 * in their library as an image or a model, copied on the server; a video result is kept as a
 * video (issue 40, decision 105). Another user's id is 404 like an unknown one; a generation
 * without an image or video result is refused. Sending the same result
 * twice answers the same asset.
 */
export async function copyResult(
  deps: HistoryDeps,
  input: { userId: string; id: string; lang: Lang } & ResultCopyRequest,
): Promise<{ asset: Asset; created: boolean }> {
  const { row, files } = await findOwnedWithFiles(deps.db, input.userId, input.id);
  const result = await presentResult(deps.store, row, files);
  if (!result) throw historyErrors.noResult();
  if (result.contentType.startsWith('video/') && input.kind === 'image') {
    const poster = row.resultThumbnailFileId ? files.get(row.resultThumbnailFileId) : undefined;
    if (poster) {
      return copyVideoIntoAssets(deps, {
        userId: input.userId,
        origin: `result:${row.id}:video`,
        name: copyName(input.lang, 'result', row.tool as StudioTool),
        contentType: result.contentType,
        load: () => readStoredBytes(deps.store, result.storageKey),
        loadPoster: () => readStoredBytes(deps.store, poster.storageKey),
      });
    }
  }
  if (!result.contentType.startsWith('image/')) {
    throw new AppError(422, 'result_not_image', localize('history.copyNotImage'));
  }
  return copyIntoAssets(deps, {
    userId: input.userId,
    origin: `result:${row.id}:${input.kind}`,
    kind: input.kind,
    name: copyName(input.lang, 'result', row.tool as StudioTool),
    load: () => readStoredBytes(deps.store, result.storageKey),
  });
}
