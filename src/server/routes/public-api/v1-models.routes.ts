import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { CreateBrandModel } from '../../../contracts/brand-models.ts';
import type { AppDeps } from '../../app-deps.ts';
import { apiTokenAuth, type ApiBindings } from '../../http/api-token-auth.ts';
import { createBrandModel } from '../../services/brand-models/create-brand-model.ts';
import { getBrandModel } from '../../services/brand-models/get-brand-model.ts';
import { listBrandModels } from '../../services/brand-models/list-brand-models.ts';
import { renameBrandModel } from '../../services/brand-models/rename-brand-model.ts';
import { retireBrandModel } from '../../services/brand-models/retire-brand-model.ts';
import { readCreditBalance } from '../../services/credits/read-credit-balance.ts';
import { generationDeps } from '../../services/generation/generation-deps.ts';
import { errorResponses, success } from './v1-error-responses.ts';
import { modelExamples } from './v1-model-examples.ts';
import {
  createModelBodySchema,
  modelIdParamSchema,
  modelListQuerySchema,
  modelListSchema,
  modelResponseSchema,
  renameModelBodySchema,
} from './v1-model-schemas.ts';

const bearer = [{ apiToken: [] }];

/** Making, renaming and retiring a model is the body generator's business (decision 119). */
const MANAGES_MODELS = 'body-generator' as const;

const submittedModelSchema = modelResponseSchema.extend({
  balance: z.number().int().openapi({ description: 'Credits left after the job’s hold.' }),
});

/**
 * The brand's models under /v1 (issue 42, decision 119). Any token of the account reads them,
 * since every service may show them; creating, renaming and retiring need the body-generator
 * service, whose job makes a model.
 */
export function v1ModelRoutes(app: OpenAPIHono<ApiBindings>, deps: AppDeps) {
  const generation = generationDeps(deps);
  const reads = { db: deps.database.db, store: deps.store, logger: deps.logger };

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/models',
      operationId: 'list-models',
      tags: ['Models'],
      summary: 'List the brand’s models',
      description:
        'The account’s models, oldest first: those not retired, and with `include_retired=true` the retired ones after them. Any token of the account may read them. Links expire: list again for fresh ones.',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'list-models')] as const,
      request: { query: modelListQuerySchema },
      responses: {
        200: success(modelListSchema, 'The models.'),
        ...errorResponses('list-models'),
      },
      'x-codeSamples': modelExamples.list,
    }),
    async (c) => {
      const includeRetired = c.req.valid('query').include_retired === 'true';
      const list = await listBrandModels(reads, c.get('caller').userId, { includeRetired });
      return c.json(list, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/v1/models',
      operationId: 'create-model',
      tags: ['Models'],
      summary: 'Create a brand model',
      description:
        'A named model of your brand, to show the same person in every job that names it in `params.model`. From `params` (with `face` or without), a body generator job makes it: its credits are held as for `POST /v1/body-generator/jobs`, and the model is `pending` (202) until the job ends, then `ready` with its full-body photo kept in the library, or `failed` with the credits given back. From `photo` it is `ready` at once (201) and costs nothing. A face or photo needs the consent recorded with its upload. Needs a token with the body-generator service.',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'create-model', MANAGES_MODELS)] as const,
      request: {
        body: {
          content: { 'application/json': { schema: createModelBodySchema } },
          required: true,
        },
      },
      responses: {
        201: success(submittedModelSchema, 'Ready: made from a photo.'),
        202: success(submittedModelSchema, 'Being made: its body generator job is queued.'),
        ...errorResponses('create-model'),
      },
      'x-codeSamples': modelExamples.create,
    }),
    async (c) => {
      const caller = c.get('caller');
      const { model, balance } = await createBrandModel(
        { ...generation, logger: c.get('logger') },
        {
          userId: caller.userId,
          actorId: caller.actorId,
          // The API's params schema is the contract's, documented (v1-param-schemas.ts).
          request: c.req.valid('json') as CreateBrandModel,
          api: { tokenId: caller.tokenId, maxConcurrentJobs: deps.env.API_MAX_CONCURRENT_JOBS },
        },
      );
      const after =
        balance ??
        (await readCreditBalance(deps.database.db, caller.userId, deps.clock.now())).balance;
      if (model.status === 'ready') return c.json({ model, balance: after }, 201);
      return c.json({ model, balance: after }, 202);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/v1/models/{id}',
      operationId: 'get-model',
      tags: ['Models'],
      summary: 'Get a brand model',
      description:
        'One of the account’s models, retired or not, with its status and, once ready, signed links to its full-body photo. Any token of the account may read it.',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'get-model')] as const,
      request: { params: modelIdParamSchema },
      responses: {
        200: success(modelResponseSchema, 'The model.'),
        ...errorResponses('get-model'),
      },
      'x-codeSamples': modelExamples.get,
    }),
    async (c) => {
      const model = await getBrandModel(reads, c.get('caller').userId, c.req.valid('param').id);
      return c.json({ model }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'patch',
      path: '/v1/models/{id}',
      operationId: 'rename-model',
      tags: ['Models'],
      summary: 'Rename a brand model',
      description:
        'Gives one of the account’s models a new name, unique among its models not retired (409 `model_name_taken`). Needs a token with the body-generator service.',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'rename-model', MANAGES_MODELS)] as const,
      request: {
        params: modelIdParamSchema,
        body: {
          content: { 'application/json': { schema: renameModelBodySchema } },
          required: true,
        },
      },
      responses: {
        200: success(modelResponseSchema, 'The renamed model.'),
        ...errorResponses('rename-model'),
      },
      'x-codeSamples': modelExamples.rename,
    }),
    async (c) => {
      const { userId } = c.get('caller');
      const { name } = c.req.valid('json');
      const model = await renameBrandModel(reads, userId, c.req.valid('param').id, name);
      return c.json({ model }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/v1/models/{id}',
      operationId: 'retire-model',
      tags: ['Models'],
      summary: 'Retire a brand model',
      description:
        'Retires one of the account’s models: a job that names it afterwards is refused (422 `model_retired`), its name is free for a new model, and the jobs it made keep it. Its photos stay in the library. Retiring it again changes nothing. Needs a token with the body-generator service.',
      security: bearer,
      middleware: [apiTokenAuth(deps, 'retire-model', MANAGES_MODELS)] as const,
      request: { params: modelIdParamSchema },
      responses: {
        200: success(modelResponseSchema, 'The retired model.'),
        ...errorResponses('retire-model'),
      },
      'x-codeSamples': modelExamples.retire,
    }),
    async (c) => {
      const model = await retireBrandModel(reads, c.get('caller').userId, c.req.valid('param').id);
      return c.json({ model }, 200);
    },
  );
}
