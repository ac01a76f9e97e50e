import { useQuery } from '@tanstack/react-query';
import type { Asset } from '../../../contracts/assets.ts';
import {
  checkModelPath,
  modelRefusalKeys,
  type CheckModelResponse,
} from '../../../contracts/try-on.ts';
import { api } from '../../../lib/api-client.ts';
import type { IslandKey } from '../../app-shell/i18n.ts';

export type ModelCheckState =
  | { status: 'none' }
  | { status: 'checking' }
  | { status: 'ok' }
  | { status: 'refused'; messageKey: IslandKey }
  /** The check itself failed (network, server): the model is not blocked; the engine checks. */
  | { status: 'unknown' };

/**
 * Asks the API whether the chosen model photo suits the try-on (a full body in a neutral pose),
 * once per asset, before anything is spent. The refusal is shown in the app's language.
 */
export function useModelCheck(model: Asset | null): ModelCheckState {
  const query = useQuery({
    queryKey: ['try-on', 'check-model', model?.id],
    queryFn: () => api.post<CheckModelResponse>(checkModelPath, { assetId: model!.id }),
    enabled: model !== null,
    staleTime: Infinity,
    retry: false,
  });
  if (!model) return { status: 'none' };
  if (query.isPending) return { status: 'checking' };
  if (query.isError) return { status: 'unknown' };
  return query.data.ok
    ? { status: 'ok' }
    : { status: 'refused', messageKey: modelRefusalKeys[query.data.reason] };
}
