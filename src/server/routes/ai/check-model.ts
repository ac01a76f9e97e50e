import type { Context } from 'hono';
import { checkModelRequestSchema } from '../../../contracts/try-on.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { checkModelPhoto } from '../../services/try-on/check-model-photo.ts';

/**
 * POST /ai/virtual-tryon/check-model `{assetId}` or `{sampleId}`: `{ok: true}`, or
 * `{ok: false, reason, message}` in the caller's language (200 either way). Bad JSON is 400, a
 * body with neither or both ids 422, another user's or an unknown asset or sample 404.
 */
export function checkModelHandler(deps: AppDeps) {
  const store = { db: deps.database.db, store: deps.store };
  return async (c: Context<AuthedBindings>) => {
    const request = await parseJson(c, checkModelRequestSchema);
    return c.json(await checkModelPhoto(store, c.get('user').id, request, c.get('lang')));
  };
}
