import { Hono } from 'hono';
import {
  brandModelListQuerySchema,
  createBrandModelSchema,
  renameBrandModelSchema,
} from '../../../contracts/brand-models.ts';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { actorId, requireAccount, type AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { parseQuery } from '../../http/parse-query.ts';
import { createBrandModel } from '../../services/brand-models/create-brand-model.ts';
import { getBrandModel } from '../../services/brand-models/get-brand-model.ts';
import { listBrandModels } from '../../services/brand-models/list-brand-models.ts';
import { renameBrandModel } from '../../services/brand-models/rename-brand-model.ts';
import { retireBrandModel } from '../../services/brand-models/retire-brand-model.ts';
import { generationDeps } from '../../services/generation/generation-deps.ts';

/**
 * "My models" (issue 42, decision 119): the account's brand models under /models. Creating one
 * from parameters or a face runs the body generator as the studio's tool does (201 for a model
 * ready at once, 202 for one being made); DELETE retires it. Every id is the account's own:
 * another account's answers 404 like an unknown one.
 */
export function brandModelsRoutes(deps: AppDeps) {
  const generation = generationDeps(deps);
  const reads = { db: deps.database.db, store: deps.store, logger: deps.logger };

  const owned = new Hono<AuthedBindings>()
    .use('*', requireAccount(deps))
    .get('/', async (c) => {
      const query = parseQuery(c, brandModelListQuerySchema);
      const includeRetired = query.include_retired === 'true';
      return c.json(await listBrandModels(reads, c.get('user').id, { includeRetired }));
    })
    .post('/', async (c) => {
      const request = await parseJson(c, createBrandModelSchema);
      const { model } = await createBrandModel(
        { ...generation, logger: c.get('logger') },
        {
          userId: c.get('user').id,
          actorId: actorId(c),
          request,
          maxStudioJobs: deps.env.STUDIO_MAX_CONCURRENT_JOBS,
        },
      );
      return c.json(model, model.status === 'ready' ? 201 : 202);
    })
    .get('/:id', async (c) =>
      c.json(await getBrandModel(reads, c.get('user').id, c.req.param('id'))),
    )
    .patch('/:id', async (c) => {
      const { name } = await parseJson(c, renameBrandModelSchema);
      return c.json(await renameBrandModel(reads, c.get('user').id, c.req.param('id'), name));
    })
    .delete('/:id', async (c) =>
      c.json(await retireBrandModel(reads, c.get('user').id, c.req.param('id'))),
    );

  return new Hono<AppBindings>().route('/models', owned);
}
