import { Hono } from 'hono';
import { z } from 'zod';
import type { AppBindings, AppDeps } from '../../app-deps.ts';
import { canAdvance } from '../../clock.ts';
import { errors } from '../../http/app-error.ts';
import { parseJson } from '../../http/parse-json.ts';
import { listOutbox } from '../../mail/mailer.ts';
import { requireUser, type AuthedBindings } from '../../http/auth.ts';
import { seedApiUsage, seedApiUsageSchema } from '../../services/api-tokens/seed-api-usage.ts';
import { seedEconomics, seedEconomicsSchema } from '../../services/economics/seed-economics.ts';
import { seedGenerations, seedGenerationsSchema } from '../../services/history/seed-generations.ts';
import {
  seedCatalogueBatch,
  seedCatalogueBatchSchema,
} from '../../services/catalogue/seed-catalogue-batch.ts';

const testMailSchema = z.object({
  to: z.email().max(254),
  subject: z.string().trim().min(1).max(200).default('Kiểu Studio test message'),
  text: z.string().max(10_000).default('This is a test message from Kiểu Studio.'),
});

/**
 * Development helpers, mounted only while the outbox transport is on, and never in production: the outbox as JSON and a
 * test message. With SMTP configured these paths do not exist (404). Seeded generations for
 * the calling user (browser tests, benchmarks) and seeded public API usage of the caller's tokens
 * exist only outside production as well.
 */
export function devRoutes(deps: AppDeps) {
  const { database, mailer } = deps;
  const app = new Hono<AppBindings>();
  // Production never has them, even if a check upstream were ever loosened (decision 030).
  if (mailer.transport !== 'outbox' || deps.env.NODE_ENV === 'production') {
    return app.all('/dev/*', () => {
      throw errors.notFound();
    });
  }
  return app
    .get('/dev/outbox', async (c) => {
      const messages = await listOutbox(database.db);
      return c.json({
        enabled: true,
        messages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
      });
    })
    .post('/dev/outbox/test', async (c) => {
      const input = await parseJson(c, testMailSchema);
      const { id } = await mailer.send(input);
      return c.json({ id }, 201);
    })
    .route('/dev/seed-generations', seedRoutes(deps))
    .route('/dev/seed-catalogue-batch', seedBatchRoutes(deps))
    .route('/dev/seed-api-usage', seedUsageRoutes(deps))
    .route('/dev/seed-economics', seedEconomicsRoutes(deps))
    .route('/dev/clock', clockRoutes(deps));
}

const advanceSchema = z.object({ advance_seconds: z.number().int().min(1).max(86_400) });

/**
 * Moves the API's clock forward (NODE_ENV=test only, where the clock can move): a browser test
 * passes the one-minute code cooldown without waiting a real minute (issue 38).
 */
function clockRoutes(deps: AppDeps) {
  const app = new Hono<AppBindings>();
  const clock = deps.clock;
  if (deps.env.NODE_ENV !== 'test' || !canAdvance(clock)) return app;
  return app.post('/', async (c) => {
    const input = await parseJson(c, advanceSchema);
    clock.advance(input.advance_seconds);
    return c.json({ now: clock.now().toISOString() });
  });
}

/** Recorded cost and revenue of the caller's generations (issue 27 analytics tests). */
function seedEconomicsRoutes(deps: AppDeps) {
  const app = new Hono<AuthedBindings>();
  if (deps.env.NODE_ENV === 'production') return app;
  return app.post('/', requireUser(deps), async (c) => {
    const input = await parseJson(c, seedEconomicsSchema);
    return c.json(await seedEconomics(deps.database.db, c.get('user').id, input), 201);
  });
}

function seedRoutes(deps: AppDeps) {
  const app = new Hono<AuthedBindings>();
  if (deps.env.NODE_ENV === 'production') return app;
  return app.post('/', requireUser(deps), async (c) => {
    const input = await parseJson(c, seedGenerationsSchema);
    const seeded = await seedGenerations(
      { db: deps.database.db, store: deps.store, now: () => deps.clock.now() },
      c.get('user').id,
      input,
    );
    return c.json(seeded, 201);
  });
}

/** A finished catalogue batch with garment fidelity reports (issue 41 browser tests). */
function seedBatchRoutes(deps: AppDeps) {
  const app = new Hono<AuthedBindings>();
  if (deps.env.NODE_ENV === 'production') return app;
  return app.post('/', requireUser(deps), async (c) => {
    const input = await parseJson(c, seedCatalogueBatchSchema);
    const seeded = await seedCatalogueBatch(
      { db: deps.database.db, store: deps.store, now: () => deps.clock.now() },
      c.get('user').id,
      input,
    );
    return c.json(seeded, 201);
  });
}

function seedUsageRoutes(deps: AppDeps) {
  const app = new Hono<AuthedBindings>();
  if (deps.env.NODE_ENV === 'production') return app;
  return app.post('/', requireUser(deps), async (c) => {
    const input = await parseJson(c, seedApiUsageSchema);
    const seeded = await seedApiUsage(deps.database.db, c.get('user').id, input, deps.clock.now());
    return c.json(seeded, 201);
  });
}
