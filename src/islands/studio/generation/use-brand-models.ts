import { useQuery } from '@tanstack/react-query';
import type { BrandModel } from '../../../contracts/brand-models.ts';
import { brandModelKeys, fetchBrandModels } from '../../my-models/my-models-api.ts';

/** A brand model a tool can dress now: made (ready) and not retired (decision 119). */
export const isChoosable = (model: BrandModel) => model.status === 'ready' && !model.retired_at;

/**
 * GET /models: the account's brand models a tool can dress, for the model tools' chooser and the
 * catalogue's model column (issue 42). It shares the "My models" list's cache, so a model made
 * or retired there shows here without a reload.
 * @example const models = useChoosableBrandModels(); models.data // [lan, mai]
 */
export function useChoosableBrandModels(enabled = true) {
  return useQuery({
    queryKey: brandModelKeys.list(false),
    queryFn: () => fetchBrandModels(false),
    select: (list) => list.items.filter(isChoosable),
    enabled,
  });
}
