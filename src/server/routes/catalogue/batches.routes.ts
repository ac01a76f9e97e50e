import { Hono } from 'hono';
import { batchRequestSchema } from '../../../contracts/catalogue.ts';
import type { AppDeps } from '../../app-deps.ts';
import { actorId, requireAccount, type AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { listBatches, readBatch } from '../../services/catalogue/read-batch.ts';
import { retryCell } from '../../services/catalogue/retry-cell.ts';
import { submitBatch } from '../../services/catalogue/submit-batch.ts';
import { generationDeps } from '../../services/generation/generation-deps.ts';
import { generationErrors } from '../../services/generation/generation-errors.ts';
import { idempotencyKeyPattern } from '../ai/ai.routes.ts';

/**
 * Issue 20: the studio's catalogue batches (decision 086). Every path is the caller's own: another
 * user's batch answers 404 like an unknown one. Shapes: contracts/catalogue.ts.
 */
export function catalogueBatchesRoutes(deps: AppDeps) {
  const generation = generationDeps(deps);
  const reads = { db: deps.database.db, store: deps.store };
  const app = new Hono<AuthedBindings>();
  app.use('/catalogue/batches', requireAccount(deps));
  app.use('/catalogue/batches/*', requireAccount(deps));

  app.post('/catalogue/batches', async (c) => {
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !idempotencyKeyPattern.test(key)) {
      throw generationErrors.idempotencyKeyInvalid();
    }
    const request = await parseJson(c, batchRequestSchema);
    const userId = c.get('user').id;
    const { batchId, balance, replayed } = await submitBatch(generation, {
      userId,
      actorId: actorId(c),
      garments: request.garments.map((id) => ({ id })),
      tool: request.tool,
      models: request.models,
      idempotencyKey: key,
    });
    return c.json(
      { batch: await readBatch(reads, userId, batchId), balance },
      replayed ? 200 : 202,
    );
  });

  app.get('/catalogue/batches', async (c) =>
    c.json(await listBatches(deps.database.db, c.get('user').id)),
  );

  app.get('/catalogue/batches/:id', async (c) =>
    c.json({ batch: await readBatch(reads, c.get('user').id, c.req.param('id')) }),
  );

  app.post('/catalogue/batches/:id/cells/:generationId/retry', async (c) =>
    c.json(
      await retryCell(generation, {
        userId: c.get('user').id,
        actorId: actorId(c),
        batchId: c.req.param('id'),
        generationId: c.req.param('generationId'),
      }),
      202,
    ),
  );

  return app;
}
