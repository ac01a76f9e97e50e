import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/server/db/database.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { generations, users } from '../../src/server/db/schema.ts';
import { createConfiguredEngine } from '../../src/server/engine/engine-router.ts';
import type { Engine } from '../../src/server/engine/engine.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import { parseEngineChains, parseEnv } from '../../src/server/env.ts';
import { createLogger } from '../../src/server/logger.ts';

/** A try-on engine for a script, and what its calls need. */
export interface TryOnEngine {
  engine: Engine;
  /** The engine (or failover chain, `fal|local`) the try-on was configured with. */
  chain: string;
  /** A fresh generation row per call: remote engines store their requests against one. */
  generationId?: () => Promise<string>;
  close(): Promise<void>;
}

/**
 * The try-on engine the API and worker would build from `source` (the environment:
 * GENERATION_ENGINES and the providers' keys, URLs and models, as createConfiguredEngine reads
 * them), for a script that runs try-ons outside them (`npm run eval`, `npm run hero`). Only the
 * try-on's entry of GENERATION_ENGINES is kept, so no other tool's keys are needed. A remote
 * engine keeps its requests in a scratch embedded database, removed by `close`, never in the
 * deployment's own. Throws EnvError when the configuration is incomplete (as the API refuses to
 * start).
 * @example const { engine, close } = await openTryOnEngine(process.env); // local by default
 */
export async function openTryOnEngine(
  source: Record<string, string | undefined>,
): Promise<TryOnEngine> {
  const chain = parseEngineChains(source.GENERATION_ENGINES ?? '')['virtual-tryon'].join('|');
  if (chain === 'local') {
    return { engine: createLocalEngine(), chain, close: async () => {} };
  }
  const scratch = await mkdtemp(path.join(tmpdir(), 'kieu-try-on-'));
  try {
    const env = parseEnv({
      ...source,
      GENERATION_ENGINES: `virtual-tryon=${chain}`,
      DATA_DIR: scratch,
      DATABASE_URL: '',
      PGLITE_PORT: '0',
      PGLITE_IN_API: 'true',
    });
    const database = await openDatabase(env);
    await runMigrations(database.pool);
    const logger = createLogger({ ...env, LOG_LEVEL: 'warn' });
    const [owner] = await database.db
      .insert(users)
      .values({ email: `script-${randomUUID()}@script.invalid`, name: 'script' })
      .returning({ id: users.id });
    return {
      engine: createConfiguredEngine({ db: database.db, env, logger }),
      chain,
      async generationId() {
        const [row] = await database.db
          .insert(generations)
          .values({ userId: owner!.id, tool: 'virtual-tryon', status: 'processing' })
          .returning({ id: generations.id });
        return row!.id;
      },
      async close() {
        await database.close();
        await rm(scratch, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(scratch, { recursive: true, force: true });
    throw error;
  }
}
