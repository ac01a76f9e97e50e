import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { generateRequestSchema } from '../../../contracts/generation.ts';
import { costQuerySchema } from '../../../contracts/option-credits.ts';
import { studioToolSchema } from '../../../contracts/studio.ts';
import type { AppDeps } from '../../app-deps.ts';
import { errors } from '../../http/app-error.ts';
import { actorId, requireAccount, type AuthedBindings } from '../../http/auth.ts';
import { parseJson } from '../../http/parse-json.ts';
import { checkModelPath } from '../../../contracts/try-on.ts';
import { checkModelHandler } from './check-model.ts';
import { loadFiles, toHistoryItem } from '../../services/history/history-items.ts';
import { estimateGeneration } from '../../services/generation/estimate-generation.ts';
import { generationDeps } from '../../services/generation/generation-deps.ts';
import { generationErrors } from '../../services/generation/generation-errors.ts';
import { followProgress } from '../../services/generation/follow-progress.ts';
import { readProgress } from '../../services/generation/read-progress.ts';
import { submitGeneration } from '../../services/generation/submit-generation.ts';

export const idempotencyKeyPattern = /^[\x21-\x7e]{1,100}$/;

function toolOf(value: string | undefined) {
  const parsed = studioToolSchema.safeParse(value);
  if (!parsed.success) throw errors.notFound();
  return parsed.data;
}

/** Generation under /ai/ (spec §7): submit, estimate, progress by polling or server-sent events. */
export function aiRoutes(deps: AppDeps) {
  const generation = generationDeps(deps);
  const app = new Hono<AuthedBindings>();
  app.use('/ai/*', requireAccount(deps));

  app.post(checkModelPath, checkModelHandler(deps));

  app.post('/ai/:tool/generate', async (c) => {
    const tool = toolOf(c.req.param('tool'));
    const key = c.req.header('idempotency-key');
    if (key !== undefined && !idempotencyKeyPattern.test(key)) {
      throw generationErrors.idempotencyKeyInvalid();
    }
    const request = await parseJson(c, generateRequestSchema);
    const user = c.get('user');
    const { row, balance, replayed } = await submitGeneration(generation, {
      userId: user.id,
      actorId: actorId(c),
      tool,
      request,
      idempotencyKey: key,
      maxStudioJobs: deps.env.STUDIO_MAX_CONCURRENT_JOBS,
    });
    const [item, estimate] = await Promise.all([
      toHistoryItem(
        deps.store,
        { ...row, shared: false },
        await loadFiles(deps.database.db, [row]),
      ),
      estimateGeneration(generation, user.id, tool),
    ]);
    return c.json(
      { generation: item, balance: balance ?? estimate.balance, estimate_ms: estimate.estimate_ms },
      replayed ? 200 : 202,
    );
  });

  app.get('/ai/estimate', async (c) => {
    const tool = z.object({ tool: studioToolSchema }).safeParse(c.req.query());
    if (!tool.success) throw errors.validation([{ path: 'tool', message: 'validation.invalid' }]);
    // Decision 065: the options that change the price, so the credits show before the click.
    const options = costQuerySchema.safeParse(c.req.query());
    if (!options.success) {
      throw errors.validation(
        options.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: 'validation.invalid',
        })),
      );
    }
    return c.json(
      await estimateGeneration(generation, c.get('user').id, tool.data.tool, options.data),
    );
  });

  app.get('/ai/generations/:id', async (c) =>
    c.json(await readProgress(generation, c.get('user').id, c.req.param('id'))),
  );

  // Any API process can serve any generation's events: they are read from the database, woken
  // by the worker's notices (decision 028).
  app.get('/ai/generations/:id/events', async (c) => {
    const follow = await followProgress(
      {
        ...generation,
        notices: deps.progressNotices,
        safetyPollMs: deps.env.PROGRESS_SAFETY_POLL_MS,
        maxMs: (deps.env.GENERATION_TIMEOUT_SECONDS + 60) * 1000,
      },
      c.get('user').id,
      c.req.param('id'),
    );
    return streamSSE(c, async (stream) => {
      const closed = new AbortController();
      stream.onAbort(() => closed.abort());
      await follow.run(
        (progress) => stream.writeSSE({ event: 'progress', data: JSON.stringify(progress) }),
        closed.signal,
      );
    });
  });

  return app;
}
